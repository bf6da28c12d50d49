import { expect, it } from '@jest/globals';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp, useTestApp } from './support/test-app.js';

let t: TestApp;
useTestApp((app) => (t = app));

it('answers 429 after five failures for one e-mail, even with the right password, and says when to retry', async () => {
  for (let i = 0; i < 5; i++) {
    const r = await t.client.POST('/api/auth/login', { body: { email: ADMIN_EMAIL, password: `wrong-${i}` } });
    expect(r.response.status).toBe(401);
  }
  const blocked = await t.client.POST('/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(blocked.response.status).toBe(429);
  expect(blocked.error).toMatchObject({ code: 'tenancy.too_many_attempts' });
  expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
});

it('answers 429 after twenty failures from one address, whatever the e-mails', async () => {
  // 5 failures above came from this address too.
  for (let i = 0; i < 15; i++) {
    const r = await t.client.POST('/api/auth/login', { body: { email: `someone${i}@atrium.test`, password: 'wrong-password' } });
    expect(r.response.status).toBe(401);
  }
  const blocked = await t.client.POST('/api/auth/login', { body: { email: 'fresh@atrium.test', password: 'wrong-password' } });
  expect(blocked.response.status).toBe(429);
});
