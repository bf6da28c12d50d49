import { afterAll, afterEach, beforeAll, expect } from '@jest/globals';
import { join } from 'node:path';
import { createApiClient, isSession, type AtriumClient } from '@atrium/api-client';
import { createTestDatabase, type TestDatabase } from '@atrium/testing';
import { MIGRATED } from '../../../../libs/infra/persistence/src/test/migrated-template.js';
import { loadConfig } from '../../src/config/config.js';
import { createApp, type RunningApp, type ServerLimits } from '../../src/create-app.js';
import { OwnWritesAudit } from './own-writes-audit.js';

export const ADMIN_EMAIL = 'admin@atrium.test';
export const ADMIN_PASSWORD = 'admin-password-1';

export interface TestApp {
  running: RunningApp;
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  db: TestDatabase;
  /** An anonymous client. */
  client: AtriumClient;
  /** A client that sends `token` on every call. */
  clientWith(token: string): AtriumClient;
  /**
   * A statement written directly, past the API (e.g. a subscription's modules, which no API changes): the
   * caches are told to start over, since no repository names what it changed (the product's own writes do).
   */
  writeDirectly(text: string, params?: unknown[]): Promise<unknown>;
  /** Whether every write of the app forgot what it changed (see OwnWritesAudit); checked after each test. */
  audit: OwnWritesAudit;
  /** Signs in and answers the credential. */
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** The first test file of a run also builds that template: beyond a test's 60 s on a busy machine. */
export const SETUP_TIMEOUT_MS = 180_000;

/**
 * The whole API on a fresh database (embedded, or the real PostgreSQL when TEST_DB=postgres), listening
 * on a free loopback port, so tests go through HTTP and the generated client like any caller.
 */
export async function startTestApp(env: Record<string, string> = {}, limits: Partial<ServerLimits> = {}): Promise<TestApp> {
  const db = await createTestDatabase({ template: MIGRATED });
  const config = loadConfig(
    { DATA_DIR: db.dataDir, ADMIN_EMAIL, ADMIN_PASSWORD, ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}), ...env },
    { consoleDir: join(db.dataDir, 'no-console') },
  );
  const audit = new OwnWritesAudit(!db.databaseUrl);
  const running = await createApp(config, { logger: ['error'], limits, database: { onConnect: audit.listenOn } });
  audit.attach(running.database);
  await running.app.listen({ port: 0, host: '127.0.0.1' });
  const address = running.app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const clientWith = (token: string) => createApiClient({ baseUrl, getToken: () => token });
  const client = createApiClient({ baseUrl });
  return {
    running,
    baseUrl,
    db,
    client,
    clientWith,
    audit,
    async writeDirectly(text, params = []) {
      const result: unknown = await running.database.dataSource.query(text, params);
      audit.forgotAll();
      return result;
    },
    async login(email, password) {
      const { data, response } = await client.POST('/api/auth/login', { body: { email, password } });
      if (!response.ok || !data) throw new Error(`login of ${email} failed with ${response.status}`);
      if (!isSession(data)) throw new Error(`login of ${email} asks for a second factor (${data.twoFactor})`);
      return data.token;
    },
    async close() {
      await running.close();
      await db.dispose();
    },
  };
}

/**
 * A test file's API: started before its tests, closed after them; `use` receives it (and `env` adds
 * variables, e.g. REDIS_URL; `limits` shortens the server's timeouts).
 */
export function useTestApp(use: (app: TestApp) => void, env: Record<string, string> = {}, limits: Partial<ServerLimits> = {}): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp(env, limits);
    use(app);
  }, SETUP_TIMEOUT_MS);
  afterEach(async () => {
    if (app) expect(await app.audit.unmatched()).toEqual([]);
  });
  afterAll(async () => {
    await app?.close();
  });
}
