import { beforeAll, describe, expect, it } from '@jest/globals';
import { Money, type TenantScope } from '@atrium/kernel';
import { useTestDatabase } from '../test/open-test-database.js';
import { listQuery, scopesOf, seedClient, seedSubscription, seedTenant, type Tenant } from '../test/seed.js';
import { TypeormSubscriptionRepository } from './typeorm-subscription.repository.js';

const day = (d: number) => new Date(Date.UTC(2026, 0, d));

describe('TypeormSubscriptionRepository', () => {
  const t = useTestDatabase();
  const repo = () => new TypeormSubscriptionRepository(t.db);
  const admins: TenantScope = { kind: 'admins' };
  let mine: Tenant;
  let theirs: Tenant;
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
  });

  it('creates an inactive subscription and reads every field back with its type, the client named on reads', async () => {
    const clientId = await seedClient(t.db, { firstname: 'Ada', lastname: 'Lovelace', company: 'Engines' });
    const fields = {
      clientId,
      coreId: 4242,
      maxProjects: 3,
      maxUsers: 9,
      modules: ['crm', 'inv'] as const,
      startDate: day(1),
      endDate: day(31),
    };
    const created = await repo().create({ ...fields, modules: [...fields.modules], monthlyPrice: Money.ofCents(12_345) });
    const expected = {
      id: created.id,
      ...fields,
      modules: ['crm', 'inv'],
      status: 'inactive',
      billingCycle: 'monthly',
      monthlyPrice: Money.ofCents(12_345),
    };
    expect(created).toMatchObject(expected);
    expect(created.monthlyPrice).toStrictEqual(Money.ofCents(12_345));
    expect(await repo().get(created.id, admins)).toStrictEqual({ ...expected, clientName: 'Ada Lovelace', company: 'Engines' });
  });

  it("reads a subscription only within the scope: its client's, its users', the admins'", async () => {
    const s = scopesOf(mine);
    for (const scope of [s.admins, s.client, s.user, s.userInProject]) expect(await repo().get(mine.subscriptionId, scope)).not.toBeNull();
    for (const scope of [s.project, ...Object.values(scopesOf(theirs)).slice(1)])
      expect(await repo().get(mine.subscriptionId, scope)).toBeNull();
    const listed = async (scope: TenantScope, filter = {}) => (await repo().list(listQuery(), scope, filter)).rows.map((r) => r.id);
    expect(await listed(s.client)).toEqual([mine.subscriptionId]);
    expect(await listed(s.user)).toEqual([mine.subscriptionId]);
    expect(await listed(s.project)).toEqual([]);
    expect(await repo().list(listQuery(), scopesOf(theirs).client, { clientId: mine.clientId })).toEqual({ rows: [], total: 0 });
  });

  it('pages, sorts and filters by text and start date, with totals', async () => {
    const clientId = await seedClient(t.db, { company: 'Zeta Corp', firstname: 'Zoe', lastname: 'Zimmer' });
    const ids = [];
    for (const [i, coreId] of [9001, 9002, 9003].entries())
      ids.push(
        await seedSubscription(t.db, clientId, { core_id: coreId, start_date: day(10 + i), status: i === 1 ? 'inactive' : 'active' }),
      );
    const mineToo = await repo().list(listQuery({ perPage: 2, page: 2 }), admins, { clientId });
    expect(mineToo).toEqual({ rows: [expect.objectContaining({ id: ids[2], company: 'Zeta Corp', clientName: 'Zoe Zimmer' })], total: 3 });
    const byClient = await repo().list(listQuery({ sort: 'client', order: 'desc', perPage: 3 }), admins);
    expect(byClient.rows.map((r) => r.company)).toEqual(['Zeta Corp', 'Zeta Corp', 'Zeta Corp']);
    for (const q of ['9002', 'zimmer', 'ETA CO'])
      expect((await repo().list(listQuery({ q, sort: 'coreId' }), admins)).rows.map((r) => r.coreId)).toEqual(
        q === '9002' ? [9002] : [9001, 9002, 9003],
      );
    expect((await repo().list(listQuery({ q: 'inactive' }), admins, { clientId })).rows.map((r) => r.id)).toEqual([ids[1]]);
    const range = await repo().list(listQuery({ from: day(11), to: day(12) }), admins);
    expect(range).toEqual({ rows: [ids[1], ids[2]].map((id) => expect.objectContaining({ id })), total: 2 });
  });

  it('sets the status, and activates with or without a new renewal date', async () => {
    const id = await seedSubscription(t.db, mine.clientId, { status: 'inactive', end_date: day(20) });
    await repo().activate(id);
    expect(await repo().get(id, admins)).toMatchObject({ status: 'active', endDate: day(20) });
    await repo().setStatus(id, 'inactive');
    expect(await repo().get(id, admins)).toMatchObject({ status: 'inactive' });
    await repo().activate(id, day(28));
    expect(await repo().get(id, admins)).toMatchObject({ status: 'active', endDate: day(28) });
  });

  describe('renewal', () => {
    let clientId: number;
    beforeAll(async () => {
      await t.sql(`UPDATE subscriptions SET status = 'inactive'`);
      clientId = await seedClient(t.db);
    });

    it('finds the active subscriptions due on or before a date, in id order, typed', async () => {
      const due = await seedSubscription(t.db, clientId, { end_date: day(5), monthly_price_cents: 999 });
      const dueToday = await seedSubscription(t.db, clientId, { end_date: day(6) });
      await seedSubscription(t.db, clientId, { end_date: day(7) });
      await seedSubscription(t.db, clientId, { end_date: day(1), status: 'inactive' });
      const found = await repo().dueForRenewal(day(6));
      expect(found.map((s) => s.id)).toEqual([due, dueToday]);
      expect(found[0]).toMatchObject({ clientId, endDate: day(5), monthlyPrice: Money.ofCents(999), modules: ['crm'] });
    });

    it('deactivates the active subscriptions with an unpaid invoice due before a date, and answers their ids', async () => {
      const invoice = (subscriptionId: number, due: Date, status = 'unpaid') =>
        t.sql(`INSERT INTO invoices (subscription_id, description, amount_cents, due_date, status) VALUES ($1, 'x', 100, $2, $3)`, [
          subscriptionId,
          due,
          status,
        ]);
      const overdue = await seedSubscription(t.db, clientId);
      const paid = await seedSubscription(t.db, clientId);
      const notYet = await seedSubscription(t.db, clientId);
      await invoice(overdue, day(1));
      await invoice(overdue, day(2));
      await invoice(paid, day(1), 'paid');
      await invoice(notYet, day(3));
      expect(await repo().deactivateOverdue(day(3))).toEqual([overdue]);
      expect(await repo().get(overdue, admins)).toMatchObject({ status: 'inactive' });
      expect(await repo().get(notYet, admins)).toMatchObject({ status: 'active' });
      expect(await repo().deactivateOverdue(day(3))).toEqual([]);
    });
  });
});
