import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TenantScope } from '@atrium/kernel';
import { EmailTaken } from '@atrium/tenancy';
import { useTestDatabase } from '../test/open-test-database.js';
import { listQuery, scopesOf, seedSubscription, seedTenant, seedUser, type Tenant } from '../test/seed.js';
import { TypeormUserRepository } from './typeorm-user.repository.js';

describe('TypeormUserRepository', () => {
  const t = useTestDatabase();
  const repo = () => new TypeormUserRepository(t.db);
  let mine: Tenant;
  let theirs: Tenant;
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
  });

  it("creates a user and reads every field back with its type, the subscription's modules included", async () => {
    await t.sql(`UPDATE subscriptions SET modules = '{crm,inv}' WHERE id = $1`, [mine.subscriptionId]);
    const created = await repo().create({
      firstname: 'Alan',
      lastname: 'Turing',
      email: ' Alan@Example.com',
      subscriptionId: mine.subscriptionId,
      passwordHash: 'h',
    });
    const [stored] = await t.sql(`SELECT created_at, password_hash FROM people WHERE id = $1`, [created.id]);
    const expected = {
      id: created.id,
      firstname: 'Alan',
      lastname: 'Turing',
      email: 'alan@example.com',
      subscriptionId: mine.subscriptionId,
      modules: ['crm', 'inv'],
      createdAt: stored.created_at,
    };
    expect(stored.password_hash).toBe('h');
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(created).toStrictEqual(expected);
    expect(await repo().get(created.id, { kind: 'admins' })).toStrictEqual(expected);
    expect(await repo().countInSubscription(mine.subscriptionId)).toBe(2);
  });

  it('refuses an e-mail anyone has, on create and on update', async () => {
    const input = { firstname: 'A', lastname: 'B', subscriptionId: mine.subscriptionId, passwordHash: 'h' };
    const u = await repo().create({ ...input, email: 'first@example.com' });
    await expect(repo().create({ ...input, email: 'FIRST@example.com' })).rejects.toBeInstanceOf(EmailTaken);
    await repo().create({ ...input, email: 'second@example.com' });
    await expect(repo().update(u.id, { email: 'Second@example.com' }, { kind: 'admins' })).rejects.toBeInstanceOf(EmailTaken);
  });

  it('reads, changes and deletes a user only within the scope, and never a person of another kind', async () => {
    const s = scopesOf(mine);
    const outside: TenantScope[] = [...Object.values(scopesOf(theirs)).slice(1), s.project];
    for (const scope of [s.admins, s.client, s.user, s.userInProject]) expect(await repo().get(mine.userId, scope)).not.toBeNull();
    for (const scope of outside) {
      expect(await repo().get(mine.userId, scope)).toBeNull();
      expect(await repo().update(mine.userId, { firstname: 'Hijacked' }, scope)).toBe(false);
      expect(await repo().update(mine.userId, {}, scope)).toBe(false);
      expect(await repo().delete(mine.userId, scope)).toBe(false);
    }
    expect(await repo().get(mine.clientId, s.admins)).toBeNull();
    expect(await repo().delete(mine.clientId, s.admins)).toBe(false);
    const [row] = await t.sql(`SELECT firstname FROM people WHERE id = $1`, [mine.userId]);
    expect(row.firstname).not.toBe('Hijacked');

    expect(await repo().update(mine.userId, { lastname: 'Hopper', email: 'GRACE@example.com' }, s.client)).toBe(true);
    expect(await repo().get(mine.userId, s.user)).toMatchObject({
      firstname: row.firstname,
      lastname: 'Hopper',
      email: 'grace@example.com',
    });
    const doomed = await seedUser(t.db, mine.subscriptionId);
    expect(await repo().delete(doomed, s.userInProject)).toBe(true);
    expect(await repo().get(doomed, s.admins)).toBeNull();
  });

  describe('list', () => {
    let subscriptionId: number;
    let ids: number[];
    beforeAll(async () => {
      subscriptionId = await seedSubscription(t.db, mine.clientId);
      ids = [];
      for (const [i, name] of ['Knuth', 'Hoare', 'Dijkstra'].entries())
        ids.push(await seedUser(t.db, subscriptionId, { lastname: name, created_at: new Date(Date.UTC(2025, 5, 1 + i)) }));
    });

    it("narrows to a subscription or to a project's subscription, with its total", async () => {
      const bySubscription = await repo().list(listQuery(), { kind: 'admins' }, { subscriptionId });
      expect(bySubscription).toEqual({ rows: ids.map((id) => expect.objectContaining({ id, subscriptionId })), total: 3 });
      const byProject = await repo().list(listQuery(), { kind: 'admins' }, { projectId: theirs.projectIds[1] });
      expect(byProject).toEqual({ rows: [expect.objectContaining({ id: theirs.userId })], total: 1 });
    });

    it('lists only the users the scope may see', async () => {
      const seen = async (scope: TenantScope) => (await repo().list(listQuery(), scope, {})).rows.map((u) => u.subscriptionId);
      expect(new Set(await seen(scopesOf(mine).client))).toEqual(new Set([mine.subscriptionId, subscriptionId]));
      expect(new Set(await seen(scopesOf(theirs).userInProject))).toEqual(new Set([theirs.subscriptionId]));
      expect(await seen(scopesOf(mine).project)).toEqual([]);
      const foreign = await repo().list(listQuery(), scopesOf(theirs).user, { subscriptionId });
      expect(foreign).toEqual({ rows: [], total: 0 });
    });

    it('pages, sorts and filters by text and date', async () => {
      const admins = { kind: 'admins' } as const;
      const sorted = await repo().list(listQuery({ sort: 'lastname', perPage: 2, page: 2 }), admins, { subscriptionId });
      expect(sorted).toEqual({ rows: [expect.objectContaining({ lastname: 'Knuth' })], total: 3 });
      const q = await repo().list(listQuery({ q: 'hoa' }), admins, {});
      expect(q).toEqual({ rows: [expect.objectContaining({ id: ids[1] })], total: 1 });
      const range = await repo().list(listQuery({ from: new Date(Date.UTC(2025, 5, 2)), order: 'desc' }), admins, { subscriptionId });
      expect(range.rows.map((u) => u.id)).toEqual([ids[2], ids[1]]);
    });
  });
});
