import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@atrium/testing';
import { openDatabase, type Database } from '../database/data-source.js';
import { ActiveSessionCache } from './active-session-cache.js';
import { CachedSessionRepository } from './cached-session.repository.js';
import { TypeormClientRepository } from './typeorm-client.repository.js';
import { TypeormSessionRepository } from './typeorm-session.repository.js';
import { MIGRATED } from '../test/migrated-template.js';

/** Waits for an event (a notification reaching the cache, a reconnect), bounded only by the test's timeout. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('session revocations reach the cache', () => {
  let testDb: TestDatabase;
  let database: Database;
  const cache = new ActiveSessionCache();
  const now = () => new Date();
  let sessions: CachedSessionRepository;
  let personId: number;
  let counter = 0;

  const newSession = async () => {
    const id = crypto.randomUUID();
    await sessions.create({ id, personId, expiresAt: new Date(Date.now() + 3600_000) });
    expect(await sessions.activeHolder(id, now())).toEqual({ personId: expect.any(Number), usertype: 'admins' });
    expect(cache.isActive(id, now())).toBe(true);
    return id;
  };
  const newPerson = async (kind = 'admins') => {
    const [row] = await database.dataSource.query(
      `INSERT INTO people (kind, email, firstname, lastname, password_hash) VALUES ($2, $1, 'A', 'B', 'x') RETURNING id`,
      [`p${counter++}@example.com`, kind],
    );
    return Number(row.id);
  };

  beforeAll(async () => {
    testDb = await createTestDatabase({ template: MIGRATED });
    database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir, poolSize: 2 });
    database.notifications.add(cache);
    await database.notifications.start({ databaseUrl: testDb.databaseUrl });
    sessions = new CachedSessionRepository(new TypeormSessionRepository(database.dataSource.manager), cache);
    personId = await newPerson();
  });

  afterAll(async () => {
    await database?.close();
    await testDb?.dispose();
  });

  it("forgets a session revoked or deleted by this process's own writes once they commit, whatever the path", async () => {
    const revoked = await newSession();
    await sessions.revoke(revoked, now());
    expect(cache.isActive(revoked, now())).toBe(false);

    const [kept, others] = [await newSession(), await newSession()];
    await sessions.revokeOthers(personId, kept, now());
    expect(cache.isActive(others, now())).toBe(false);
    expect(await sessions.activeHolder(kept, now())).not.toBeNull();

    // A client deleted with its sessions by cascade, inside a transaction: forgotten at its commit.
    const other = await newPerson('clients');
    const cascaded = crypto.randomUUID();
    await sessions.create({ id: cascaded, personId: other, expiresAt: new Date(Date.now() + 3600_000) });
    expect(await sessions.activeHolder(cascaded, now())).toEqual({ personId: other, usertype: 'clients' });
    await database.dataSource.transaction(async (manager) => {
      await new TypeormClientRepository(manager).delete(other);
      expect(cache.isActive(cascaded, now())).toBe(true);
    });
    expect(cache.isActive(cascaded, now())).toBe(false);
  });

  const onPostgres = testDbIsPostgres() ? it : it.skip;

  onPostgres('hears revocations committed by another process', async () => {
    const id = await newSession();
    const elsewhere = new pg.Client({ connectionString: testDb.databaseUrl });
    await elsewhere.connect();
    await elsewhere.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1`, [id]);
    await elsewhere.end();
    await until(() => !cache.isActive(id, now()));
  });

  onPostgres('stops trusting the cache while its listener is cut off, and trusts it again once reconnected', async () => {
    await newSession();
    const admin = new pg.Client({ connectionString: testDb.databaseUrl });
    await admin.connect();
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'atrium-notifications' AND datname = current_database()`,
    );
    await admin.end();
    await until(() => !cache.isHearing);
    expect(cache.size).toBe(0);
    await until(() => cache.isHearing);
    await newSession();
  });
});

function testDbIsPostgres(): boolean {
  return process.env.TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL);
}
