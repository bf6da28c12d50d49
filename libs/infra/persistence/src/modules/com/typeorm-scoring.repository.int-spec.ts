import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TenantScope } from '@atrium/kernel';
import { testProject } from '@atrium/testing';
import { useTestDatabase } from '../../test/open-test-database.js';
import { listQuery, scopesOf, seedTenant, type Tenant } from '../../test/seed.js';
import { TypeormScoringRepository } from './typeorm-scoring.repository.js';

describe('TypeormScoringRepository (through ProjectTable)', () => {
  const t = useTestDatabase();
  const repo = () => new TypeormScoringRepository(t.db);
  const admins: TenantScope = { kind: 'admins' };
  let mine: Tenant;
  let theirs: Tenant;
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
  });

  it('stores a score as a number, negative and fractional alike, and reads it back as one', async () => {
    const projectId = mine.projectIds[0];
    const hot = await repo().create({ label: 'Hot', score: 12.75, color: '#ff8800' }, testProject(projectId));
    const [stored] = await t.sql(`SELECT created_at, score::text AS score FROM scorings WHERE id = $1`, [hot.id]);
    expect(stored.score).toBe('12.75');
    const expected = { id: hot.id, projectId, label: 'Hot', score: 12.75, color: '#ff8800', createdAt: stored.created_at };
    expect(await repo().get(hot.id, admins)).toStrictEqual(expected);
    const cold = await repo().create({ label: 'Cold', score: -3, color: '#00f' }, testProject(projectId));
    const scope = scopesOf(mine).userInProject;
    expect((await repo().list(listQuery({ sort: 'score' }), scope)).rows.map((s) => s.score)).toEqual([-3, 12.75]);
    expect(await repo().update(cold.id, { score: 0.5 }, scope)).toBe(true);
    expect((await repo().get(cold.id, scope))?.score).toBe(0.5);
  });

  it('refuses a colour that is not hex, even past the domain', async () => {
    await expect(repo().create({ label: 'Bad', score: 1, color: 'red' }, testProject(mine.projectIds[0]))).rejects.toThrow();
  });

  it("reads, changes and deletes a scoring only within the project's scope", async () => {
    const warm = await repo().create({ label: 'Warm', score: 5, color: '#ffaa00' }, testProject(mine.projectIds[0]));
    const outsiders: TenantScope[] = [scopesOf(mine).client, scopesOf(theirs).user, { kind: 'project', projectId: mine.projectIds[1] }];
    for (const scope of outsiders) {
      expect(await repo().get(warm.id, scope)).toBeNull();
      expect(await repo().update(warm.id, { score: 99 }, scope)).toBe(false);
      expect(await repo().delete(warm.id, scope)).toBe(false);
    }
    expect((await repo().get(warm.id, admins))?.score).toBe(5);
    expect(await repo().delete(warm.id, scopesOf(mine).user)).toBe(true);
    expect(await repo().get(warm.id, admins)).toBeNull();
  });
});
