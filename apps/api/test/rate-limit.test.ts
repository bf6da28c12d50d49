// Sign-in throttling (CONTRACT §3, issue 18): counted atomically per (e-mail, address) and per address with a
// growing Retry-After, and a per-e-mail ceiling that slows guessing but never keeps the owner out. The test
// app trusts the loopback proxy, so `X-Forwarded-For` plays the client's address.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config/config.js';
import { createApp, type RunningApp } from '../src/create-app.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp, useTestApp } from './support/test-app.js';

let t: TestApp;
useTestApp((app) => (t = app), { TRUST_PROXY: 'loopback' });

let next = 0;
/** A fresh client address for each test, so that tests do not count against each other. */
const newAddress = () => `203.0.113.${++next}`;

const signIn = (baseUrl: string, email: string, password: string, address: string) =>
  fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
const statusesOf = async (answers: Promise<Response>[]) => {
  const statuses = (await Promise.all(answers)).map((r) => r.status);
  const count = (s: number) => statuses.filter((x) => x === s).length;
  return { 200: count(200), 401: count(401), 429: count(429), other: statuses.filter((s) => ![200, 401, 429].includes(s)) };
};
const addPerson = async (email: string) => {
  const admin = t.clientWith(await t.login(ADMIN_EMAIL, ADMIN_PASSWORD));
  const { response } = await admin.POST('/api/clients', {
    body: { firstname: 'Target', lastname: 'Owner', company: 'Target Inc', email, phone: '555', password: 'right-password-1' },
  });
  expect(response.status).toBe(200);
};

describe('sign-in throttling', () => {
  it('checks at most five passwords of 150 concurrent guesses from one address, the right one among them', async () => {
    await addPerson('race@example.com');
    const address = newAddress();
    const guesses = Array.from({ length: 150 }, (_, i) =>
      signIn(t.baseUrl, 'race@example.com', i === 75 ? 'right-password-1' : `guess-${i}`, address),
    );
    const answered = await statusesOf(guesses);
    // Five passwords checked (401s, and a 200 if the right one was among them), every other guess 429.
    expect(answered[401] + answered[200]).toBe(5);
    expect(answered[429]).toBe(145);
    expect(answered.other).toEqual([]);
  });

  it('makes the pair wait after five failures, even with the right password, and says how long', async () => {
    await addPerson('pair@example.com');
    const address = newAddress();
    for (let i = 0; i < 5; i++) expect((await signIn(t.baseUrl, 'pair@example.com', `wrong-${i}`, address)).status).toBe(401);
    const blocked = await signIn(t.baseUrl, 'pair@example.com', 'right-password-1', address);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ code: 'tenancy.too_many_attempts' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('lets the owner in from another address while one address is kept waiting', async () => {
    await addPerson('owner@example.com');
    const attacker = newAddress();
    for (let i = 0; i < 5; i++) await signIn(t.baseUrl, 'owner@example.com', `wrong-${i}`, attacker);
    expect((await signIn(t.baseUrl, 'owner@example.com', 'right-password-1', attacker)).status).toBe(429);
    expect((await signIn(t.baseUrl, 'owner@example.com', 'right-password-1', newAddress())).status).toBe(200);
  });

  it('spaces guesses from many addresses a few seconds apart, and never refuses the owner for longer', async () => {
    await addPerson('spread@example.com');
    // Twelve addresses, two guesses each: no pair reaches its limit, the e-mail passes its ceiling.
    const answers: Response[] = [];
    for (let i = 0; i < 12; i++)
      for (const p of ['a-1', 'b-2']) answers.push(await signIn(t.baseUrl, 'spread@example.com', p, newAddress()));
    const refused = answers.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(5);
    // The owner, who waits as told, gets in.
    const owner = newAddress();
    let answer = await signIn(t.baseUrl, 'spread@example.com', 'right-password-1', owner);
    for (let tries = 0; answer.status === 429 && Number(answer.headers.get('retry-after')) <= 5 && tries < 3; tries++) {
      await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get('retry-after')) * 1000));
      answer = await signIn(t.baseUrl, 'spread@example.com', 'right-password-1', owner);
    }
    expect(answer.status).toBe(200);
  });

  it('makes an address wait after twenty failures whatever the e-mails', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i++) expect((await signIn(t.baseUrl, `someone${i}@atrium.test`, 'wrong-password', address)).status).toBe(401);
    expect((await signIn(t.baseUrl, 'fresh@atrium.test', 'wrong-password', address)).status).toBe(429);
    expect((await signIn(t.baseUrl, 'fresh@atrium.test', 'wrong-password', newAddress())).status).toBe(401);
  });
});

// Several API processes share one database only on a real PostgreSQL (the embedded one lives in its process).
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('sign-in throttling across API processes', () => {
  let other: RunningApp;
  let otherUrl: string;

  beforeAll(async () => {
    const config = loadConfig(
      { DATA_DIR: t.db.dataDir, ADMIN_EMAIL, ADMIN_PASSWORD, DATABASE_URL: t.db.databaseUrl!, TRUST_PROXY: 'loopback' },
      { consoleDir: join(t.db.dataDir, 'no-console') },
    );
    other = await createApp(config, { logger: ['error'] });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const address = other.app.getHttpServer().address();
    otherUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await other?.close();
  });

  it('counts the guesses sent to both processes together', async () => {
    await addPerson('two@example.com');
    const address = newAddress();
    const guesses = Array.from({ length: 150 }, (_, i) => signIn(i % 2 ? otherUrl : t.baseUrl, 'two@example.com', `guess-${i}`, address));
    const answered = await statusesOf(guesses);
    expect(answered[401]).toBe(5);
    expect(answered[429]).toBe(145);
    expect(answered.other).toEqual([]);
  });
});
