import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  FakeLoginAttemptRepository,
  FakePasswordHasher,
  FakePersonRepository,
  FakeSessionRepository,
  FakeTokenSigner,
  FixedClock,
} from '@atrium/testing';
import { DEFAULT_LOGIN_RATE_LIMIT } from './login-attempts.js';
import { Login } from './login.use-case.js';
import { InvalidCredentials, TooManyAttempts } from './sessions.errors.js';
import { ValidateSession } from './validate-session.use-case.js';

describe('Login', () => {
  let people: FakePersonRepository;
  let sessions: FakeSessionRepository;
  let attempts: FakeLoginAttemptRepository;
  let clock: FixedClock;
  let login: Login;
  const signer = new FakeTokenSigner();

  beforeEach(async () => {
    people = new FakePersonRepository();
    sessions = new FakeSessionRepository();
    attempts = new FakeLoginAttemptRepository();
    clock = new FixedClock();
    const hasher = new FakePasswordHasher();
    login = new Login(people, sessions, attempts, hasher, signer, clock, DEFAULT_LOGIN_RATE_LIMIT);
    await people.create({
      kind: 'clients',
      email: 'Ann@Example.com',
      firstname: 'Ann',
      lastname: 'Lee',
      passwordHash: await hasher.hash('secret-123'),
    });
  });

  it('answers the session claims and a token whose session is active', async () => {
    const result = await login.execute({ email: '  ANN@example.com ', password: 'secret-123', address: '10.0.0.1' });
    expect(result).toMatchObject({ usertype: 'clients', userId: 1, firstname: 'Ann', email: 'ann@example.com' });
    const claims = await new ValidateSession(signer, sessions, clock).execute(result.token);
    expect(claims.userId).toBe(1);
  });

  it('refuses a wrong password and an unknown e-mail with the same error, and counts both', async () => {
    await expect(login.execute({ email: 'ann@example.com', password: 'nope', address: 'a' })).rejects.toBeInstanceOf(InvalidCredentials);
    await expect(login.execute({ email: 'bob@example.com', password: 'nope', address: 'a' })).rejects.toBeInstanceOf(InvalidCredentials);
    expect(attempts.failures).toHaveLength(2);
    expect(sessions.sessions.size).toBe(0);
  });

  it('requires both fields', async () => {
    await expect(login.execute({ email: ' ', password: '', address: 'a' })).rejects.toMatchObject({
      code: 'kernel.invalid_input',
      errors: [{ field: 'email' }, { field: 'password' }],
    });
  });

  it('blocks an e-mail after five failures within the window, then lets it in once the window has passed', async () => {
    for (let i = 0; i < 5; i++)
      await expect(login.execute({ email: 'ann@example.com', password: 'x', address: `a${i}` })).rejects.toBeInstanceOf(InvalidCredentials);
    await expect(login.execute({ email: 'ann@example.com', password: 'secret-123', address: 'b' })).rejects.toBeInstanceOf(TooManyAttempts);
    clock.advance(DEFAULT_LOGIN_RATE_LIMIT.windowSeconds + 1);
    await expect(login.execute({ email: 'ann@example.com', password: 'secret-123', address: 'b' })).resolves.toMatchObject({ userId: 1 });
  });

  it('blocks an address after twenty failures whatever the e-mails', async () => {
    for (let i = 0; i < 20; i++)
      await expect(login.execute({ email: `x${i}@example.com`, password: 'x', address: 'same' })).rejects.toBeInstanceOf(
        InvalidCredentials,
      );
    await expect(login.execute({ email: 'ann@example.com', password: 'secret-123', address: 'same' })).rejects.toBeInstanceOf(
      TooManyAttempts,
    );
    await expect(login.execute({ email: 'ann@example.com', password: 'secret-123', address: 'other' })).resolves.toBeDefined();
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

  it("forgets an e-mail's failures after a successful sign-in", async () => {
    for (let i = 0; i < 4; i++)
      await expect(login.execute({ email: 'ann@example.com', password: 'x', address: `a${i}` })).rejects.toThrow();
    await login.execute({ email: 'ann@example.com', password: 'secret-123', address: 'z' });
    expect(await attempts.countFailuresByEmail('ann@example.com', new Date(0))).toBe(0);
  });
});
