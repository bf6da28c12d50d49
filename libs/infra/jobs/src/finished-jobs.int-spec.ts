import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openDatabase, type Database } from '@atrium/persistence';
import { createTestDatabase, type TestDatabase } from '@atrium/testing';
import { forgetFinishedJobs } from './finished-jobs.js';
import { MIGRATED } from '../../persistence/src/test/migrated-template.js';

describe('forgetFinishedJobs', () => {
  let testDb: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase({ template: MIGRATED });
    database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir, poolSize: 2 });
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.dispose();
  });

  it('deletes done jobs after a week and failed ones after a month, never one still waiting or running', async () => {
    const add = (name: string, status: string, daysAgo: number | null) =>
      database.dataSource.query(
        `INSERT INTO jobs (name, status, finished_at, run_after)
         VALUES ($1, $2, CASE WHEN $3::int IS NULL THEN NULL ELSE now() - $3::int * interval '1 day' END, now() - interval '40 days')`,
        [name, status, daysAgo],
      );
    await add('done-old', 'done', 8);
    await add('done-recent', 'done', 6);
    await add('failed-old', 'failed', 31);
    await add('failed-recent', 'failed', 29);
    await add('queued-old', 'queued', null);
    await add('handed-old', 'handed', null);
    await add('running-old', 'running', null);
    expect(await forgetFinishedJobs(database.dataSource)).toBe(2);
    const left = (await database.dataSource.query(
      `SELECT name FROM jobs WHERE name LIKE '%-old' OR name LIKE '%-recent' ORDER BY name`,
    )) as {
      name: string;
    }[];
    expect(left.map((j) => j.name)).toEqual(['done-recent', 'failed-recent', 'handed-old', 'queued-old', 'running-old']);
  });
});
