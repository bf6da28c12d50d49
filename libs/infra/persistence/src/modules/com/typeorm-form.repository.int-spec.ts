import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TenantScope } from '@atrium/kernel';
import { useTestDatabase } from '../../test/open-test-database.js';
import { listQuery, scopesOf, seedTenant, type Tenant } from '../../test/seed.js';
import { TypeormFormRepository } from './typeorm-form.repository.js';
import { TypeormScoringRepository } from './typeorm-scoring.repository.js';

describe('TypeormFormRepository and TypeormScoringRepository (through ProjectTable)', () => {
  const t = useTestDatabase();
  const forms = () => new TypeormFormRepository(t.db);
  const scorings = () => new TypeormScoringRepository(t.db);
  const admins: TenantScope = { kind: 'admins' };
  let mine: Tenant;
  let theirs: Tenant;
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
  });

  it('creates a form and reads every field back with its type', async () => {
    const fields = { label: 'Contact', notifySms: '+15145550100', notifyEmail: 'a@example.com, b@example.com' };
    const created = await forms().create({ projectId: mine.projectIds[0], ...fields });
    const [stored] = await t.sql(`SELECT created_at FROM forms WHERE id = $1`, [created.id]);
    const expected = { id: created.id, projectId: mine.projectIds[0], ...fields, createdAt: stored.created_at };
    expect(created).toStrictEqual(expected);
    expect(await forms().get(created.id, admins)).toStrictEqual(expected);
  });

  it('stores a score as a number, negative and fractional alike, and reads it back as one', async () => {
    const projectId = mine.projectIds[0];
    const hot = await scorings().create({ projectId, label: 'Hot', score: 12.75, color: '#ff8800' });
    const [stored] = await t.sql(`SELECT created_at, score::text AS score FROM scorings WHERE id = $1`, [hot.id]);
    expect(stored.score).toBe('12.75');
    const expected = { id: hot.id, projectId, label: 'Hot', score: 12.75, color: '#ff8800', createdAt: stored.created_at };
    expect(await scorings().get(hot.id, admins)).toStrictEqual(expected);
    const cold = await scorings().create({ projectId, label: 'Cold', score: -3, color: '#00f' });
    const scope = scopesOf(mine).userInProject;
    expect((await scorings().list(listQuery({ sort: 'score' }), scope)).rows.map((s) => s.score)).toEqual([-3, 12.75]);
    expect(await scorings().update(cold.id, { score: 0.5 }, scope)).toBe(true);
    expect((await scorings().get(cold.id, scope))?.score).toBe(0.5);
  });

  it('refuses a colour that is not hex, even past the domain', async () => {
    await expect(scorings().create({ projectId: mine.projectIds[0], label: 'Bad', score: 1, color: 'red' })).rejects.toThrow();
  });

  it("reads, changes and deletes only within the project's scope", async () => {
    const form = await forms().create({ projectId: mine.projectIds[0], label: 'Mine', notifySms: '123', notifyEmail: 'a@example.com' });
    const outsiders: TenantScope[] = [scopesOf(mine).client, scopesOf(theirs).user, { kind: 'project', projectId: mine.projectIds[1] }];
    for (const scope of outsiders) {
      expect(await forms().get(form.id, scope)).toBeNull();
      expect(await forms().update(form.id, { label: 'Hijacked' }, scope)).toBe(false);
      expect(await forms().delete(form.id, scope)).toBe(false);
    }
    expect(await forms().update(form.id, { label: 'Still mine' }, scopesOf(mine).user)).toBe(true);
    const page = await forms().list(listQuery({ q: 'still' }), scopesOf(mine).userInProject);
    expect(page).toEqual({ rows: [expect.objectContaining({ id: form.id, label: 'Still mine' })], total: 1 });
    expect(await forms().delete(form.id, scopesOf(mine).project)).toBe(true);
    expect(await forms().get(form.id, admins)).toBeNull();
  });
});
