import { describe, expect, it } from '@jest/globals';
import { EmailTaken } from '@atrium/tenancy';
import { useTestDatabase } from '../test/open-test-database.js';
import { listQuery, seedClient, seedProject, seedSubscription, seedUser } from '../test/seed.js';
import { TypeormClientRepository } from './typeorm-client.repository.js';

describe('TypeormClientRepository', () => {
  const t = useTestDatabase();
  const repo = () => new TypeormClientRepository(t.db);
  const newClient = { firstname: 'Ada', lastname: 'Lovelace', company: 'Engines', phone: '+44 20', passwordHash: 'h' };

  it('creates a client and reads every field back with its type, e-mail normalised, never the hash', async () => {
    const created = await repo().create({ ...newClient, email: '  Ada@Example.COM ' });
    const [stored] = await t.sql(`SELECT created_at FROM people WHERE id = $1`, [created.id]);
    const expected = {
      id: created.id,
      firstname: 'Ada',
      lastname: 'Lovelace',
      company: 'Engines',
      email: 'ada@example.com',
      phone: '+44 20',
      createdAt: stored.created_at,
    };
    expect(typeof created.id).toBe('number');
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(created).toStrictEqual(expected);
    expect(await repo().get(created.id)).toStrictEqual(expected);
  });

  it('reads a client without company or phone as empty text, and never a person of another kind', async () => {
    const id = await seedClient(t.db, { company: null, phone: null });
    expect(await repo().get(id)).toMatchObject({ company: '', phone: '' });
    const [admin] = await t.sql(`INSERT INTO people (kind, email, firstname, lastname, password_hash)
      VALUES ('admins', 'root@example.com', 'R', 'O', 'h') RETURNING id`);
    expect(await repo().get(admin.id as number)).toBeNull();
    expect(await repo().update(admin.id as number, { firstname: 'X' })).toBe(false);
    expect(await repo().delete(admin.id as number)).toBe(false);
    expect(await t.sql(`SELECT firstname FROM people WHERE id = $1`, [admin.id])).toEqual([{ firstname: 'R' }]);
  });

  it('refuses an e-mail anyone has, whatever its case, on create and on update', async () => {
    await seedUser(t.db, await seedSubscription(t.db, await seedClient(t.db)), { email: 'taken@example.com' });
    await expect(repo().create({ ...newClient, email: 'TAKEN@example.com' })).rejects.toBeInstanceOf(EmailTaken);
    const other = await repo().create({ ...newClient, email: 'free@example.com' });
    await expect(repo().update(other.id, { email: 'Taken@Example.com' })).rejects.toBeInstanceOf(EmailTaken);
  });

  it('updates only the fields given, and answers false for a client that does not exist', async () => {
    const c = await repo().create({ ...newClient, email: 'grace@example.com' });
    expect(await repo().update(c.id, { company: 'Navy', email: 'GRACE@navy.example' })).toBe(true);
    expect(await repo().get(c.id)).toMatchObject({ firstname: 'Ada', company: 'Navy', email: 'grace@navy.example', phone: '+44 20' });
    expect(await repo().update(c.id + 1000, { company: 'Nobody' })).toBe(false);
  });

  it('deletes the client and everything under it, and nothing of another client', async () => {
    const gone = await seedClient(t.db);
    const sub = await seedSubscription(t.db, gone);
    await seedProject(t.db, sub);
    await seedUser(t.db, sub);
    const [invoice] = await t.sql(
      `INSERT INTO invoices (subscription_id, description, amount_cents, due_date) VALUES ($1, 'x', 100, now()) RETURNING id`,
      [sub],
    );
    await t.sql(
      `INSERT INTO transactions (client_id, invoice_id, amount_cents, description, transaction_ref) VALUES ($1, $2, 100, 'x', 'r')`,
      [gone, invoice.id],
    );
    const kept = await seedClient(t.db);
    const keptSub = await seedSubscription(t.db, kept);

    expect(await repo().delete(gone)).toBe(true);
    expect(await repo().delete(gone)).toBe(false);
    const left = async (table: string, column: string, id: number) =>
      (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [id]))[0].n;
    expect([
      await left('subscriptions', 'client_id', gone),
      await left('projects', 'subscription_id', sub),
      await left('people', 'subscription_id', sub),
    ]).toEqual([0, 0, 0]);
    expect([await left('invoices', 'subscription_id', sub), await left('transactions', 'client_id', gone)]).toEqual([0, 0]);
    expect([await left('people', 'id', kept), await left('subscriptions', 'id', keptSub)]).toEqual([1, 1]);
  });

  describe('list', () => {
    it('pages, sorts, filters by text and by creation date, with exact totals', async () => {
      await t.sql(`DELETE FROM people WHERE kind = 'clients'`);
      const ids: number[] = [];
      for (const [i, name] of ['Ehrlich', 'Curie', 'Bohr', 'Dirac', 'Auer'].entries())
        ids.push(await seedClient(t.db, { lastname: name, company: `Co ${name}`, created_at: new Date(Date.UTC(2025, 0, 1 + i)) }));

      const all = await repo().list(listQuery());
      expect(all.total).toBe(5);
      expect(all.rows.map((c) => c.id)).toEqual(ids);
      const byName = await repo().list(listQuery({ sort: 'lastname', order: 'desc' }));
      expect(byName.rows.map((c) => c.lastname)).toEqual(['Ehrlich', 'Dirac', 'Curie', 'Bohr', 'Auer']);
      // Pages past the middle are read from the other end of the order: the same rows must come back.
      const pages = await Promise.all([1, 2, 3, 4].map((page) => repo().list(listQuery({ page, perPage: 2 }))));
      expect(pages.map((p) => p.rows.map((c) => c.id))).toEqual([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4), []]);
      expect(pages.map((p) => p.total)).toEqual([5, 5, 5, 5]);

      const q = await repo().list(listQuery({ q: 'co cu' }));
      expect(q).toEqual({ rows: [expect.objectContaining({ id: ids[1] })], total: 1 });
      // A full page of a filtered list: the total is counted, not taken from the counter.
      const q2 = await repo().list(listQuery({ q: 'HR', perPage: 1, sort: 'lastname' }));
      expect(q2).toEqual({ rows: [expect.objectContaining({ lastname: 'Bohr' })], total: 2 });
      const range = await repo().list(listQuery({ from: new Date(Date.UTC(2025, 0, 2)), to: new Date(Date.UTC(2025, 0, 4)) }));
      expect(range).toEqual({ rows: ids.slice(1, 4).map((id) => expect.objectContaining({ id })), total: 3 });
    });

    it('treats % and _ in the text filter as themselves', async () => {
      const id = await seedClient(t.db, { company: '100% Cotton_Co' });
      expect((await repo().list(listQuery({ q: '100%' }))).rows.map((c) => c.id)).toEqual([id]);
      expect((await repo().list(listQuery({ q: 'n_c' }))).rows.map((c) => c.id)).toEqual([id]);
    });
  });
});
