import { beforeAll, describe, expect, it } from '@jest/globals';
import { Money, type TenantScope } from '@atrium/kernel';
import { useTestDatabase } from '../test/open-test-database.js';
import { listQuery, scopesOf, seedClient, seedTenant, type Tenant } from '../test/seed.js';
import { TypeormTransactionRepository } from './typeorm-transaction.repository.js';

const day = (d: number) => new Date(Date.UTC(2026, 3, d, 9, 30));

describe('TypeormTransactionRepository', () => {
  const t = useTestDatabase();
  const repo = () => new TypeormTransactionRepository(t.db);
  const admins: TenantScope = { kind: 'admins' };
  const payment = (clientId: number, over: Partial<Parameters<TypeormTransactionRepository['record']>[0]> = {}) =>
    repo().record({ clientId, amount: Money.ofCents(2500), description: 'Payment', transactionRef: 'ref-1', dateTime: day(1), ...over });
  let mine: Tenant;
  let theirs: Tenant;
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
  });

  it('records a payment and reads every field back with its type, the client named in lists', async () => {
    const clientId = await seedClient(t.db, { company: 'Engines', firstname: 'Ada', lastname: 'Lovelace' });
    const [invoice] = await t.sql(
      `INSERT INTO invoices (subscription_id, description, amount_cents, due_date) VALUES ($1, 'x', 2500, now()) RETURNING id`,
      [mine.subscriptionId],
    );
    const fields = { clientId, amount: Money.ofCents(2500), description: 'Invoice payment', transactionRef: 'pi_123', dateTime: day(2) };
    const created = await repo().record({ ...fields, invoiceId: Number(invoice.id) });
    const expected = { id: created.id, ...fields, invoiceId: Number(invoice.id) };
    expect(created).toMatchObject(expected);
    const listed = await repo().list(listQuery(), admins, { clientId });
    expect(listed).toStrictEqual({ rows: [{ ...expected, clientName: 'Engines — Ada Lovelace' }], total: 1 });
    const loose = await payment(clientId, { transactionRef: 'cash' });
    expect(loose.invoiceId).toBeNull();
  });

  it("lists a client's payments to that client and the admins only", async () => {
    const id = (await payment(mine.clientId, { description: 'Scoped' })).id;
    const listed = async (scope: TenantScope) => (await repo().list(listQuery({ q: 'Scoped' }), scope)).rows.map((r) => r.id);
    expect(await listed(admins)).toEqual([id]);
    expect(await listed(scopesOf(mine).client)).toEqual([id]);
    for (const scope of [scopesOf(mine).user, scopesOf(mine).userInProject, scopesOf(mine).project, scopesOf(theirs).client])
      expect(await listed(scope)).toEqual([]);
    expect(await repo().list(listQuery(), scopesOf(theirs).client, { clientId: mine.clientId })).toEqual({ rows: [], total: 0 });
  });

  it('pages, sorts and filters by text and date, with totals', async () => {
    const clientId = await seedClient(t.db, { company: 'Ledger Inc', firstname: 'Luca', lastname: 'Pacioli' });
    const ids = [];
    for (const [i, cents] of [700, 500, 900].entries())
      ids.push((await payment(clientId, { amount: Money.ofCents(cents), transactionRef: `txn-${i}`, dateTime: day(10 + i) })).id);
    const byAmount = await repo().list(listQuery({ sort: 'amount', order: 'desc', perPage: 2 }), admins, { clientId });
    expect(byAmount).toEqual({ rows: [ids[2], ids[0]].map((id) => expect.objectContaining({ id })), total: 3 });
    const last = await repo().list(listQuery({ sort: 'amount', order: 'desc', perPage: 2, page: 2 }), admins, { clientId });
    expect(last.rows.map((r) => r.id)).toEqual([ids[1]]);
    expect((await repo().list(listQuery({ q: 'TXN-1' }), admins)).rows.map((r) => r.id)).toEqual([ids[1]]);
    expect((await repo().list(listQuery({ q: 'pacioli', perPage: 1 }), admins)).total).toBe(3);
    const range = await repo().list(listQuery({ from: day(11), to: day(12), sort: 'dateTime', order: 'desc' }), admins);
    expect(range).toEqual({ rows: [ids[2], ids[1]].map((id) => expect.objectContaining({ id })), total: 2 });
  });
});
