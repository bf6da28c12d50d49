import { beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { Money, type TenantScope } from '@atrium/kernel';
import { useTestDatabase } from '../test/open-test-database.js';
import { listQuery, scopesOf, seedClient, seedSubscription, seedTenant, type Tenant } from '../test/seed.js';
import { TypeormInvoiceRepository } from './typeorm-invoice.repository.js';

const day = (d: number) => new Date(Date.UTC(2026, 2, d));

describe('TypeormInvoiceRepository', () => {
  const t = useTestDatabase();
  const repo = () => new TypeormInvoiceRepository(t.db);
  const admins: TenantScope = { kind: 'admins' };
  const newInvoice = (subscriptionId: number, description = 'Monthly fee') => ({
    subscriptionId,
    description,
    amount: Money.ofCents(4999),
    dueDate: day(15),
  });
  let mine: Tenant;
  let theirs: Tenant;
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
  });

  it("creates an unpaid invoice and reads every field back with its type, its client's company and core ID on reads", async () => {
    const clientId = await seedClient(t.db, { company: 'Engines', firstname: 'Ada', lastname: 'Lovelace' });
    const subscriptionId = await seedSubscription(t.db, clientId, { core_id: 777 });
    const created = await repo().create({ ...newInvoice(subscriptionId), periodEnd: day(31) });
    const [stored] = await t.sql(`SELECT date_created FROM invoices WHERE id = $1`, [created.id]);
    const expected = {
      id: created.id,
      subscriptionId,
      clientId,
      status: 'unpaid',
      dueDate: day(15),
      dateCreated: stored.date_created,
      amount: Money.ofCents(4999),
      description: 'Monthly fee',
      paidAt: null,
      periodEnd: day(31),
    };
    expect(created).toMatchObject(expected);
    expect(await repo().get(created.id, admins)).toStrictEqual({
      ...expected,
      company: 'Engines',
      coreId: 777,
      clientName: 'Engines — Ada Lovelace',
    });
    expect(await repo().getForUpdate(created.id)).toMatchObject(expected);
    expect(await repo().getForUpdate(999_999)).toBeNull();
  });

  it('issues one renewal invoice per subscription and period, however often asked', async () => {
    const first = await repo().createForPeriod({ ...newInvoice(mine.subscriptionId), periodEnd: day(30) });
    expect(first).toMatchObject({ subscriptionId: mine.subscriptionId, clientId: mine.clientId, periodEnd: day(30) });
    expect(await repo().createForPeriod({ ...newInvoice(mine.subscriptionId), periodEnd: day(30) })).toBeNull();
    expect(await repo().createForPeriod({ ...newInvoice(theirs.subscriptionId), periodEnd: day(30) })).not.toBeNull();
  });

  it('changes, marks paid and deletes an invoice', async () => {
    const { id } = await repo().create(newInvoice(mine.subscriptionId));
    await repo().update(id, { description: 'Corrected', amount: Money.ofCents(100) });
    expect(await repo().get(id, admins)).toMatchObject({ description: 'Corrected', amount: Money.ofCents(100), dueDate: day(15) });
    await repo().update(id, { description: 'Corrected', amount: Money.ofCents(100), dueDate: day(20) });
    await repo().markPaid(id, day(18));
    expect(await repo().get(id, admins)).toMatchObject({ status: 'paid', paidAt: day(18), dueDate: day(20) });
    await repo().delete(id);
    expect(await repo().get(id, admins)).toBeNull();
  });

  it("reads an invoice only within the scope: its client's, its subscription's users', the admins'", async () => {
    const { id } = await repo().create(newInvoice(mine.subscriptionId, 'Scoped'));
    const s = scopesOf(mine);
    for (const scope of [s.admins, s.client, s.user, s.userInProject]) expect(await repo().get(id, scope)).not.toBeNull();
    for (const scope of [s.project, ...Object.values(scopesOf(theirs)).slice(1)]) {
      expect(await repo().get(id, scope)).toBeNull();
      expect((await repo().list(listQuery({ q: 'Scoped' }), scope)).rows).toEqual([]);
    }
    expect((await repo().list(listQuery({ q: 'Scoped' }), s.user)).rows.map((i) => i.id)).toEqual([id]);
    expect(await repo().list(listQuery(), scopesOf(theirs).client, { clientId: mine.clientId })).toEqual({ rows: [], total: 0 });
  });

  it('pages, sorts and filters by client, subscription, status, text and creation date, with totals', async () => {
    const clientId = await seedClient(t.db, { company: 'Listed Ltd' });
    const subs = [await seedSubscription(t.db, clientId, { core_id: 31337 }), await seedSubscription(t.db, clientId)];
    const ids = [];
    for (const [i, cents] of [300, 100, 200].entries())
      ids.push((await repo().create({ ...newInvoice(subs[i % 2], `Item ${i}`), amount: Money.ofCents(cents) })).id);
    await t.sql(`UPDATE invoices SET date_created = $2 WHERE id = $1`, [ids[0], day(1)]);
    await repo().markPaid(ids[2], day(2));

    const byClient = await repo().list(listQuery({ sort: 'amount', perPage: 2 }), admins, { clientId });
    expect(byClient).toEqual({ rows: [ids[1], ids[2]].map((id) => expect.objectContaining({ id })), total: 3 });
    expect((await repo().list(listQuery({ sort: 'amount', perPage: 2, page: 2 }), admins, { clientId })).rows.map((i) => i.id)).toEqual([
      ids[0],
    ]);
    expect(await repo().list(listQuery(), admins, { subscriptionId: subs[0] })).toMatchObject({ total: 2 });
    expect((await repo().list(listQuery(), admins, { clientId, status: 'paid' })).rows.map((i) => i.id)).toEqual([ids[2]]);
    expect((await repo().list(listQuery({ q: '31337' }), admins)).rows.map((i) => i.id)).toEqual([ids[0], ids[2]]);
    expect((await repo().list(listQuery({ q: 'listed ltd', perPage: 1 }), admins)).total).toBe(3);
    expect((await repo().list(listQuery({ q: 'item 1' }), admins)).rows.map((i) => i.id)).toEqual([ids[1]]);
    expect((await repo().list(listQuery({ to: day(1) }), admins, { clientId })).rows.map((i) => i.id)).toEqual([ids[0]]);
  });

  // Only a real server has a second session to be kept waiting.
  const onPostgres = process.env.TEST_DB === 'postgres' && process.env.DATABASE_URL ? it : it.skip;

  onPostgres('keeps an invoice read for update locked until the transaction ends', async () => {
    const { id } = await repo().create(newInvoice(mine.subscriptionId));
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    const tryLock = () => other.query(`SELECT id FROM invoices WHERE id = $1 FOR UPDATE NOWAIT`, [id]);
    try {
      await t.database.dataSource.transaction(async (manager) => {
        expect(await new TypeormInvoiceRepository(manager).getForUpdate(id)).toMatchObject({ id });
        await expect(tryLock()).rejects.toMatchObject({ code: '55P03' });
      });
      await expect(tryLock()).resolves.toMatchObject({ rowCount: 1 });
    } finally {
      await other.end();
    }
  });
});
