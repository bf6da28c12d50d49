import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@atrium/testing';
import { loadConfig } from '../src/config/config.js';
import { createApp, type RunningApp } from '../src/create-app.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/test-app.js';
import { MIGRATED } from '../../../libs/infra/persistence/src/test/migrated-template.js';

// The embedded database lives inside the API process: it cannot go away on its own.
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('a database that goes away (issue 7, item 8)', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let running: RunningApp;
  let baseUrl: string;

  beforeAll(async () => {
    db = await createTestDatabase({ template: MIGRATED });
    const direct = new URL(db.databaseUrl!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(direct);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const config = loadConfig(
      { DATA_DIR: db.dataDir, ADMIN_EMAIL, ADMIN_PASSWORD, DATABASE_URL: viaProxy.toString() },
      { consoleDir: join(db.dataDir, 'no-console') },
    );
    running = await createApp(config, { logger: ['error'] });
    await running.app.listen({ port: 0, host: '127.0.0.1' });
    const address = running.app.getHttpServer().address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await proxy?.restore();
    await running?.close();
    await proxy?.close();
    await db?.dispose();
  });

  const signIn = () =>
    fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
  const listClients = (token: string) => fetch(`${baseUrl}/api/clients`, { headers: { token } });

  it('answers 503 with Retry-After while the database is unreachable, then serves again once it is back', async () => {
    const { token } = (await (await signIn()).json()) as { token: string };
    expect((await listClients(token)).status).toBe(200);

    await proxy.cut();
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

    await proxy.restore();
    expect((await listClients(token)).status).toBe(200);
    expect((await signIn()).status).toBe(200);
  });
});
