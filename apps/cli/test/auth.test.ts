import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '../../api/test/support/test-app.js';
import { runAtrium, scriptedPrompter, tempConfigDir } from './support/cli-harness.js';

// `atrium login / whoami / logout` in-process against the whole API on a fresh database.

let t: TestApp;
let config: Awaited<ReturnType<typeof tempConfigDir>>;
let env: Record<string, string>;
let credentialsFile: string;
beforeAll(async () => {
  t = await startTestApp();
  config = await tempConfigDir();
  env = { ATRIUM_CONFIG_DIR: config.dir };
  credentialsFile = join(config.dir, 'credentials.json');
});
afterAll(async () => {
  await t?.close();
  await config?.dispose();
});

const lines = (text: string) => text.trimEnd().split('\n');
const saved = async () => JSON.parse(await readFile(credentialsFile, 'utf8')) as Record<string, unknown>;

describe('atrium login → whoami → logout', () => {
  it('signs in with flags and saves the login, readable by its owner alone', async () => {
    const r = await runAtrium(['--server', t.baseUrl, 'login', '--email', ADMIN_EMAIL, '--password', ADMIN_PASSWORD], { env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(lines(r.stdout)).toEqual([`Signed in to ${t.baseUrl} as ${ADMIN_EMAIL} (admins)`]);
    expect((await stat(config.dir)).mode & 0o777).toBe(0o700);
    expect((await stat(credentialsFile)).mode & 0o777).toBe(0o600);
    expect(await saved()).toMatchObject({
      server: t.baseUrl,
      usertype: 'admins',
      firstname: 'Admin',
      email: ADMIN_EMAIL,
      userId: expect.any(Number),
      token: expect.any(String),
    });
  });

  it('whoami checks the session with the saved login’s server (no --server needed)', async () => {
    const r = await runAtrium(['whoami'], { env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(lines(r.stdout)).toEqual([
      `Email:       ${ADMIN_EMAIL}`,
      'Type:        admins',
      'First name:  Admin',
      `Server:      ${t.baseUrl}`,
    ]);

    const json = await runAtrium(['whoami', '--json'], { env });
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({
      email: ADMIN_EMAIL,
      usertype: 'admins',
      userId: expect.any(Number),
      firstname: 'Admin',
      server: t.baseUrl,
    });
  });

  it('logout revokes the token at the server and forgets it; whoami then fails', async () => {
    const { token } = (await saved()) as { token: string };
    const r = await runAtrium(['logout'], { env });
    expect(r).toMatchObject({ code: 0, stdout: 'Signed out\n', stderr: '' });
    await expect(stat(credentialsFile)).rejects.toMatchObject({ code: 'ENOENT' });
    const validate = await t.client.POST('/api/auth/validate', { body: { token } });
    expect(validate.response.status).toBe(401);

    const after = await runAtrium(['whoami'], { env });
    expect(after.code).toBe(1);
    expect(after.stdout).toBe('');
    expect(lines(after.stderr)).toEqual(['Error: Not signed in: run `atrium login`']);

    const again = await runAtrium(['logout'], { env });
    expect(again).toMatchObject({ code: 0, stdout: 'Already signed out\n' });
  });
});

describe('atrium login', () => {
  it('exits 1 with the server’s message on a wrong password, keeping the previous login', async () => {
    await runAtrium(['--server', t.baseUrl, 'login', '--email', ADMIN_EMAIL, '--password', ADMIN_PASSWORD], { env });
    const before = await saved();
    const r = await runAtrium(['--server', t.baseUrl, 'login', '--email', ADMIN_EMAIL, '--password', 'wrong-password'], { env });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(lines(r.stderr)).toEqual(['Error: Invalid email or password']);
    expect(await saved()).toEqual(before);
  });

  it('asks for what was not given: e-mail as input, password masked', async () => {
    const prompt = scriptedPrompter({ input: [ADMIN_EMAIL], password: [ADMIN_PASSWORD] });
    const r = await runAtrium(['login'], { env: { ...env, ATRIUM_SERVER: t.baseUrl }, interactive: true, prompt });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(prompt.asked).toEqual([
      { kind: 'input', message: 'E-mail:' },
      { kind: 'password', message: 'Password:' },
    ]);
    expect(await saved()).toMatchObject({ server: t.baseUrl, email: ADMIN_EMAIL });

    const onlyPassword = scriptedPrompter({ password: [ADMIN_PASSWORD] });
    const r2 = await runAtrium(['login', '--email', ADMIN_EMAIL], {
      env: { ...env, ATRIUM_SERVER: t.baseUrl },
      interactive: true,
      prompt: onlyPassword,
    });
    expect(r2.code).toBe(0);
    expect(onlyPassword.asked).toEqual([{ kind: 'password', message: 'Password:' }]);
  });

  it('--json answers the login without the token', async () => {
    const r = await runAtrium(['login', '--json', '--email', ADMIN_EMAIL, '--password', ADMIN_PASSWORD], {
      env: { ...env, ATRIUM_SERVER: t.baseUrl },
    });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(out).toEqual({ server: t.baseUrl, usertype: 'admins', userId: expect.any(Number), firstname: 'Admin', email: ADMIN_EMAIL });
    expect(r.stdout).not.toContain((await saved()).token as string);
  });
});

describe('a session revoked elsewhere', () => {
  it('whoami says the session expired; logout still signs out', async () => {
    await runAtrium(['--server', t.baseUrl, 'login', '--email', ADMIN_EMAIL, '--password', ADMIN_PASSWORD], { env });
    const { token } = (await saved()) as { token: string };
    expect((await t.clientWith(token).POST('/api/auth/logout')).response.status).toBe(204);

    const who = await runAtrium(['whoami'], { env });
    expect(who.code).toBe(1);
    expect(lines(who.stderr)).toEqual(['Error: Not signed in: the saved session has expired or was revoked; run `atrium login`']);

    const out = await runAtrium(['logout'], { env });
    expect(out).toMatchObject({ code: 0, stdout: 'Signed out\n', stderr: '' });
    await expect(stat(credentialsFile)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses to send the saved token to another server', async () => {
    await runAtrium(['--server', t.baseUrl, 'login', '--email', ADMIN_EMAIL, '--password', ADMIN_PASSWORD], { env });
    const r = await runAtrium(['whoami', '--server', 'http://127.0.0.1:9'], { env });
    expect(r.code).toBe(1);
    expect(lines(r.stderr)).toEqual([
      `Error: Not signed in to http://127.0.0.1:9 (the saved login is for ${t.baseUrl}): run \`atrium login --server http://127.0.0.1:9\``,
    ]);
  });
});
