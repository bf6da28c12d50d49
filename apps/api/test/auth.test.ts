import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import jsonwebtoken from 'jsonwebtoken';
import type { Session } from '@atrium/api-client';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp, useTestApp } from './support/test-app.js';

let t: TestApp;
useTestApp((app) => (t = app));

describe('sessions (CONTRACT §3)', () => {
  it('signs the bootstrapped admin in, whatever the e-mail case', async () => {
    const { data, response } = await t.client.POST('/api/auth/login', {
      body: { email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ usertype: 'admins', firstname: 'Admin', email: ADMIN_EMAIL });
    const session = data as Session;
    expect(typeof session.userId).toBe('number');
    expect(session.token.split('.')).toHaveLength(3);
  });

  it('answers 401 with the same message for an unknown e-mail and a wrong password', async () => {
    const unknown = await t.client.POST('/api/auth/login', { body: { email: 'nobody@atrium.test', password: 'whatever-1' } });
    const wrong = await t.client.POST('/api/auth/login', { body: { email: ADMIN_EMAIL, password: 'wrong-password' } });
    expect(unknown.response.status).toBe(401);
    expect(wrong.response.status).toBe(401);
    expect(unknown.error).toEqual(wrong.error);
    expect(wrong.error).toMatchObject({ statusCode: 401, code: 'tenancy.invalid_credentials' });
  });

  it('answers 400 with per-field errors for a missing or mistyped field', async () => {
    const { response, error } = await t.client.POST('/api/auth/login', { body: { email: 'a@b.c', password: 12 as unknown as string } });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ code: 'kernel.invalid_input' });
    expect(error!.errors!.map((e) => e.field)).toContain('password');
  });

  it('accepts the token header and Authorization: Bearer, and logout revokes', async () => {
    const token = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const viaHeader = await t.client.POST('/api/auth/validate', { body: { token } });
    expect(viaHeader.data).toMatchObject({ usertype: 'admins', email: ADMIN_EMAIL });

    const bearer = await fetch(`${t.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, domain: 'ignored.example' },
    });
    expect(bearer.status).toBe(204);
    const after = await t.client.POST('/api/auth/validate', { body: { token } });
    expect(after.response.status).toBe(401);
    const reuse = await t.clientWith(token).POST('/api/auth/logout');
    expect(reuse.response.status).toBe(401);
  });

  it('refuses a forged or malformed credential', async () => {
    const token = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const forged = token.slice(0, -3) + (token.endsWith('abc') ? 'xyz' : 'abc');
    expect((await t.client.POST('/api/auth/validate', { body: { token: forged } })).response.status).toBe(401);
    expect((await t.clientWith('not-a-jwt').POST('/api/auth/logout')).response.status).toBe(401);
  });

  it("takes the role and person from the session's row, not from what the token claims (issue 18)", async () => {
    // A client's session, and a token for it signed with the server's own secret (as a leaked secret would
    // allow) that claims an admin: the claims alone once made it an admin.
    const admin = t.clientWith(await t.login(ADMIN_EMAIL, ADMIN_PASSWORD));
    const email = `claims-${Date.now()}@example.com`;
    const body = { firstname: 'Cla', lastname: 'Ims', company: 'Claims Inc', email, phone: '555', password: 'client-password-1' };
    expect((await admin.POST('/api/clients', { body })).response.status).toBe(200);
    const token = await t.login(email, 'client-password-1');
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    const secret = readFileSync(join(t.db.dataDir, 'jwt-secret'), 'utf8').trim();
    const sign = (extra: Record<string, unknown>) => jsonwebtoken.sign({ ...claims, ...extra }, secret, { algorithm: 'HS256' });

    expect((await t.clientWith(token).GET('/api/clients')).response.status).toBe(403);
    expect((await t.clientWith(sign({ usertype: 'admins' })).GET('/api/clients')).response.status).toBe(401);
    expect((await t.clientWith(sign({ sub: '1' })).GET('/api/invoices')).response.status).toBe(401);
    expect((await t.client.POST('/api/auth/validate', { body: { token: sign({ usertype: 'admins' }) } })).response.status).toBe(401);
    expect((await t.client.POST('/api/auth/validate', { body: { token } })).data).toMatchObject({ usertype: 'clients', email });
  });

  it('changes the password: mismatch refused with the spec message, old password checked, other sessions revoked', async () => {
    const first = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const second = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const api = t.clientWith(second);

    const mismatch = await api.PATCH('/api/auth/login', {
      body: { oldPassword: ADMIN_PASSWORD, newPassword: 'new-password-1', confirmPassword: 'new-password-2' },
    });
    expect(mismatch.response.status).toBe(400);
    expect(mismatch.error!.message).toBe('Passwords do not match, please retry.');

    const wrongOld = await api.PATCH('/api/auth/login', {
      body: { oldPassword: 'not-it-at-all', newPassword: 'new-password-1', confirmPassword: 'new-password-1' },
    });
    expect(wrongOld.response.status).toBe(400);
    expect(wrongOld.error!.code).toBe('tenancy.wrong_old_password');

    // Users change their password on PATCH /auth/password; an admin may not use it.
    const wrongRoute = await api.PATCH('/api/auth/password', {
      body: { oldPassword: ADMIN_PASSWORD, newPassword: 'new-password-1', confirmPassword: 'new-password-1' },
    });
    expect(wrongRoute.response.status).toBe(403);

    const ok = await api.PATCH('/api/auth/login', {
      body: { oldPassword: ADMIN_PASSWORD, newPassword: 'new-password-1', confirmPassword: 'new-password-1' },
    });
    expect(ok.response.status).toBe(204);
    expect((await t.client.POST('/api/auth/validate', { body: { token: first } })).response.status).toBe(401);
    expect((await t.client.POST('/api/auth/validate', { body: { token: second } })).response.status).toBe(200);
    expect((await t.client.POST('/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).response.status).toBe(401);
    await t.login(ADMIN_EMAIL, 'new-password-1');

    const back = await api.PATCH('/api/auth/login', {
      body: { oldPassword: 'new-password-1', newPassword: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD },
    });
    expect(back.response.status).toBe(204);
  });
});
