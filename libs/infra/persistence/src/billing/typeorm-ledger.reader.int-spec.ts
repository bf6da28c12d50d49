import { describe, expect, it } from '@jest/globals';
import { VerifyLedger } from '@atrium/billing';
import { migrations } from '@atrium/migrations';
import { useTestDatabase } from '../test/open-test-database.js';
import { seedClient, seedSubscription } from '../test/seed.js';
import { TypeormLedgerReader } from './typeorm-ledger.reader.js';

/** The ledger's triggers (migration 1764610000000-billing-ledger) and its reader, on the real databases. */
describe('the billing ledger in the database', () => {
  const t = useTestDatabase();
  const verify = (clientId?: number) =>
    new VerifyLedger(new TypeormLedgerReader(t.database.dataSource)).execute({ kind: 'admins' }, clientId);
  const kinds = async (clientId: number) =>
    (await t.sql<{ kind: string; seq: number }>(`SELECT kind, seq FROM ledger_entries WHERE client_id = $1 ORDER BY seq`, [clientId])).map(
      (r) => r.kind,
    );
  const invoice = async (subscriptionId: number, amountCents = 2500) =>
    Number(
      (
        await t.sql(
          `INSERT INTO invoices (subscription_id, description, amount_cents, due_date) VALUES ($1, 'Month', $2, now()) RETURNING id`,
          [subscriptionId, amountCents],
        )
      )[0].id,
    );
  /** Plain SQL with the triggers off (a superuser's session_replication_role), as someone rewriting history would. */
  const behindTheLedger = async (sql: string, params: unknown[]) => {
    const runner = t.database.dataSource.createQueryRunner();
    try {
      await runner.query(`SET session_replication_role = replica`);
      await runner.query(sql, params);
    } finally {
      await runner.query(`RESET session_replication_role`);
      await runner.release();
    }
  };

  it('appends every write, whatever its path, and the chain verifies', async () => {
    const clientId = await seedClient(t.db);
    const subscriptionId = await seedSubscription(t.db, clientId, { status: 'inactive' });
    const id = await invoice(subscriptionId);
    await t.sql(`UPDATE invoices SET amount_cents = 3000 WHERE id = $1`, [id]);
    await t.sql(`UPDATE invoices SET description = description WHERE id = $1`, [id]); // no change: no entry
    await t.sql(`UPDATE invoices SET status = 'paid', paid_at = now() WHERE id = $1`, [id]);
    await t.sql(`UPDATE subscriptions SET status = 'active' WHERE id = $1`, [subscriptionId]);
    await t.sql(
      `INSERT INTO transactions (client_id, invoice_id, amount_cents, description, transaction_ref) VALUES ($1, $2, 3000, 'Pay', 'r')`,
      [clientId, id],
    );
    await t.sql(`DELETE FROM invoices WHERE id = $1`, [await invoice(subscriptionId)]);
    expect(await kinds(clientId)).toEqual([
      'subscription.created',
      'invoice.issued',
      'invoice.edited',
      'invoice.paid',
      'subscription.activated',
      'payment.recorded',
      'invoice.issued',
      'invoice.deleted',
    ]);
    expect(await verify(clientId)).toMatchObject({ ok: true, clients: 1, entries: 8, head: { seq: 8 } });
  });

  it('keeps a deleted client’s chain, deletions included, and it still verifies', async () => {
    const clientId = await seedClient(t.db);
    const subscriptionId = await seedSubscription(t.db, clientId);
    await invoice(subscriptionId);
    await t.sql(`DELETE FROM people WHERE id = $1`, [clientId]);
    expect(await kinds(clientId)).toEqual(['subscription.created', 'invoice.issued', 'subscription.deleted', 'invoice.deleted']);
    expect(await verify(clientId)).toMatchObject({ ok: true, entries: 4 });
  });

  it('refuses to change or remove an entry', async () => {
    const clientId = await seedClient(t.db);
    await seedSubscription(t.db, clientId);
    await expect(t.sql(`UPDATE ledger_entries SET content = '{}' WHERE client_id = $1`, [clientId])).rejects.toThrow(/append-only/);
    await expect(t.sql(`DELETE FROM ledger_entries WHERE client_id = $1`, [clientId])).rejects.toThrow(/append-only/);
  });

  it('names the entry whose content was edited, and the last entry of a row changed behind the ledger', async () => {
    const edited = await seedClient(t.db);
    const id = await invoice(await seedSubscription(t.db, edited));
    const [entry] = await t.sql<{ id: number }>(`SELECT id FROM ledger_entries WHERE entity = 'invoice' AND entity_id = $1`, [id]);
    await behindTheLedger(`UPDATE ledger_entries SET content = replace(content, '2500', '25') WHERE id = $1`, [entry.id]);
    expect((await verify(edited)).broken).toMatchObject({ clientId: edited, entryId: entry.id, seq: 2, problem: 'content-hash' });

    const changed = await seedClient(t.db);
    const other = await invoice(await seedSubscription(t.db, changed));
    const [last] = await t.sql<{ id: number }>(`SELECT id FROM ledger_entries WHERE entity = 'invoice' AND entity_id = $1`, [other]);
    await behindTheLedger(`UPDATE invoices SET amount_cents = 1 WHERE id = $1`, [other]);
    expect((await verify(changed)).broken).toMatchObject({ entryId: last.id, entity: 'invoice', entityId: other, problem: 'row-differs' });
    // Checking every client stops at the first broken chain.
    expect(await verify()).toMatchObject({ ok: false, broken: { clientId: edited } });
  });

  it('never forks a chain under concurrent writes for one client', async () => {
    const clientId = await seedClient(t.db);
    const subscriptionId = await seedSubscription(t.db, clientId);
    await Promise.all(Array.from({ length: 8 }, (_, i) => invoice(subscriptionId, 100 + i)));
    const seqs = (await t.sql<{ seq: number }>(`SELECT seq FROM ledger_entries WHERE client_id = $1 ORDER BY seq`, [clientId])).map(
      (r) => r.seq,
    );
    expect(seqs).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await verify(clientId)).toMatchObject({ ok: true, entries: 9 });
  });

  it('backfills rows written before the ledger, per client in id order', async () => {
    const clientId = await seedClient(t.db);
    const subscriptionId = await seedSubscription(t.db, clientId);
    await invoice(subscriptionId);
    const ledger = migrations.find((m) => m.name === 'BillingLedger1764610000000')!;
    const runner = t.database.dataSource.createQueryRunner();
    try {
      await new ledger().down(runner);
      // Unseen by any trigger; on the runner's connection (the embedded database has one).
      await runner.query(`INSERT INTO invoices (subscription_id, description, amount_cents, due_date) VALUES ($1, 'Old', 1, now())`, [
        subscriptionId,
      ]);
      await new ledger().up(runner);
    } finally {
      await runner.release();
    }
    expect(await kinds(clientId)).toEqual(['subscription.backfilled', 'invoice.backfilled', 'invoice.backfilled']);
    expect(await verify()).toMatchObject({ ok: true });
  });
});
