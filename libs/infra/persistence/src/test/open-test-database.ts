import { afterAll, beforeAll } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '@atrium/testing';
import { openDatabase, type Database } from '../database/data-source.js';
import { MIGRATED } from './migrated-template.js';

/** The first spec file of a run also builds that template: beyond a test's 60 s on a busy machine. */
const SETUP_TIMEOUT_MS = 180_000;

export interface OpenTestDatabase {
  readonly database: Database;
  /** The manager repositories are built on, outside any transaction. */
  readonly db: EntityManager;
  readonly kind: TestDatabase['kind'];
  readonly databaseUrl: string | undefined;
  /** Plain SQL, to seed rows and to read back what a repository wrote without trusting it. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

/**
 * A fresh, migrated database for one spec file: embedded by default, the PostgreSQL at DATABASE_URL when
 * TEST_DB=postgres. Call it at the top of a `describe`; the database opens before its tests and is dropped after.
 */
export function useTestDatabase(): OpenTestDatabase {
  let testDb: TestDatabase | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase({ template: MIGRATED });
    database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await database?.close();
    await testDb?.dispose();
  });
  const opened = () => {
    if (!database || !testDb) throw new Error('useTestDatabase: the database opens in beforeAll; use it inside a test');
    return { database, testDb };
  };
  return {
    get database() {
      return opened().database;
    },
    get db() {
      return opened().database.dataSource.manager;
    },
    get kind() {
      return opened().testDb.kind;
    },
    get databaseUrl() {
      return opened().testDb.databaseUrl;
    },
    sql: (text, params) => opened().database.dataSource.query(text, params),
  };
}
