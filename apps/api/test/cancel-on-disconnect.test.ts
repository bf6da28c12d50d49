import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Global, Inject, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { request } from 'node:http';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { openDatabase, type Database } from '@atrium/persistence';
import { createTestDatabase, type TestDatabase } from '@atrium/testing';
import { RequestQueriesModule } from '../src/http/request-queries.module.js';
import { startTestApp } from './support/test-app.js';
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
    // As in the app: the DataSource is global, RequestQueriesModule is the production module under test.
    @Global()
    @Module({ providers: [{ provide: DataSource, useValue: database.dataSource }], exports: [DataSource] })
    class TestCoreModule {}
    @Module({ imports: [TestCoreModule, RequestQueriesModule], controllers: [SlowController] })
    class TestAppModule {}
    app = await NestFactory.create<NestFastifyApplication>(TestAppModule, new FastifyAdapter(), {
      logger: ['error'],
      abortOnError: false,
    });
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
    expect(outcomes[0]).toMatchObject({ driverError: { code: '57014' } });
    expect(await slowStatements()).toBe(0);
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
