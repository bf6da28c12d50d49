import { beforeAll, describe, expect, it } from '@jest/globals';
import { useTestDatabase } from '../test/open-test-database.js';
import { seedProject, seedTenant, type Tenant } from '../test/seed.js';
import { TypeormAccessRepository } from './typeorm-access.repository.js';

describe('TypeormAccessRepository', () => {
  const t = useTestDatabase();
  const repo = () => new TypeormAccessRepository(t.db);
  let mine: Tenant;
  let theirs: Tenant;
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
    await t.sql(`UPDATE subscriptions SET modules = '{crm,sch}' WHERE id = $1`, [mine.subscriptionId]);
  });

  it("answers a user's subscription, its state and modules, typed, and the named project when it is one of its own", async () => {
    expect(await repo().membershipOf(mine.userId, mine.projectIds[1])).toStrictEqual({
      subscriptionId: mine.subscriptionId,
      status: 'active',
      modules: ['crm', 'sch'],
      projectId: mine.projectIds[1],
    });
    expect(await repo().membershipOf(mine.userId)).toMatchObject({ subscriptionId: mine.subscriptionId, projectId: null });
    expect(await repo().membershipOf(mine.userId, theirs.projectIds[0])).toMatchObject({ projectId: null });
    expect(await repo().membershipOf(mine.userId, 999_999)).toMatchObject({ projectId: null });
  });

  it("follows the subscription's state", async () => {
    await t.sql(`UPDATE subscriptions SET status = 'inactive' WHERE id = $1`, [theirs.subscriptionId]);
    expect(await repo().membershipOf(theirs.userId)).toMatchObject({ status: 'inactive' });
  });

  it('knows no membership for anyone but a user', async () => {
    expect(await repo().membershipOf(mine.clientId)).toBeNull();
    expect(await repo().membershipOf(999_999)).toBeNull();
  });

  it("finds a project by its token's hash, with whether its subscription is active and its modules", async () => {
    const active = await seedProject(t.db, mine.subscriptionId, { token_hash: 'e'.repeat(64) });
    const inactive = await seedProject(t.db, theirs.subscriptionId, { token_hash: 'f'.repeat(64) });
    await t.sql(`UPDATE subscriptions SET modules = '{cms,com}' WHERE id = $1`, [mine.subscriptionId]);
    await t.sql(`UPDATE subscriptions SET modules = '{}' WHERE id = $1`, [theirs.subscriptionId]);
    expect(await repo().projectOfTokenHash('e'.repeat(64))).toStrictEqual({
      projectId: active,
      subscriptionActive: true,
      modules: ['cms', 'com'],
    });
    expect(await repo().projectOfTokenHash('f'.repeat(64))).toStrictEqual({ projectId: inactive, subscriptionActive: false, modules: [] });
    expect(await repo().projectOfTokenHash('d'.repeat(64))).toBeNull();
  });
});
