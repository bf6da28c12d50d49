import { describe, expect, it } from '@jest/globals';
import { isSession, type Session, type SignInAnswer, type TwoFactorChallenge } from '@atrium/api-client';
import { totpCode } from '@atrium/testing';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp, useTestApp } from './support/test-app.js';

// Two-factor sign-in (issue 22 §3) through HTTP and the generated client, on both databases.

let t: TestApp;
useTestApp((app) => (t = app));

const PASSWORD = 'client-password-1';
let serial = 0;

const signIn = async (email: string, password = PASSWORD) => {
  const r = await t.client.POST('/api/auth/login', { body: { email, password } });
  return { status: r.response.status, data: r.data as SignInAnswer, error: r.error };
};
const secondStep = (challenge: string, code: string) => t.client.POST('/api/auth/2fa', { body: { challenge, code } });

async function newClient(): Promise<{ id: number; email: string; token: string }> {
  const admin = t.clientWith(await t.login(ADMIN_EMAIL, ADMIN_PASSWORD));
  const email = `two-factor-${++serial}-${Date.now()}@example.com`;
  const body = { firstname: 'Two', lastname: 'Factor', company: 'TF Inc', email, phone: '555', password: PASSWORD };
  const { data } = await admin.POST('/api/clients', { body });
  return { id: data!.id, email, token: await t.login(email, PASSWORD) };
}

/** A client with an authenticator on (confirmed with the previous step's code, leaving this step's and the next). */
async function clientWithTwoFactor() {
  const client = await newClient();
  const api = t.clientWith(client.token);
  const setup = await api.POST('/api/auth/2fa/setup', { body: {} });
  expect(setup.response.status).toBe(200);
  const { secret } = setup.data!;
  const confirmed = await api.POST('/api/auth/2fa/confirm', { body: { code: await totpCode(secret, -1) } });
  expect(confirmed.response.status).toBe(200);
  return { ...client, api, secret, recoveryCodes: confirmed.data!.recoveryCodes };
}

describe('two-factor sign-in', () => {
  it('sets up an authenticator: QR code and secret, confirmed by a code, ten recovery codes shown once', async () => {
    const client = await newClient();
    const api = t.clientWith(client.token);
    expect((await api.GET('/api/auth/2fa')).data).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const setup = await api.POST('/api/auth/2fa/setup', { body: {} });
    expect(setup.data).toMatchObject({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      qrCode: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(setup.data!.otpauthUri).toContain(`secret=${setup.data!.secret}`);
    const stored: Array<{ sealed_secret: string }> = await t.running.database.dataSource.query(
      `SELECT sealed_secret FROM two_factor_authenticators`,
    );
    expect(stored.map((r) => r.sealed_secret).join()).not.toContain(setup.data!.secret);

    const wrong = await api.POST('/api/auth/2fa/confirm', { body: { code: '000000' } });
    expect(wrong.response.status).toBe(400);
    expect(wrong.error).toMatchObject({ code: 'tenancy.wrong_two_factor_code', errors: [{ field: 'code' }] });
    const confirmed = await api.POST('/api/auth/2fa/confirm', { body: { code: await totpCode(setup.data!.secret) } });
    expect(confirmed.data!.recoveryCodes).toHaveLength(10);
    expect(confirmed.data!.session).toBeUndefined();
    expect((await api.GET('/api/auth/2fa')).data).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    const again = await api.POST('/api/auth/2fa/setup', { body: {} });
    expect([again.response.status, again.error?.code]).toEqual([409, 'tenancy.two_factor_already_enabled']);
  });

  it('asks for a code after the password; a wrong code is 401, the right one answers the session, never twice', async () => {
    const c = await clientWithTwoFactor();
    const first = await signIn(c.email);
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ twoFactor: 'code_required', challenge: expect.any(String), expiresIn: 300 });
    const { challenge } = first.data as TwoFactorChallenge;

    const wrong = await secondStep(challenge, '000000');
    expect([wrong.response.status, wrong.error?.code]).toEqual([401, 'tenancy.invalid_two_factor_code']);
    const code = await totpCode(c.secret);
    const ok = await secondStep(challenge, code);
    expect(ok.data).toMatchObject({ usertype: 'clients', email: c.email, token: expect.any(String) });
    expect((await t.clientWith(ok.data!.token).GET('/api/auth/2fa')).response.status).toBe(200);
    expect((await secondStep(challenge, await totpCode(c.secret, 1))).error?.code).toBe('tenancy.two_factor_challenge_expired');

    const replay = await secondStep(((await signIn(c.email)).data as TwoFactorChallenge).challenge, code);
    expect([replay.response.status, replay.error?.code]).toEqual([401, 'tenancy.invalid_two_factor_code']);
    const next = await secondStep(((await signIn(c.email)).data as TwoFactorChallenge).challenge, await totpCode(c.secret, 1));
    expect(next.response.status).toBe(200);
  });

  it('takes a recovery code once instead of the authenticator', async () => {
    const c = await clientWithTwoFactor();
    const code = c.recoveryCodes[0].toUpperCase();
    const ok = await secondStep(((await signIn(c.email)).data as TwoFactorChallenge).challenge, code);
    expect(ok.response.status).toBe(200);
    const again = await secondStep(((await signIn(c.email)).data as TwoFactorChallenge).challenge, code);
    expect(again.error?.code).toBe('tenancy.invalid_two_factor_code');
    expect((await c.api.GET('/api/auth/2fa')).data).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('turns off only with the password and a code', async () => {
    const c = await clientWithTwoFactor();
    const off = (password: string, code: string) => c.api.POST('/api/auth/2fa/disable', { body: { password, code } });
    const badPassword = await off('wrong-password', await totpCode(c.secret));
    expect([badPassword.response.status, badPassword.error?.code]).toEqual([400, 'tenancy.wrong_password']);
    const badCode = await off(PASSWORD, '000000');
    expect([badCode.response.status, badCode.error?.code]).toEqual([400, 'tenancy.wrong_two_factor_code']);
    expect((await off(PASSWORD, await totpCode(c.secret))).response.status).toBe(204);
    expect(isSession((await signIn(c.email)).data)).toBe(true);
    expect((await off(PASSWORD, '123456')).error?.code).toBe('tenancy.two_factor_not_enabled');
  });

  it("lets an admin reset a client's second factor", async () => {
    const c = await clientWithTwoFactor();
    const admin = t.clientWith(await t.login(ADMIN_EMAIL, ADMIN_PASSWORD));
    expect((await c.api.PATCH('/api/clients/two-factor', { body: { id: c.id } })).response.status).toBe(403);
    expect((await admin.PATCH('/api/clients/two-factor', { body: { id: 999_999 } })).response.status).toBe(404);
    expect((await admin.PATCH('/api/clients/two-factor', { body: { id: c.id } })).response.status).toBe(204);
    expect(isSession((await signIn(c.email)).data)).toBe(true);
    // The reset is in the audit trail, by the admin, without the secret.
    const trail = await admin.GET('/api/audit', {
      params: { query: { resource: 'two_factor_authenticators', record: String(c.id), action: 'delete' } as never },
    });
    expect(trail.data).toEqual([expect.objectContaining({ actorKind: 'person', actorRole: 'admins', recordId: c.id })]);
    expect(JSON.stringify(trail.data)).not.toMatch(/sealed_secret|last_used_step/);
  });

  it('when required for all, admins and clients without a factor set one up before their session opens', async () => {
    const admin = t.clientWith(await t.login(ADMIN_EMAIL, ADMIN_PASSWORD));
    const withFactor = await clientWithTwoFactor();
    const client = await newClient();
    expect((await t.clientWith(client.token).PATCH('/api/auth/2fa/policy', { body: { required: true } })).response.status).toBe(403);
    expect((await admin.PATCH('/api/auth/2fa/policy', { body: { required: true } })).response.status).toBe(204);
    try {
      expect((await admin.GET('/api/auth/2fa/policy')).data).toEqual({ required: true });
      const answer = await signIn(client.email);
      expect(answer.data).toMatchObject({ twoFactor: 'setup_required' });
      const { challenge } = answer.data as TwoFactorChallenge;
      expect((await secondStep(challenge, '123456')).error?.code).toBe('tenancy.two_factor_challenge_expired');
      const setup = await t.client.POST('/api/auth/2fa/setup', { body: { challenge } });
      expect(setup.response.status).toBe(200);
      const confirmed = await t.client.POST('/api/auth/2fa/confirm', { body: { challenge, code: await totpCode(setup.data!.secret) } });
      expect(confirmed.data!.recoveryCodes).toHaveLength(10);
      const session = confirmed.data!.session as Session;
      expect(session).toMatchObject({ usertype: 'clients', email: client.email });
      // The sign-in that ended with the setup is in the audit trail.
      const signIns = await admin.GET('/api/audit', { params: { query: { action: 'sign_in', actor: String(client.id) } as never } });
      expect((signIns.data ?? []).length).toBeGreaterThanOrEqual(2);
      expect((await t.clientWith(session.token).GET('/api/auth/2fa')).data).toEqual({
        enabled: true,
        required: true,
        recoveryCodesLeft: 10,
      });
      expect((await t.client.POST('/api/auth/2fa/setup', { body: { challenge } })).response.status).toBe(401);
      expect((await signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).data).toMatchObject({ twoFactor: 'setup_required' });

      const off = await withFactor.api.POST('/api/auth/2fa/disable', {
        body: { password: PASSWORD, code: await totpCode(withFactor.secret) },
      });
      expect([off.response.status, off.error?.code]).toEqual([409, 'tenancy.two_factor_required']);
    } finally {
      expect((await admin.PATCH('/api/auth/2fa/policy', { body: { required: false } })).response.status).toBe(204);
    }
    expect(isSession((await signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).data)).toBe(true);
  });

  it('limits code guesses like passwords: past the limit even the right code waits', async () => {
    const c = await clientWithTwoFactor();
    const { challenge } = (await signIn(c.email)).data as TwoFactorChallenge;
    for (let i = 0; i < 5; i++) expect((await secondStep(challenge, '999999')).response.status).toBe(401);
    const limited = await secondStep(challenge, await totpCode(c.secret));
    expect(limited.response.status).toBe(429);
    expect(limited.error?.code).toBe('tenancy.too_many_attempts');
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
