import util from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@atrium/testing';
import { openDatabase, type Database } from '../database/data-source.js';
import { SECTIONS_CHANGED_CHANNEL } from './channels.js';

// pg warns through Node's own `process`; jest's `process` global is a copy, so the host's is reached through a
// function of the host's realm.
const hostProcess = (util.deprecate.constructor as FunctionConstructor)('return process')() as NodeJS.Process;

describe("the process's notification feed", () => {
  let testDb: TestDatabase;
  let database: Database;
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
    await database?.close();
    await testDb?.dispose();
  });

  it('listens on every connection before it is handed out: no statement ever queues behind a LISTEN', async () => {
    // TypeORM's pool (its public `master`), to count the connections it opened.
    const pool = database.dataSource.driver as unknown as { master: { totalCount: number } };
    // Connections opened before the feed starts (the migrations', these) and after (the pool growing under load).
    await Promise.all([1, 2].map(() => database.dataSource.query('SELECT pg_sleep(0.01)')));
    database.notifications.add({
      listener: { channel: SECTIONS_CHANGED_CHANNEL, heard: (payload) => heard.push(payload), setHearing: () => undefined },
    });
    await database.notifications.start({ databaseUrl: testDb.databaseUrl });
    const notify = async (payload: string) => {
      await database.dataSource.query(`SELECT pg_notify($1, $2)`, [SECTIONS_CHANGED_CHANNEL, payload]);
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
