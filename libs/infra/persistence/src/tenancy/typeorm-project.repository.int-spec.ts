import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TenantScope } from '@atrium/kernel';
import { useTestDatabase } from '../test/open-test-database.js';
import { listQuery, scopesOf, seedProject, seedTenant, type Tenant } from '../test/seed.js';
import { TypeormProjectRepository } from './typeorm-project.repository.js';

describe('TypeormProjectRepository', () => {
  const t = useTestDatabase();
  const repo = () => new TypeormProjectRepository(t.db);
  const admins: TenantScope = { kind: 'admins' };
  let mine: Tenant;
  let theirs: Tenant;
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
  });

  it('creates a project and reads every field back with its type, the hint but never the hash', async () => {
    const created = await repo().create({
      subscriptionId: mine.subscriptionId,
      projectName: 'Apollo',
      projectDescription: 'To the moon',
      website: 'https://apollo.example',
      tokenHash: 'a'.repeat(64),
      tokenHint: 'atr_…abcd',
    });
    const [stored] = await t.sql(`SELECT created_at FROM projects WHERE id = $1`, [created.id]);
    const expected = {
      id: created.id,
      projectName: 'Apollo',
      projectDescription: 'To the moon',
      website: 'https://apollo.example',
      subscriptionId: mine.subscriptionId,
      tokenHint: 'atr_…abcd',
      createdAt: stored.created_at,
    };
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(created).toStrictEqual(expected);
    expect(await repo().get(created.id, admins)).toStrictEqual(expected);
    expect(await repo().countInSubscription(mine.subscriptionId)).toBe(3);
    await t.sql(`DELETE FROM projects WHERE id = $1`, [created.id]);
  });

  it('reads a project only within the scope: a user naming a project, or a project key, sees that project alone', async () => {
    const [first, second] = mine.projectIds;
    const s = scopesOf(mine);
    for (const scope of [s.admins, s.client, s.user]) expect(await repo().get(second, scope)).not.toBeNull();
    for (const scope of [s.userInProject, s.project, ...Object.values(scopesOf(theirs)).slice(1)])
      expect(await repo().get(second, scope)).toBeNull();
    expect(await repo().get(first, s.project)).toMatchObject({ id: first });
    const listed = async (scope: TenantScope) => (await repo().list(listQuery(), scope, {})).rows.map((p) => p.id);
    expect(await listed(s.client)).toEqual(mine.projectIds);
    expect(await listed(s.userInProject)).toEqual([first]);
    expect(await listed(s.project)).toEqual([first]);
  });

  it("counts a scoped list's total over the rows the scope sees, even when narrowed to the subscription", async () => {
    const s = scopesOf(mine);
    for (const scope of [s.userInProject, s.project]) {
      const page = await repo().list(listQuery(), scope, { subscriptionId: mine.subscriptionId });
      expect(page).toEqual({ rows: [expect.objectContaining({ id: mine.projectIds[0] })], total: 1 });
    }
    expect(await repo().list(listQuery(), scopesOf(theirs).user, { subscriptionId: mine.subscriptionId })).toEqual({ rows: [], total: 0 });
  });

  it('changes, re-keys and deletes a project only within the scope', async () => {
    const target = mine.projectIds[1];
    const outside = [scopesOf(mine).userInProject, scopesOf(mine).project, ...Object.values(scopesOf(theirs)).slice(1)];
    for (const scope of outside) {
      expect(await repo().update(target, { projectName: 'Hijacked' }, scope)).toBe(false);
      expect(await repo().update(target, {}, scope)).toBe(false);
      expect(await repo().setToken(target, 'b'.repeat(64), 'atr_…bbbb', scope)).toBeNull();
      expect(await repo().delete(target, scope)).toBe(false);
    }
    const [before] = await t.sql(`SELECT project_name, token_hash FROM projects WHERE id = $1`, [target]);
    expect(before.project_name).not.toBe('Hijacked');
    expect(before.token_hash).not.toBe('b'.repeat(64));

    expect(await repo().update(target, { website: 'https://new.example' }, scopesOf(mine).user)).toBe(true);
    const rekeyed = await repo().setToken(target, 'c'.repeat(64), 'atr_…cccc', scopesOf(mine).client);
    expect(rekeyed).toMatchObject({ id: target, projectName: before.project_name, website: 'https://new.example', tokenHint: 'atr_…cccc' });
    expect(rekeyed?.createdAt).toBeInstanceOf(Date);
    expect(await t.sql(`SELECT token_hash FROM projects WHERE id = $1`, [target])).toEqual([{ token_hash: 'c'.repeat(64) }]);
    const extra = await seedProject(t.db, mine.subscriptionId);
    expect(await repo().delete(extra, { kind: 'project', projectId: extra })).toBe(true);
    expect(await repo().get(extra, admins)).toBeNull();
  });

  it('pages, sorts and filters by text and date, with totals', async () => {
    const sub = (await seedTenant(t.db)).subscriptionId;
    const ids = [];
    for (const [i, name] of ['Gemini', 'Mercury', 'Artemis'].entries())
      ids.push(await seedProject(t.db, sub, { project_name: name, created_at: new Date(Date.UTC(2024, 2, 1 + i)) }));
    const all = await repo().list(listQuery({ sort: 'projectName', perPage: 2 }), admins, { subscriptionId: sub });
    expect(all.total).toBe(5);
    expect(all.rows.map((p) => p.projectName)).toEqual(['Artemis', 'Gemini']);
    const last = await repo().list(listQuery({ sort: 'projectName', perPage: 2, page: 3 }), admins, { subscriptionId: sub });
    expect(last.rows.map((p) => p.projectName)).toEqual([expect.stringMatching(/^Project /)]);
    const q = await repo().list(listQuery({ q: 'MERC' }), admins, {});
    expect(q).toEqual({ rows: [expect.objectContaining({ id: ids[1] })], total: 1 });
    const range = await repo().list(listQuery({ to: new Date(Date.UTC(2024, 2, 2)) }), admins, {});
    expect(range).toEqual({ rows: [ids[0], ids[1]].map((id) => expect.objectContaining({ id })), total: 2 });
  });
});
