import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Global, Inject, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { request } from 'node:http';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { openDatabase, RequestQueries, type Database } from '@atrium/persistence';
import { createTestDatabase, type TestDatabase } from '@atrium/testing';
import { cancelOnDisconnect } from '../src/http/cancel-on-disconnect.js';
import { RequestQueriesModule } from '../src/http/request-queries.module.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app.js';
import { MIGRATED } from '../../../libs/infra/persistence/src/test/migrated-template.js';

// The embedded database cannot cancel a statement (its socket ignores cancel requests).
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

const SLOW = 'SELECT pg_sleep(600)';
const outcomes: unknown[] = [];

/** A route that exists only in this test: a statement far slower than any test. */
@Controller('slow')
class SlowController {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  @Get()
  async slow(): Promise<void> {
    await this.dataSource.query(SLOW).then(
      () => outcomes.push('finished'),
      (error) => {
        outcomes.push(error);
        throw error;
      },
    );
  }

  /** A statement short enough that a cancel sent for it often lands after it ended. */
  @Get('short')
  async short(): Promise<{ ok: true }> {
    await this.dataSource.query('SELECT pg_sleep(0.002)');
    return { ok: true };
  }
}

onPostgres('a client that disconnects (issue 7, item 4)', () => {
  let testDb: TestDatabase;
  let database: Database;
  let app: NestFastifyApplication;
  let port: number;
  let observer: pg.Client;

  beforeAll(async () => {
    testDb = await createTestDatabase({ template: MIGRATED });
    database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir, poolSize: 2 });
    // As in the app: the DataSource is global, RequestQueriesModule and cancelOnDisconnect are the production code under test.
    @Global()
    @Module({ providers: [{ provide: DataSource, useValue: database.dataSource }], exports: [DataSource] })
    class TestCoreModule {}
    @Module({ imports: [TestCoreModule, RequestQueriesModule], controllers: [SlowController] })
    class TestAppModule {}
    app = await NestFactory.create<NestFastifyApplication>(TestAppModule, new FastifyAdapter(), {
      logger: ['error'],
      abortOnError: false,
    });
    cancelOnDisconnect(app.getHttpAdapter().getInstance(), app.get(RequestQueries));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.getHttpServer().address();
    port = typeof address === 'object' && address ? address.port : 0;
    observer = new pg.Client({ connectionString: testDb.databaseUrl });
    await observer.connect();
  });

  afterAll(async () => {
    await observer?.end();
    await app?.close();
    await database?.close();
    await testDb?.dispose();
  });

  const slowStatements = async () => {
    const { rows } = await observer.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND query = $1`,
      [SLOW],
    );
    return rows[0].n as number;
  };
  const until = async (condition: () => Promise<boolean> | boolean) => {
    while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it("cancels the handler's statement when the client goes away, and nothing keeps running", async () => {
    const call = request({ host: '127.0.0.1', port, path: '/slow' });
    call.on('error', () => undefined);
    call.end();
    await until(async () => (await slowStatements()) === 1);

    call.destroy();
    await until(() => outcomes.length === 1);
    expect(outcomes[0]).toBeInstanceOf(Error);
    await until(async () => (await slowStatements()) === 0);
  });

  it('never fails the requests of others when many clients go away mid-statement (issue 18)', async () => {
    const get = (path: string) =>
      new Promise<number>((resolve) => {
        const call = request({ host: '127.0.0.1', port, path, agent: false }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        call.on('error', () => resolve(0));
        call.end();
      });
    const abandon = (path: string) =>
      new Promise<void>((resolve) => {
        const call = request({ host: '127.0.0.1', port, path, agent: false });
        call.on('error', () => undefined);
        call.on('close', () => resolve());
        call.end();
        // Gone at varied moments: before, during and just after the statement.
        setTimeout(() => call.destroy(), Math.random() * 8);
      });
    const statuses: number[] = [];
    for (let round = 0; round < 20; round++) {
      const innocent = Array.from({ length: 8 }, () => get('/slow/short').then((s) => statuses.push(s)));
      await Promise.all([...innocent, ...Array.from({ length: 16 }, () => abandon('/slow/short'))]);
    }
    expect(statuses).toHaveLength(160);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});

onPostgres('the API (createApp)', () => {
  it("cancels a route's statement when its client goes away, and answers the others", async () => {
    // No statement or query timeout: only the cancel can end the wait below (else the test times out).
    const t = await startTestApp({}, { statementTimeoutMs: 0, queryTimeoutMs: 600_000 });
    const blocker = new pg.Client({ connectionString: t.db.databaseUrl });
    await blocker.connect();
    try {
      const token = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const added = await t.clientWith(token).POST('/api/clients', {
        body: {
          firstname: 'Lock',
          lastname: 'Ed',
          email: 'locked@example.com',
          company: 'Held',
          phone: '555-0100',
          password: 'a-long-password-1',
        },
      });
      const id = added.data!.id;
      // Another session holds the client's row: the API's write waits on the lock until it is cancelled.
      await blocker.query('BEGIN');
      await blocker.query('SELECT 1 FROM people WHERE id = $1 FOR UPDATE', [id]);
      const waiting = async () => {
        const { rows } = await blocker.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return rows[0].n as number;
      };
      const { port } = new URL(t.baseUrl);
      const call = request({
        host: '127.0.0.1',
        port,
        path: '/api/clients',
        method: 'PATCH',
        headers: { token, 'content-type': 'application/json' },
      });
      call.on('error', () => undefined);
      call.end(JSON.stringify({ id, firstname: 'Changed' }));
      while ((await waiting()) === 0) await new Promise((resolve) => setTimeout(resolve, 10));

      call.destroy();
      while ((await waiting()) > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      await blocker.query('ROLLBACK');
      expect((await t.client.GET('/api/health')).response.status).toBe(200);
    } finally {
      await blocker.end();
      await t.close();
    }
  });
});

onPostgres("the API's statements", () => {
  it('are each limited to 10 s', async () => {
    const t = await startTestApp();
    try {
      const [{ statement_timeout }] = await t.running.database.dataSource.query('SHOW statement_timeout');
      expect(statement_timeout).toBe('10s');
    } finally {
      await t.close();
    }
  });
});
