import util from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@atrium/testing';
import { openDatabase, type Database } from '../database/data-source.js';
import { startNotificationFeed, type NotificationFeed } from './notification-feed.js';

const CHANNEL = 'atrium_feed_spec';
// pg warns through Node's own `process`; jest's `process` global is a copy, so the host's is reached through a
// function of the host's realm.
const hostProcess = (util.deprecate.constructor as FunctionConstructor)('return process')() as NodeJS.Process;
// A second channel, as the API's feeds have: a second LISTEN queued at connect queued the caller's statement.
const OTHER = 'atrium_feed_spec_other';

describe('the notification feed on the pool', () => {
  let testDb: TestDatabase;
  let database: Database;
  let feed: NotificationFeed;
  const heard: string[] = [];
  const warnings: string[] = [];
  const emitWarning = hostProcess.emitWarning;

  beforeAll(async () => {
    hostProcess.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
      warnings.push(typeof warning === 'string' ? warning : warning.message);
      return (emitWarning as (...args: unknown[]) => void).call(hostProcess, warning, ...rest);
    }) as typeof process.emitWarning;
    testDb = await createTestDatabase();
    database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir, poolSize: 3 });
  });

  afterAll(async () => {
    hostProcess.emitWarning = emitWarning;
    await feed?.stop();
    await database?.close();
    await testDb?.dispose();
  });

  it('listens on every connection before it is handed out: no statement ever queues behind a LISTEN', async () => {
    const pool = database.dataSource.driver as unknown as { master: { totalCount: number } };
    // Connections opened before the feed (the migrations', these) and after it (the pool growing under load).
    await Promise.all([1, 2].map(() => database.dataSource.query('SELECT pg_sleep(0.01)')));
    feed = await startNotificationFeed(
      database.dataSource,
      [
        { channel: CHANNEL, heard: (payload) => heard.push(payload), setHearing: () => undefined },
        { channel: OTHER, heard: () => undefined, setHearing: () => undefined },
      ],
      { databaseUrl: testDb.databaseUrl },
    );
    const notify = async (payload: string) => {
      await database.dataSource.query(`SELECT pg_notify($1, $2)`, [CHANNEL, payload]);
      // The notifying connection listened, so its own notification came with the statement's answer.
      return heard.includes(payload);
    };
    for (let round = 0; round < 3; round++) {
      expect(await Promise.all([0, 1, 2, 3, 4, 5].map((i) => notify(`${round}.${i}`)))).toEqual(Array(6).fill(true));
    }
    expect(pool.master.totalCount).toBe(database.embedded ? 1 : 3);
    expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
  });
});
