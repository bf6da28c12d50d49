import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { totpCode } from '@atrium/testing';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '../../api/test/support/test-app.js';
import { lines, runAtrium, scriptedPrompter, tempConfigDir } from './support/cli-harness.js';

// `atrium login` for someone with two-factor sign-in: the code is asked for after the password.

let t: TestApp;
let config: Awaited<ReturnType<typeof tempConfigDir>>;
let env: Record<string, string>;
const email = 'cli-two-factor@example.com';
const password = 'client-password-1';
let secret: string;
let recoveryCodes: string[];

beforeAll(async () => {
  t = await startTestApp();
  config = await tempConfigDir();
  env = { ATRIUM_CONFIG_DIR: config.dir, ATRIUM_SERVER: t.baseUrl };
  const admin = t.clientWith(await t.login(ADMIN_EMAIL, ADMIN_PASSWORD));
  await admin.POST('/api/clients', { body: { firstname: 'Cli', lastname: 'Tf', company: 'C', email, phone: '5', password } });
  const client = t.clientWith(await t.login(email, password));
  secret = (await client.POST('/api/auth/2fa/setup', { body: {} })).data!.secret;
  recoveryCodes = (await client.POST('/api/auth/2fa/confirm', { body: { code: await totpCode(secret, -1) } })).data!.recoveryCodes;
});
afterAll(async () => {
  await t?.close();
  await config?.dispose();
});

describe('atrium login with two-factor sign-in', () => {
  it('asks for the authenticator code after the password and saves the session', async () => {
    const code = await totpCode(secret);
    const prompt = scriptedPrompter({ input: [code], password: [password] });
    const r = await runAtrium(['login', '--email', email], { env, interactive: true, prompt });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(prompt.asked).toEqual([
      { kind: 'password', message: 'Password:' },
      { kind: 'input', message: 'Authentication code (or a recovery code):' },
    ]);
    expect(lines(r.stdout)).toEqual([`Signed in to ${t.baseUrl} as ${email} (clients)`]);
    expect((await runAtrium(['whoami', '--json'], { env })).stdout).toContain(email);
  });

  it('takes --code (a recovery code here) without a terminal, and says what is missing without it', async () => {
    const missing = await runAtrium(['login', '--email', email, '--password', password], { env });
    expect(missing.code).toBe(2);
    expect(lines(missing.stderr)).toEqual(['Error: Missing --code (stdin is not a terminal, so it cannot be asked for)']);

    const r = await runAtrium(['login', '--email', email, '--password', password, '--code', recoveryCodes[0]], { env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const again = await runAtrium(['login', '--email', email, '--password', password, '--code', recoveryCodes[0]], { env });
    expect(again.code).toBe(1);
    expect(lines(again.stderr)).toEqual(['Error: Invalid authentication code']);
  });
});
