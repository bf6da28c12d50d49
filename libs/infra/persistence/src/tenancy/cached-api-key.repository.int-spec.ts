import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { ApiKeyRepository, ProjectOfApiKey } from '@atrium/tenancy';
import { useTestDatabase } from '../test/open-test-database.js';
import { seedProject, seedTenant, type Tenant } from '../test/seed.js';
import { CachedApiKeyRepository } from './cached-api-key.repository.js';
import { TypeormSubscriptionRepository } from '../billing/typeorm-subscription.repository.js';
import { TypeormAccessRepository } from './typeorm-access.repository.js';
import { TypeormProjectRepository } from './typeorm-project.repository.js';

/** Waits for an event (a notification reaching the cache, a reconnect), bounded only by the test's timeout. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Counts the reads that reach the database, to tell a cached answer from a fresh one. */
class CountingStore implements ApiKeyRepository {
  reads = 0;
  constructor(private readonly store: ApiKeyRepository) {}
  projectOfTokenHash(hash: string): Promise<ProjectOfApiKey | null> {
    this.reads++;
    return this.store.projectOfTokenHash(hash);
  }
}

describe('CachedApiKeyRepository', () => {
  const t = useTestDatabase();
  let store: CountingStore;
  let keys: CachedApiKeyRepository;
  let tenant: Tenant;
  let n = 0;
  const newKey = async () => {
    const hash = (n++).toString(16).padStart(64, 'a');
    const projectId = await seedProject(t.db, tenant.subscriptionId, { token_hash: hash });
    expect(await keys.projectOfTokenHash(hash)).toMatchObject({ projectId });
    return { hash, projectId };
  };
  /** Another process's connection (PostgreSQL), or the embedded database's only session (nothing changed, then). */
  const elsewhere = async (sql: string, params: unknown[]) => {
    if (!t.databaseUrl) return void (await t.sql(sql, params));
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      await client.query(sql, params);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    tenant = await seedTenant(t.db);
    await t.sql(`UPDATE subscriptions SET modules = '{cms}' WHERE id = $1`, [tenant.subscriptionId]);
    store = new CountingStore(new TypeormAccessRepository(t.db));
    keys = new CachedApiKeyRepository(store);
    t.database.notifications.add(keys);
    await t.database.notifications.start({ databaseUrl: t.databaseUrl });
  });
  afterAll(async () => {
    await t.database.notifications.stop();
  });

  it('answers a key seen before from memory, and reads an unknown key every time', async () => {
    const { hash } = await newKey();
    const reads = store.reads;
    expect(await keys.projectOfTokenHash(hash)).toMatchObject({ subscriptionActive: true, modules: ['cms'] });
    expect(store.reads).toBe(reads);
    expect(await keys.projectOfTokenHash('0'.repeat(64))).toBeNull();
    expect(await keys.projectOfTokenHash('0'.repeat(64))).toBeNull();
    expect(store.reads).toBe(reads + 2);
  });

  it("forgets a key reset, a project deleted or a subscription's status changed by this process once it commits", async () => {
    const projects = new TypeormProjectRepository(t.db);
    const admins = { kind: 'admins' } as const;
    const reset = await newKey();
    await projects.setToken(reset.projectId, 'b'.repeat(64), 'bbbb', admins);
    expect(keys.cache.size).toBe(0);
    expect(await keys.projectOfTokenHash(reset.hash)).toBeNull();

    const deleted = await newKey();
    await t.database.dataSource.transaction((manager) => new TypeormProjectRepository(manager).delete(deleted.projectId, admins));
    expect(keys.cache.size).toBe(0);
    expect(await keys.projectOfTokenHash(deleted.hash)).toBeNull();

    const changed = await newKey();
    const subscriptions = new TypeormSubscriptionRepository(t.db);
    await subscriptions.setStatus(tenant.subscriptionId, 'inactive');
    expect(keys.cache.size).toBe(0);
    expect(await keys.projectOfTokenHash(changed.hash)).toMatchObject({ subscriptionActive: false });
    await subscriptions.activate(tenant.subscriptionId);
    expect(keys.cache.size).toBe(0);
    expect(await keys.projectOfTokenHash(changed.hash)).toMatchObject({ subscriptionActive: true });
  });

  const onPostgres = process.env.TEST_DB === 'postgres' && process.env.DATABASE_URL ? it : it.skip;

  // The embedded database has one process, whose own writes are the ones above.
  onPostgres("hears another process's reset, deletion and subscription change", async () => {
    const reset = await newKey();
    await elsewhere(`UPDATE projects SET token_hash = $2 WHERE id = $1`, [reset.projectId, 'c'.repeat(64)]);
    await until(() => keys.cache.size === 0);
    expect(await keys.projectOfTokenHash(reset.hash)).toBeNull();

    const deleted = await newKey();
    await elsewhere(`DELETE FROM projects WHERE id = $1`, [deleted.projectId]);
    await until(() => keys.cache.size === 0);
    expect(await keys.projectOfTokenHash(deleted.hash)).toBeNull();

    const changed = await newKey();
    await elsewhere(`UPDATE subscriptions SET modules = '{cms,com}' WHERE id = $1`, [tenant.subscriptionId]);
    await until(() => keys.cache.size === 0);
    expect(await keys.projectOfTokenHash(changed.hash)).toMatchObject({ modules: ['cms', 'com'] });
    await elsewhere(`UPDATE subscriptions SET status = 'inactive' WHERE id = $1`, [tenant.subscriptionId]);
    await until(() => keys.cache.size === 0);
    expect(await keys.projectOfTokenHash(changed.hash)).toMatchObject({ subscriptionActive: false });
    await elsewhere(`UPDATE subscriptions SET status = 'active' WHERE id = $1`, [tenant.subscriptionId]);
  });

  it('keeps the key through writes that change nothing it answers', async () => {
    const { hash } = await newKey();
    await elsewhere(`UPDATE projects SET project_name = 'Renamed' WHERE token_hash = $1`, [hash]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(keys.cache.get('', hash)).toBeDefined();
  });

  onPostgres('stops trusting the cache while its listener is cut off, and trusts it again once reconnected', async () => {
    await newKey();
    await elsewhere(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'atrium-notifications' AND datname = current_database()`,
      [],
    );
    await until(() => !keys.cache.isHearing);
    expect(keys.cache.size).toBe(0);
    await until(() => keys.cache.isHearing);
    await newKey();
    expect(keys.cache.size).toBe(1);
  });
});
