import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@atrium/testing';
import { loadConfig } from '../src/config/config.js';
import { createApp, type RunningApp, type ServerLimits } from '../src/create-app.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/test-app.js';
import { MIGRATED } from '../../../libs/infra/persistence/src/test/migrated-template.js';

// The embedded database lives inside the API process: it cannot go away on its own.
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

/** An API whose PostgreSQL is reached through a TCP proxy the test controls. */
function useApiBehindProxy(limits: Partial<ServerLimits> = {}) {
  const state = {} as { db: TestDatabase; proxy: TcpProxy; running: RunningApp; baseUrl: string };

  beforeAll(async () => {
    state.db = await createTestDatabase({ template: MIGRATED });
    const direct = new URL(state.db.databaseUrl!);
    state.proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(direct);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(state.proxy.port);
    const config = loadConfig(
      { DATA_DIR: state.db.dataDir, ADMIN_EMAIL, ADMIN_PASSWORD, DATABASE_URL: viaProxy.toString() },
      { consoleDir: join(state.db.dataDir, 'no-console') },
    );
    state.running = await createApp(config, { logger: ['error'], limits });
    await state.running.app.listen({ port: 0, host: '127.0.0.1' });
    const address = state.running.app.getHttpServer().address();
    state.baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await state.proxy?.restore();
    await state.running?.close();
    await state.proxy?.close();
    await state.db?.dispose();
  });

  // A request that hangs fails the test here rather than at jest's timeout.
  const bounded = () => ({ signal: AbortSignal.timeout(60_000) });
  return {
    get proxy() {
      return state.proxy;
    },
    signIn: () =>
      fetch(`${state.baseUrl}/api/auth/login`, {
        ...bounded(),
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      }),
    listClients: (token: string) => fetch(`${state.baseUrl}/api/clients`, { ...bounded(), headers: { token } }),
  };
}

onPostgres('a database that goes away (issue 7, item 8)', () => {
  const api = useApiBehindProxy();
  const { signIn, listClients } = api;

  it('answers 503 with Retry-After while the database is unreachable, then serves again once it is back', async () => {
    const { token } = (await (await signIn()).json()) as { token: string };
    expect((await listClients(token)).status).toBe(200);

    await api.proxy.cut();
    // The first requests meet pooled connections that died, the later ones a refused connect: both are 503.
    for (let i = 0; i < 3; i++) {
      const list = await listClients(token);
      expect(list.status).toBe(503);
      expect(list.headers.get('retry-after')).toBe('5');
      expect(await list.json()).toEqual({
        statusCode: 503,
        code: 'http.database_unavailable',
        message: 'The database is unavailable, please try again shortly',
      });
    }
    expect((await signIn()).status).toBe(503);

    await api.proxy.restore();
    expect((await listClients(token)).status).toBe(200);
    expect((await signIn()).status).toBe(200);
  });
});

onPostgres('a network partition to the database (issue 18)', () => {
  // PostgreSQL's answers stop coming and nobody says so: only the API's own query timeout can tell.
  const api = useApiBehindProxy({ statementTimeoutMs: 1_000, queryTimeoutMs: 2_000 });

  it('answers 503 with Retry-After once the query timeout has passed, not when the partition ends; then serves again', async () => {
    const { token } = (await (await api.signIn()).json()) as { token: string };
    expect((await api.listClients(token)).status).toBe(200);

    api.proxy.blackHole();
    for (const answer of [await api.listClients(token), await api.signIn()]) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toMatchObject({ statusCode: 503, code: expect.stringMatching(/^http\.database_(timeout|unavailable)$/) });
    }

    await api.proxy.restore();
    let status = 0;
    // Connections the partition stranded are ended as their queries time out; new ones connect at once.
    for (let i = 0; i < 20 && status !== 200; i++) status = (await api.listClients(token)).status;
    expect(status).toBe(200);
  });
});
