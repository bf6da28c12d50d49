import { expect, it } from '@jest/globals';
import { hash, verify } from '@node-rs/argon2';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp, useTestApp } from './support/test-app.js';

let t: TestApp;
useTestApp((app) => (t = app));

const storedHash = async (): Promise<string> => {
  const [row] = await t.running.database.dataSource.query(`SELECT password_hash FROM people WHERE email = $1`, [ADMIN_EMAIL]);
  return row.password_hash as string;
};

it('stores new passwords with argon2id at m=19456, t=2, p=1', async () => {
  expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
});

it('signs in with a hash made with the old library defaults and upgrades it on that sign-in', async () => {
  // node-argon2's defaults, which earlier releases stored (its PHC strings order the costs m, p, t).
  const old = (await hash(ADMIN_PASSWORD, { memoryCost: 65536, timeCost: 3, parallelism: 4 })).replace(
    /m=65536,t=3,p=4/,
    'm=65536,p=4,t=3',
  );
  expect(old).toMatch(/m=65536,p=4,t=3/);
  await t.running.database.dataSource.query(`UPDATE people SET password_hash = $1 WHERE email = $2`, [old, ADMIN_EMAIL]);

  const wrong = await t.client.POST('/api/auth/login', { body: { email: ADMIN_EMAIL, password: 'not-the-password' } });
  expect(wrong.response.status).toBe(401);
  expect(await storedHash()).toBe(old);

  await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const upgraded = await storedHash();
  expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await verify(upgraded, ADMIN_PASSWORD)).toBe(true);
  await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  expect(await storedHash()).toBe(upgraded);
});
