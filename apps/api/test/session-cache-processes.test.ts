import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { loadConfig } from '../src/config/config.js';
import { ActiveSessionCache } from '@atrium/persistence';
import { createApp, type RunningApp } from '../src/create-app.js';
import { JOB_QUEUE } from '../src/platform/platform.tokens.js';
import { statementsOf, touchesSessions } from './support/statements.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from './support/test-app.js';

// Several API processes share one database only on a real PostgreSQL (the embedded one lives in its process).
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('two API processes on one database (issue 7, item 3)', () => {
  let a: TestApp;
  let b: RunningApp;
  let bUrl: string;

  beforeAll(async () => {
    a = await startTestApp();
    // Same database and DATA_DIR (so the same generated JWT secret), as processes behind a load balancer.
    const config = loadConfig(
      { DATA_DIR: a.db.dataDir, ADMIN_EMAIL, ADMIN_PASSWORD, DATABASE_URL: a.db.databaseUrl! },
      { consoleDir: join(a.db.dataDir, 'no-console') },
    );
    b = await createApp(config, { logger: ['error'] });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const address = b.app.getHttpServer().address();
    bUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // B's job poller shares its DataSource: stopped, the statements counted on B are the requests' own.
    await b.app.get<{ stop(): Promise<void> }>(JOB_QUEUE).stop();
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const call = (base: string, method: string, path: string, token?: string, body?: unknown) =>
    fetch(`${base}/api${path}`, {
      method,
      headers: { ...(token ? { token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  /** B answers from its cache: the request reaches the list without asking the database about the session. */
  const cachedOnB = async (token: string) => {
    let status = 0;
    const sql = await statementsOf(b.database.dataSource, async () => (status = (await call(bUrl, 'GET', '/clients', token)).status));
    return status === 200 && sql.length > 0 && !sql.some(touchesSessions);
  };

  const sidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
  /**
   * A NOTIFY reaches the other process asynchronously, within milliseconds of the commit (on a loaded
   * machine a request can overtake it): wait for B to have heard of the revocation, an event, not a time.
   */
  const heardOnB = async (token: string) => {
    const cache = b.app.get(ActiveSessionCache);
    while (cache.isActive(sidOf(token), new Date())) await new Promise((resolve) => setTimeout(resolve, 1));
  };

  it('a logout in one process refuses the token in the other at once', async () => {
    // Separate caches, as in separate processes: only the database's notifications connect them.
    expect(b.app.get(ActiveSessionCache)).not.toBe(a.running.app.get(ActiveSessionCache));
    const token = await a.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await call(bUrl, 'GET', '/clients', token)).status).toBe(200);
    expect(await cachedOnB(token)).toBe(true);

    expect((await call(a.baseUrl, 'POST', '/auth/logout', token)).status).toBe(204);
    await heardOnB(token);
    expect((await call(bUrl, 'GET', '/clients', token)).status).toBe(401);
  });

  it("a password change in one process refuses the person's other tokens in the other", async () => {
    const other = await a.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const changer = await a.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await call(bUrl, 'GET', '/clients', other)).status).toBe(200);
    expect(await cachedOnB(other)).toBe(true);

    const body = { oldPassword: ADMIN_PASSWORD, newPassword: 'new-password-1', confirmPassword: 'new-password-1' };
    expect((await call(a.baseUrl, 'PATCH', '/auth/login', changer, body)).status).toBe(204);
    await heardOnB(other);
    expect((await call(bUrl, 'GET', '/clients', other)).status).toBe(401);
    expect((await call(bUrl, 'GET', '/clients', changer)).status).toBe(200);
    const back = { oldPassword: 'new-password-1', newPassword: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD };
    expect((await call(a.baseUrl, 'PATCH', '/auth/login', changer, back)).status).toBe(204);
  });

  it("deleting a client in one process refuses the client's token in the other", async () => {
    const admin = await a.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const email = `gone-${Date.now()}@example.com`;
    const created = await call(a.baseUrl, 'POST', '/clients', admin, {
      firstname: 'Gone',
      lastname: 'Soon',
      company: 'Gone Inc',
      email,
      phone: '555-0100',
      password: 'password-123',
    });
    expect(created.ok).toBe(true);
    const { id } = (await created.json()) as { id: number };
    const token = await a.login(email, 'password-123');
    expect((await call(bUrl, 'POST', '/auth/validate', undefined, { token })).status).toBe(200);
    const validateOnB = () => call(bUrl, 'POST', '/auth/validate', undefined, { token });
    expect(await statementsOf(b.database.dataSource, async () => expect((await validateOnB()).status).toBe(200))).toEqual([]);

    expect((await call(a.baseUrl, 'DELETE', `/clients?id=${id}`, admin)).status).toBe(204);
    await heardOnB(token);
    expect((await call(bUrl, 'POST', '/auth/validate', undefined, { token })).status).toBe(401);
  });
});
