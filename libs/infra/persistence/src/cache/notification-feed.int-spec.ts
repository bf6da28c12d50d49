import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@atrium/testing';
import { openDatabase, type Database } from '../database/data-source.js';
import { SECTIONS_CHANGED_CHANNEL } from './channels.js';
import { NotifiedCache } from './notified-cache.js';
import { forgetAfterCommit } from './own-writes.js';

describe("the process's notification feed", () => {
  let testDb: TestDatabase;
  let database: Database;
  const cache = new NotifiedCache<string>(100);

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir, poolSize: 3 });
    database.notifications.add({
      listener: {
        channel: SECTIONS_CHANGED_CHANNEL,
        heard: (payload) => (payload ? cache.forget(payload) : cache.forgetAll()),
        setHearing: (hearing) => cache.setHearing(hearing),
      },
    });
    await database.notifications.start({ databaseUrl: testDb.databaseUrl });
  });

  afterAll(async () => {
    await database?.close();
    await testDb?.dispose();
  });

  const kept = (project: string) => {
    cache.remember(project, 'name', 'answer', cache.ticket());
    expect(cache.get(project, 'name')).toBe('answer');
  };

  it('listens on no pooled connection: no statement ever queues behind a LISTEN', async () => {
    const channels = await Promise.all([1, 2, 3].map(() => database.dataSource.query(`SELECT pg_listening_channels() AS c`)));
    expect(channels.flat()).toEqual([]);
  });

  it("hands this process's own write to the caches when its statement returns, outside a transaction", () => {
    kept('1');
    kept('2');
    forgetAfterCommit.sections(database.dataSource.manager, 1);
    expect(cache.get('1', 'name')).toBeUndefined();
    expect(cache.get('2', 'name')).toBe('answer');
  });

  it('hands a write inside a transaction over once it commits, never before, and a read begun before is not kept', async () => {
    kept('3');
    let ticket = 0;
    await database.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT 1`);
      forgetAfterCommit.sections(manager, 3);
      // Another request's read, before the commit: the row it finds is still the old one.
      ticket = cache.ticket();
      expect(cache.get('3', 'name')).toBe('answer');
    });
    expect(cache.get('3', 'name')).toBeUndefined();
    cache.remember('3', 'name', 'old', ticket);
    expect(cache.get('3', 'name')).toBeUndefined();
  });

  it('hands over the writes of a transaction that rolled back too (forgetting is always safe)', async () => {
    kept('4');
    await expect(
      database.dataSource.transaction(async (manager) => {
        forgetAfterCommit.sections(manager, 4);
        await manager.query(`SELECT 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(cache.get('4', 'name')).toBeUndefined();
  });

  it('forgets everything on demand (a write no repository names)', () => {
    kept('5');
    database.notifications.forgetAll();
    expect(cache.size).toBe(0);
  });
});
