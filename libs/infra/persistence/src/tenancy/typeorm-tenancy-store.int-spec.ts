import { beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { TenantScope } from '@atrium/kernel';
import { useTestDatabase } from '../test/open-test-database.js';
import { scopesOf, seedTenant, type Tenant } from '../test/seed.js';
import { tenancyStore, TypeormTenancyUnitOfWork } from './typeorm-tenancy-store.js';

describe('the tenancy store: lockLimits', () => {
  const t = useTestDatabase();
  let mine: Tenant;
  let theirs: Tenant;
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
    await t.sql(`UPDATE subscriptions SET max_users = 7, max_projects = 3 WHERE id = $1`, [mine.subscriptionId]);
  });

  it("answers the subscription's limits, typed, to the scopes that may see it", async () => {
    const s = scopesOf(mine);
    for (const scope of [s.admins, s.client, s.user, s.userInProject]) {
      expect(await tenancyStore(t.db).lockLimits(mine.subscriptionId, scope)).toStrictEqual({
        subscriptionId: mine.subscriptionId,
        clientId: mine.clientId,
        maxUsers: 7,
        maxProjects: 3,
      });
    }
  });

  it('answers null to any other scope, and for a subscription that does not exist', async () => {
    const others: TenantScope[] = [...Object.values(scopesOf(theirs)).slice(1), scopesOf(mine).project];
    for (const scope of others) expect(await tenancyStore(t.db).lockLimits(mine.subscriptionId, scope)).toBeNull();
    expect(await tenancyStore(t.db).lockLimits(999_999, { kind: 'admins' })).toBeNull();
  });

  it('binds the users and projects of the unit of work to its transaction', async () => {
    const uow = new TypeormTenancyUnitOfWork(t.database.dataSource);
    await expect(
      uow.run(async (store) => {
        await store.projects.delete(mine.projectIds[1], { kind: 'admins' });
        expect(await store.projects.get(mine.projectIds[1], { kind: 'admins' })).toBeNull();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await tenancyStore(t.db).projects.get(mine.projectIds[1], { kind: 'admins' })).not.toBeNull();
  });

  // Only a real server has a second session to be kept waiting.
  const onPostgres = process.env.TEST_DB === 'postgres' && process.env.DATABASE_URL ? it : it.skip;

  onPostgres('keeps the subscription locked until the transaction ends', async () => {
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    const tryLock = () => other.query(`SELECT id FROM subscriptions WHERE id = $1 FOR UPDATE NOWAIT`, [mine.subscriptionId]);
    try {
      await new TypeormTenancyUnitOfWork(t.database.dataSource).run(async (store) => {
        expect(await store.lockLimits(mine.subscriptionId, scopesOf(mine).client)).not.toBeNull();
        await expect(tryLock()).rejects.toMatchObject({ code: '55P03' });
      });
      await expect(tryLock()).resolves.toMatchObject({ rowCount: 1 });
    } finally {
      await other.end();
    }
  });
});
