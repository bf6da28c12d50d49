import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { migrations } from '@atrium/migrations';
import { createTestDatabase, type TestDatabase } from '@atrium/testing';
import { openDatabase, type Database } from './data-source.js';
import { QueryScope, RequestQueries } from './request-queries.js';
import { MIGRATED } from '../test/migrated-template.js';

// Cancellation and statement timeouts need a real PostgreSQL: the embedded one ignores both.
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('statements end with their request', () => {
  let testDb: TestDatabase;
  let database: Database;
  let queries: RequestQueries;
  let observer: pg.Client;

  /** Waits for PostgreSQL to show (or stop showing) a statement, bounded only by the test's timeout. */
  const untilRunning = async (sql: string, running: boolean) => {
    for (;;) {
      const { rows } = await observer.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND query = $1`,
        [sql],
      );
      if (rows[0].n > 0 === running) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  beforeAll(async () => {
    testDb = await createTestDatabase({ template: MIGRATED });
    // One connection, so a released runner's connection is the very one the next statement uses.
    database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir, poolSize: 1 });
    queries = new RequestQueries(database.dataSource);
    observer = new pg.Client({ connectionString: testDb.databaseUrl });
    await observer.connect();
  });

  afterAll(async () => {
    await observer?.end();
    await database?.close();
    await testDb?.dispose();
  });

  it('cancels the statement a scope is running', async () => {
    const scope = new QueryScope();
    const sleeping = queries.run(scope, () => database.dataSource.query('SELECT pg_sleep(600)'));
    await untilRunning('SELECT pg_sleep(600)', true);
    queries.cancel(scope);
    // The scope's connection is ended as well (the next test says why): the statement fails at once.
    await expect(sleeping).rejects.toThrow();
    await untilRunning('SELECT pg_sleep(600)', false);
    expect(scope.cancelled).toBe(true);
  });

  it("never cancels another scope's statement on a connection the cancelled scope has released", async () => {
    const done = new QueryScope();
    await queries.run(done, () => database.dataSource.query('SELECT 1'));
    const other = new QueryScope();
    const sleeping = queries.run(other, () => database.dataSource.query('SELECT pg_sleep(0.3)'));
    await untilRunning('SELECT pg_sleep(0.3)', true);
    queries.cancel(done);
    await expect(sleeping).resolves.toBeDefined();
  });

  it('never lets a cancel that arrives late land on the next statement of the connection (issue 18)', async () => {
    // The cancel is sent while the scope's short statement runs; it travels on a connection of its own and
    // often arrives after the statement ended. The pool's only connection then serves `innocent` at once.
    let innocentFailures = 0;
    for (let i = 0; i < 40; i++) {
      const gone = new QueryScope();
      const abandoned = queries.run(gone, () => database.dataSource.query('SELECT pg_sleep(0.002)')).catch(() => undefined);
      while (!gone.runner) await new Promise((resolve) => setImmediate(resolve));
      queries.cancel(gone);
      const innocent = database.dataSource.query('SELECT pg_sleep(0.05)').then(
        () => undefined,
        () => innocentFailures++,
      );
      await Promise.all([abandoned, innocent]);
    }
    expect(innocentFailures).toBe(0);
  });

  it('stops a statement at the timeout, none unless asked for; migrations run without it', async () => {
    const [{ statement_timeout }] = await database.dataSource.query('SHOW statement_timeout');
    expect(statement_timeout).toBe('0');
    // A limit this short would stop the migrations' slower statements (extensions, trigram indexes) on a
    // fresh database, were they not exempt. (1 ms also stopped TypeORM's own `SELECT version()` under load.)
    const fresh = await createTestDatabase();
    const strict = await openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir, poolSize: 1, statementTimeoutMs: 10 });
    try {
      const check = new pg.Client({ connectionString: fresh.databaseUrl });
      await check.connect();
      const { rows } = await check.query('SELECT count(*)::int AS n FROM migrations');
      await check.end();
      expect(rows[0].n).toBe(migrations.length);
      // The only connection is the one the migrations ran on: the limit is back on it.
      await expect(strict.dataSource.query('SELECT pg_sleep(0.05)')).rejects.toMatchObject({ driverError: { code: '57014' } });
    } finally {
      await strict.close();
      await fresh.dispose();
    }
  });

  it('runs without JIT, which compiled for seconds what runs in milliseconds (decision 0008)', async () => {
    const [{ jit }] = await database.dataSource.query('SHOW jit');
    expect(jit).toBe('off');
  });
});
