import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { copyEmbeddedTemplate, serverTemplate, type DatabaseTemplate } from './database-template.js';

/** Where a test's database lives: a fresh database on the real server, or a fresh embedded one. */
export interface TestDatabase {
  /** Set when the test runs on the real PostgreSQL; absent means embedded PGlite under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Which kind this run uses, for test names. */
  kind: 'postgres' | 'embedded';
  dispose(): Promise<void>;
}

/**
 * Tests run on the embedded database by default, and on the PostgreSQL at DATABASE_URL when
 * TEST_DB=postgres (the test runner does both in CI). Each call gets its own database, so test
 * files can run in parallel without seeing each other's rows. With `options.template` it starts as a copy
 * of that template (see `migratedTemplate`), otherwise empty.
 */
export async function createTestDatabase(options: { template?: DatabaseTemplate } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-test-'));
  const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (!serverUrl) {
    if (options.template) await copyEmbeddedTemplate(options.template, dataDir);
    return { dataDir, kind: 'embedded', dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `atrium_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const from = options.template ? ` TEMPLATE ${await serverTemplate(options.template, serverUrl)}` : '';
  await admin.query(`CREATE DATABASE ${name}${from}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    kind: 'postgres',
    async dispose() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
