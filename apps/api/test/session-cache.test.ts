import { beforeAll, describe, expect, it } from '@jest/globals';
import { JOB_QUEUE } from '../src/platform/platform.tokens.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp, useTestApp } from './support/test-app.js';
import { statementsOf, touchesSessions } from './support/statements.js';

let t: TestApp;
useTestApp((app) => (t = app));
// The job poller shares the DataSource: stopped, the statements counted are the requests' own.
beforeAll(() => t.running.app.get<{ stop(): Promise<void> }>(JOB_QUEUE).stop());

const call = (method: string, path: string, token?: string, body?: unknown) =>
  fetch(`${t.baseUrl}/api${path}`, {
    method,
    headers: { ...(token ? { token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
const statements = (work: () => Promise<unknown>) => statementsOf(t.running.database.dataSource, work);

describe('the session check (issue 7, item 3)', () => {
  it('reads the session once; later list requests issue only the list query; logout refuses the token at once', async () => {
    const token = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    let status = 0;
    const first = await statements(async () => (status = (await call('GET', '/clients', token)).status));
    expect(status).toBe(200);
    expect(first.filter(touchesSessions)).toHaveLength(1);

    const second = await statements(async () => (status = (await call('GET', '/clients', token)).status));
    expect(status).toBe(200);
    expect(second.length).toBeGreaterThan(0);
    expect(second).toEqual(first.filter((sql) => !touchesSessions(sql)));

    expect((await call('POST', '/auth/logout', token)).status).toBe(204);
    expect((await call('GET', '/clients', token)).status).toBe(401);
  });

  it("refuses a cached client's token as soon as the client is deleted (the sessions go by cascade)", async () => {
    const admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const email = `gone-${Date.now()}@example.com`;
    const created = await call('POST', '/clients', admin, {
      firstname: 'Gone',
      lastname: 'Soon',
      company: 'Gone Inc',
      email,
      phone: '555-0100',
      password: 'password-123',
    });
    expect(created.ok).toBe(true);
    const { id } = (await created.json()) as { id: number };
    const token = await t.login(email, 'password-123');
    expect((await call('POST', '/auth/validate', undefined, { token })).status).toBe(200);
    const cached = await statements(async () => expect((await call('POST', '/auth/validate', undefined, { token })).status).toBe(200));
    expect(cached).toEqual([]);

    expect((await call('DELETE', `/clients?id=${id}`, admin)).status).toBe(204);
    expect((await call('POST', '/auth/validate', undefined, { token })).status).toBe(401);
  });

  it("refuses a cached token once its person's password changed in another session", async () => {
    const cachedToken = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await call('GET', '/clients', cachedToken)).status).toBe(200);
    const changer = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const change = (oldPassword: string, newPassword: string) =>
      call('PATCH', '/auth/login', changer, { oldPassword, newPassword, confirmPassword: newPassword });
    expect((await change(ADMIN_PASSWORD, 'new-password-1')).status).toBe(204);
    expect((await call('GET', '/clients', cachedToken)).status).toBe(401);
    expect((await call('GET', '/clients', changer)).status).toBe(200);
    expect((await change('new-password-1', ADMIN_PASSWORD)).status).toBe(204);
  });
});
