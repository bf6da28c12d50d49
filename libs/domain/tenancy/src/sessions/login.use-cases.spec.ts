import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  FakeLoginThrottleStore,
  FakePasswordHasher,
  FakePersonRepository,
  FakeSessionRepository,
  FakeTokenSigner,
  FixedClock,
} from '@atrium/testing';
import { DEFAULT_LOGIN_RATE_LIMIT, throttleKeys } from './login-throttle.js';
import { Login } from './login.use-cases.js';
import type { LoginResult } from './open-session.js';
import { InvalidCredentials, TooManyAttempts } from './sessions.errors.js';
import { ValidateSession } from './validate-session.use-cases.js';

describe('Login', () => {
  let people: FakePersonRepository;
  let sessions: FakeSessionRepository;
  let throttle: FakeLoginThrottleStore;
  let clock: FixedClock;
  let login: Login;
  const signer = new FakeTokenSigner();

  beforeEach(async () => {
    people = new FakePersonRepository();
    sessions = new FakeSessionRepository(people);
    throttle = new FakeLoginThrottleStore();
    clock = new FixedClock();
    const hasher = new FakePasswordHasher();
    login = new Login(people, sessions, throttle, hasher, signer, clock, DEFAULT_LOGIN_RATE_LIMIT);
    await people.create({
      kind: 'clients',
      email: 'Ann@Example.com',
      firstname: 'Ann',
      lastname: 'Lee',
      passwordHash: await hasher.hash('secret-123'),
    });
  });

  it('answers the session claims and a token whose session is active', async () => {
    const result = (await login.execute({ email: '  ANN@example.com ', password: 'secret-123', address: '10.0.0.1' })) as LoginResult;
    expect(result).toMatchObject({ usertype: 'clients', userId: 1, firstname: 'Ann', email: 'ann@example.com' });
    const claims = await new ValidateSession(signer, sessions, clock).execute(result.token);
    expect(claims.userId).toBe(1);
  });

  it('refuses a wrong password and an unknown e-mail with the same error, and counts both', async () => {
    await expect(login.execute({ email: 'ann@example.com', password: 'nope', address: 'a' })).rejects.toBeInstanceOf(InvalidCredentials);
    await expect(login.execute({ email: 'bob@example.com', password: 'nope', address: 'a' })).rejects.toBeInstanceOf(InvalidCredentials);
    expect(throttle.counters.get(throttleKeys('ann@example.com', 'a').pair)?.attempts).toBe(1);
    expect(throttle.counters.get(throttleKeys('bob@example.com', 'a').address)?.attempts).toBe(2);
    expect(sessions.sessions.size).toBe(0);
  });

  it('requires both fields', async () => {
    await expect(login.execute({ email: ' ', password: '', address: 'a' })).rejects.toMatchObject({
      code: 'kernel.invalid_input',
      errors: [{ field: 'email' }, { field: 'password' }],
    });
  });

  const attempt = (email: string, password: string, address: string) => login.execute({ email, password, address });

  it('makes a pair wait after five failures, twice as long after each further one, even with the right password', async () => {
    for (let i = 0; i < 5; i++) await expect(attempt('ann@example.com', 'x', 'a')).rejects.toBeInstanceOf(InvalidCredentials);
    await expect(attempt('ann@example.com', 'secret-123', 'a')).rejects.toMatchObject({ retryAfterSeconds: 60 });
    clock.advance(60);
    await expect(attempt('ann@example.com', 'x', 'a')).rejects.toBeInstanceOf(InvalidCredentials);
    await expect(attempt('ann@example.com', 'secret-123', 'a')).rejects.toMatchObject({ retryAfterSeconds: 120 });
    clock.advance(120);
    await expect(attempt('ann@example.com', 'secret-123', 'a')).resolves.toMatchObject({ userId: 1 });
  });

  it('never keeps the owner out from another address: the e-mail alone only spaces attempts a few seconds apart', async () => {
    // Twelve addresses guess twice each: every pair stays under its limit, the e-mail does not.
    let refused: unknown;
    for (let i = 0; i < 12; i++)
      for (const password of ['x', 'y'])
        await attempt('ann@example.com', password, `guesser-${i}`).catch((error: unknown) => {
          if (error instanceof TooManyAttempts) refused = error;
        });
    expect(refused).toMatchObject({ retryAfterSeconds: 5 });
    clock.advance(5);
    await expect(attempt('ann@example.com', 'secret-123', 'owner')).resolves.toMatchObject({ userId: 1 });
  });

  it('makes an address wait after twenty failures whatever the e-mails; another address signs in', async () => {
    for (let i = 0; i < 20; i++) await expect(attempt(`x${i}@example.com`, 'x', 'same')).rejects.toBeInstanceOf(InvalidCredentials);
    await expect(attempt('ann@example.com', 'secret-123', 'same')).rejects.toBeInstanceOf(TooManyAttempts);
    await expect(attempt('ann@example.com', 'secret-123', 'other')).resolves.toBeDefined();
  });

  it('never checks more passwords than the limit, however many guesses arrive at once', async () => {
    const hasher = new FakePasswordHasher();
    let checked = 0;
    const counting = Object.assign(Object.create(hasher), {
      verify: (hash: string, password: string) => (checked++, hasher.verify(hash, password)),
    });
    const racing = new Login(people, sessions, throttle, counting, signer, clock, DEFAULT_LOGIN_RATE_LIMIT);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 150 }, (_, i) =>
        racing.execute({ email: 'ann@example.com', password: i === 149 ? 'secret-123' : `guess-${i}`, address: 'a' }),
      ),
    );
    expect(checked).toBe(5);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(0);
    expect(outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof TooManyAttempts)).toHaveLength(145);
  });

  it('re-hashes a hash made with older parameters on a successful sign-in, and only then', async () => {
    await people.create({
      kind: 'admins',
      email: 'old@example.com',
      firstname: 'Old',
      lastname: 'Hash',
      passwordHash: 'legacy:secret-123',
    });
    await expect(login.execute({ email: 'old@example.com', password: 'wrong', address: 'a' })).rejects.toBeInstanceOf(InvalidCredentials);
    expect((await people.findByEmail('old@example.com'))!.passwordHash).toBe('legacy:secret-123');
    await login.execute({ email: 'old@example.com', password: 'secret-123', address: 'a' });
    expect((await people.findByEmail('old@example.com'))!.passwordHash).toBe('hashed:secret-123');
    await expect(login.execute({ email: 'old@example.com', password: 'secret-123', address: 'a' })).resolves.toMatchObject({
      firstname: 'Old',
    });
  });

  it('leaves a current hash alone', async () => {
    const before = people.people[0].passwordHash;
    await login.execute({ email: 'ann@example.com', password: 'secret-123', address: 'a' });
    expect(people.people[0].passwordHash).toBe(before);
  });

  it("forgets the pair's and the e-mail's failures after a successful sign-in, and gives the address its attempt back", async () => {
    for (let i = 0; i < 4; i++) await expect(attempt('ann@example.com', 'x', 'z')).rejects.toThrow();
    await attempt('ann@example.com', 'secret-123', 'z');
    const keys = throttleKeys('ann@example.com', 'z');
    expect(throttle.counters.get(keys.pair)?.attempts).toBe(0);
    expect(throttle.counters.get(keys.email)?.attempts).toBe(0);
    expect(throttle.counters.get(keys.address)?.attempts).toBe(4);
  });

  it('forgets a counter an hour after its last attempt', async () => {
    for (let i = 0; i < 5; i++) await expect(attempt('ann@example.com', 'x', 'a')).rejects.toThrow();
    clock.advance(DEFAULT_LOGIN_RATE_LIMIT.pair.forgetAfterSeconds);
    await expect(attempt('ann@example.com', 'x', 'a')).rejects.toBeInstanceOf(InvalidCredentials);
    expect(throttle.counters.get(throttleKeys('ann@example.com', 'a').pair)?.attempts).toBe(1);
  });
});
