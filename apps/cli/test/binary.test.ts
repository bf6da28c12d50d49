import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '../../api/test/support/test-app.js';
import { tempConfigDir } from './support/cli-harness.js';

// The built binary, spawned like a user would (`node tools/build.mjs --server-only` first).
// Skipped when apps/cli/dist is missing, i.e. nothing was built.

const cliDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(cliDir, 'bin', 'atrium.js');
const built = existsSync(join(cliDir, 'dist', 'main.js'));

let t: TestApp;
let config: Awaited<ReturnType<typeof tempConfigDir>>;
beforeAll(async () => {
  if (!built) return;
  t = await startTestApp();
  config = await tempConfigDir();
});
afterAll(async () => {
  await t?.close();
  await config?.dispose();
});

/** Asynchronous on purpose: the API answering the binary runs in this very process. */
function atrium(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [bin, ...args],
      { env: { PATH: process.env.PATH ?? '', HOME: config.dir, ATRIUM_CONFIG_DIR: config.dir, ...env }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(); // stdin is a pipe, not a terminal
  });
}

(built ? it : it.skip)(
  'login, whoami, logout through the built binary; failures are one line and a non-zero status',
  async () => {
    const login = await atrium(['login', '--email', ADMIN_EMAIL, '--password', ADMIN_PASSWORD], { ATRIUM_SERVER: t.baseUrl });
    expect(login).toEqual({ code: 0, stdout: `Signed in to ${t.baseUrl} as ${ADMIN_EMAIL} (admins)\n`, stderr: '' });
    expect((await stat(join(config.dir, 'credentials.json'))).mode & 0o777).toBe(0o600);

    const who = await atrium(['whoami', '--json']);
    expect(who.code).toBe(0);
    expect(JSON.parse(who.stdout)).toMatchObject({ email: ADMIN_EMAIL, usertype: 'admins', server: t.baseUrl });

    expect(await atrium(['logout'])).toEqual({ code: 0, stdout: 'Signed out\n', stderr: '' });
    expect(await atrium(['whoami'])).toEqual({ code: 1, stdout: '', stderr: 'Error: Not signed in: run `atrium login`\n' });

    const wrong = await atrium(['login', '--server', t.baseUrl, '--email', ADMIN_EMAIL, '--password', 'wrong-password']);
    expect(wrong).toEqual({ code: 1, stdout: '', stderr: 'Error: Invalid email or password\n' });

    const noPassword = await atrium(['login', '--server', t.baseUrl, '--email', ADMIN_EMAIL]);
    expect(noPassword).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Error: Missing --password (stdin is not a terminal, so it cannot be asked for)\n',
    });

    const usage = await atrium(['frobnicate']);
    expect(usage.code).toBe(2);
    expect(usage.stderr.trimEnd().split('\n')).toHaveLength(1);
  },
  60_000,
);
