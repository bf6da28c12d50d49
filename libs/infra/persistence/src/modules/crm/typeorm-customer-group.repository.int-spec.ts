import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TenantScope } from '@atrium/kernel';
import { testProject } from '@atrium/testing';
import { useTestDatabase } from '../../test/open-test-database.js';
import { listQuery, scopesOf, seedTenant, type Tenant } from '../../test/seed.js';
import { TypeormCustomerGroupRepository } from './typeorm-customer-group.repository.js';

describe('TypeormCustomerGroupRepository (through ProjectTable)', () => {
  const t = useTestDatabase();
  const repo = () => new TypeormCustomerGroupRepository(t.db);
  const admins: TenantScope = { kind: 'admins' };
  let mine: Tenant;
  let theirs: Tenant;
  let groupId: number;
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
    groupId = (await repo().create({ groupName: 'Wholesale' }, testProject(mine.projectIds[0]))).id;
  });

  it('creates a group and reads every field back with its type', async () => {
    const created = await repo().create({ groupName: 'Retail' }, testProject(mine.projectIds[1]));
    const [stored] = await t.sql(`SELECT created_at FROM customer_groups WHERE id = $1`, [created.id]);
    const expected = { id: created.id, projectId: mine.projectIds[1], groupName: 'Retail', createdAt: stored.created_at };
    expect(typeof created.id).toBe('number');
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(created).toStrictEqual(expected);
    expect(await repo().get(created.id, admins)).toStrictEqual(expected);
    await t.sql(`DELETE FROM customer_groups WHERE id = $1`, [created.id]);
  });

  // A project's records are its subscription's users' (and its API key's); a client works in no project.
  const outsiders = (): TenantScope[] => [
    scopesOf(mine).client,
    { ...scopesOf(mine).userInProject, projectId: mine.projectIds[1] },
    { kind: 'project', projectId: mine.projectIds[1] },
    ...Object.values(scopesOf(theirs)).slice(1),
    { ...scopesOf(theirs).userInProject, projectId: mine.projectIds[0] },
  ];

  it("reads a group only within its project's scope", async () => {
    const s = scopesOf(mine);
    for (const scope of [s.admins, s.user, s.userInProject, s.project])
      expect(await repo().get(groupId, scope)).toMatchObject({ id: groupId });
    for (const scope of outsiders()) {
      expect(await repo().get(groupId, scope)).toBeNull();
      expect((await repo().list(listQuery(), scope)).rows).toEqual([]);
    }
  });

  it('changes and deletes a group only within its scope, answering false outside it', async () => {
    for (const scope of outsiders()) {
      expect(await repo().update(groupId, { groupName: 'Hijacked' }, scope)).toBe(false);
      expect(await repo().update(groupId, {}, scope)).toBe(false);
      expect(await repo().delete(groupId, scope)).toBe(false);
    }
    expect(await t.sql(`SELECT group_name FROM customer_groups WHERE id = $1`, [groupId])).toEqual([{ group_name: 'Wholesale' }]);
    expect(await repo().update(groupId, { groupName: 'Trade' }, scopesOf(mine).userInProject)).toBe(true);
    expect(await repo().update(groupId, {}, scopesOf(mine).project)).toBe(true);
    expect(await repo().get(groupId, admins)).toMatchObject({ groupName: 'Trade', projectId: mine.projectIds[0] });
    const doomed = await repo().create({ groupName: 'Doomed' }, testProject(mine.projectIds[0]));
    expect(await repo().delete(doomed.id, scopesOf(mine).user)).toBe(true);
    expect(await repo().get(doomed.id, admins)).toBeNull();
  });

  it('pages, sorts and filters by text and date, with totals', async () => {
    const projectId = theirs.projectIds[1];
    const ids = [];
    for (const [i, groupName] of ['Gold', 'Bronze', 'Silver'].entries()) {
      ids.push((await repo().create({ groupName }, testProject(projectId))).id);
      await t.sql(`UPDATE customer_groups SET created_at = $2 WHERE id = $1`, [ids[i], new Date(Date.UTC(2025, 8, 1 + i))]);
    }
    const scope = { kind: 'project', projectId } as const;
    const sorted = await repo().list(listQuery({ sort: 'groupName', perPage: 2 }), scope);
    expect(sorted).toEqual({ rows: [ids[1], ids[0]].map((id) => expect.objectContaining({ id })), total: 3 });
    expect((await repo().list(listQuery({ sort: 'groupName', perPage: 2, page: 2 }), scope)).rows.map((g) => g.id)).toEqual([ids[2]]);
    expect(await repo().list(listQuery({ q: 'LVE' }), scope)).toEqual({ rows: [expect.objectContaining({ id: ids[2] })], total: 1 });
    const range = await repo().list(listQuery({ from: new Date(Date.UTC(2025, 8, 2)), order: 'desc' }), scope);
    expect(range).toEqual({ rows: [ids[2], ids[1]].map((id) => expect.objectContaining({ id })), total: 2 });
  });
});
