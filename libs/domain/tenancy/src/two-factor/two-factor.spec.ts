import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  FakeLoginThrottleStore,
  FakeOneTimeCodes,
  FakePasswordHasher,
  FakePersonRepository,
  FakePlatformSettings,
  FakeQrCodeRenderer,
  FakeRecoveryCodeHasher,
  FakeSecretBox,
  FakeSessionRepository,
  FakeTokenSigner,
  FakeTwoFactorStore,
  FixedClock,
} from '@atrium/testing';
import type { Person } from '../people/person.js';
import { AttemptGate } from '../sessions/attempt-gate.js';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../sessions/login-throttle.js';
import { Login, type LoginAnswer } from '../sessions/login.use-cases.js';
import { SessionOpener } from '../sessions/open-session.js';
import { TooManyAttempts } from '../sessions/sessions.errors.js';
import { CHALLENGE_TTL_SECONDS, TwoFactorChallenges, type TwoFactorChallenge } from './challenges.js';
import { recoveryCodeOf } from './recovery-codes.js';
import { SecondFactor } from './second-factor.js';
import { timeStepAt } from './totp.js';
import {
  CompleteTwoFactorSignIn,
  ConfirmTwoFactorSetup,
  DisableTwoFactor,
  GetTwoFactorStatus,
  ResetClientTwoFactor,
  StartTwoFactorSetup,
} from './two-factor.use-cases.js';

const PASSWORD = 'secret-123';

describe('two-factor sign-in', () => {
  let people: FakePersonRepository;
  let store: FakeTwoFactorStore;
  let settings: FakePlatformSettings;
  let clock: FixedClock;
  let throttle: FakeLoginThrottleStore;
  const codes = new FakeOneTimeCodes();
  const box = new FakeSecretBox();
  const hasher = new FakePasswordHasher();
  let login: Login;
  let complete: CompleteTwoFactorSignIn;
  let start: StartTwoFactorSetup;
  let confirm: ConfirmTwoFactorSetup;
  let disable: DisableTwoFactor;
  let client: Person;

  beforeEach(async () => {
    people = new FakePersonRepository();
    const sessions = new FakeSessionRepository(people);
    store = new FakeTwoFactorStore();
    settings = new FakePlatformSettings();
    clock = new FixedClock();
    throttle = new FakeLoginThrottleStore();
    const signer = new FakeTokenSigner();
    const factor = new SecondFactor(store, codes, box, new FakeRecoveryCodeHasher(), clock);
    const challenges = new TwoFactorChallenges(store, settings, clock);
    const gate = new AttemptGate(throttle, DEFAULT_LOGIN_RATE_LIMIT, clock);
    const opener = new SessionOpener(sessions, signer, clock);
    login = new Login(people, sessions, throttle, hasher, signer, clock, DEFAULT_LOGIN_RATE_LIMIT, { factor, challenges });
    complete = new CompleteTwoFactorSignIn(people, challenges, factor, gate, opener);
    start = new StartTwoFactorSetup(people, challenges, factor, new FakeQrCodeRenderer());
    confirm = new ConfirmTwoFactorSetup(people, challenges, factor, gate, opener);
    disable = new DisableTwoFactor(people, store, settings, factor, hasher, gate);
    client = await people.create({
      kind: 'clients',
      email: 'ann@example.com',
      firstname: 'Ann',
      lastname: 'Lee',
      passwordHash: await hasher.hash(PASSWORD),
    });
  });

  const session = (p: Person) => ({ sid: 's', usertype: p.kind, userId: p.id, firstname: p.firstname, email: p.email });
  const codeAt = (secret: string, stepsFromNow = 0) => codes.codeAt(secret, timeStepAt(clock.now()) + stepsFromNow);
  const signIn = (password = PASSWORD, address = '10.0.0.1') => login.execute({ email: client.email, password, address });
  const challengeOf = (answer: LoginAnswer) => answer as TwoFactorChallenge;

  /** Sets up and confirms an authenticator for the client; answers its secret and recovery codes. */
  async function enable(): Promise<{ secret: string; recoveryCodes: string[] }> {
    const { secret } = await start.execute({ session: session(client) });
    const { recoveryCodes } = await confirm.execute({ session: session(client) }, { code: codeAt(secret), address: 'a' });
    clock.advance(30);
    return { secret, recoveryCodes };
  }

  it('seals the secret, enables it with a first code and answers ten recovery codes kept only as hashes', async () => {
    const setup = await start.execute({ session: session(client) });
    expect(setup.otpauthUri).toContain(setup.secret);
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(store.factors.get(client.id)).toMatchObject({ enabled: false, sealedSecret: box.seal(setup.secret) });

    await expect(confirm.execute({ session: session(client) }, { code: '000000', address: 'a' })).rejects.toMatchObject({
      code: 'tenancy.wrong_two_factor_code',
      errors: [{ field: 'code' }],
    });
    const { recoveryCodes, session: opened } = await confirm.execute(
      { session: session(client) },
      { code: codeAt(setup.secret), address: 'a' },
    );
    expect(opened).toBeUndefined();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    recoveryCodes.forEach((c) => expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/));
    expect(store.recoveryCodes.get(client.id)!.map((c) => c.hash)).not.toContain(recoveryCodes[0]);
    await expect(start.execute({ session: session(client) })).rejects.toMatchObject({ code: 'tenancy.two_factor_already_enabled' });
  });

  it('asks for a code after the right password, and the challenge with a code opens the session once', async () => {
    const { secret } = await enable();
    const answer = challengeOf(await signIn());
    expect(answer).toEqual({ twoFactor: 'code_required', challenge: expect.any(String), expiresIn: CHALLENGE_TTL_SECONDS });
    expect('token' in answer).toBe(false);

    const result = await complete.execute({ challenge: answer.challenge, code: codeAt(secret), address: 'a' });
    expect(result).toMatchObject({ usertype: 'clients', userId: client.id, token: expect.any(String) });
    clock.advance(30);
    await expect(complete.execute({ challenge: answer.challenge, code: codeAt(secret), address: 'a' })).rejects.toMatchObject({
      code: 'tenancy.two_factor_challenge_expired',
    });
  });

  it('accepts one step of clock drift either way, not two', async () => {
    const { secret } = await enable();
    for (const drift of [-1, 0, 1]) {
      const { challenge } = challengeOf(await signIn());
      // Each accepted code uses its step up, so each round moves on two steps first.
      clock.advance(60);
      await expect(complete.execute({ challenge, code: codeAt(secret, drift), address: 'a' })).resolves.toMatchObject({
        token: expect.any(String),
      });
    }
    clock.advance(90);
    for (const drift of [-2, 2]) {
      const { challenge } = challengeOf(await signIn());
      await expect(complete.execute({ challenge, code: codeAt(secret, drift), address: 'a' })).rejects.toMatchObject({
        code: 'tenancy.invalid_two_factor_code',
      });
    }
  });

  it('never accepts the same code twice, nor an older code after a newer one', async () => {
    const { secret } = await enable();
    const code = codeAt(secret);
    await complete.execute({ challenge: challengeOf(await signIn()).challenge, code, address: 'a' });
    const second = challengeOf(await signIn());
    await expect(complete.execute({ challenge: second.challenge, code, address: 'a' })).rejects.toMatchObject({
      code: 'tenancy.invalid_two_factor_code',
    });
    await expect(complete.execute({ challenge: second.challenge, code: codeAt(secret, -1), address: 'a' })).rejects.toMatchObject({
      code: 'tenancy.invalid_two_factor_code',
    });
    // Both requests with one code at once: one wins.
    clock.advance(30);
    const [a, b] = [challengeOf(await signIn()), challengeOf(await signIn())];
    const results = await Promise.allSettled(
      [a, b].map((c) => complete.execute({ challenge: c.challenge, code: codeAt(secret), address: 'a' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('takes each recovery code once, typed in any case and with or without its dash', async () => {
    const { recoveryCodes } = await enable();
    const typed = recoveryCodes[3].toUpperCase().replace('-', ' ');
    expect(recoveryCodeOf(typed)).toBe(recoveryCodes[3].replace('-', ''));
    await expect(complete.execute({ challenge: challengeOf(await signIn()).challenge, code: typed, address: 'a' })).resolves.toMatchObject({
      userId: client.id,
    });
    await expect(
      complete.execute({ challenge: challengeOf(await signIn()).challenge, code: recoveryCodes[3], address: 'a' }),
    ).rejects.toMatchObject({ code: 'tenancy.invalid_two_factor_code' });
    const status = await new GetTwoFactorStatus(people, store, settings).execute(session(client));
    expect(status).toEqual({ enabled: true, required: false, recoveryCodesLeft: 9 });
  });

  it('counts wrong codes on the sign-in throttle: past the limit, even the right code waits', async () => {
    const { secret } = await enable();
    const { challenge } = challengeOf(await signIn());
    for (let i = 0; i < DEFAULT_LOGIN_RATE_LIMIT.pair.limit; i++)
      await expect(complete.execute({ challenge, code: '999999', address: 'a' })).rejects.toMatchObject({
        code: 'tenancy.invalid_two_factor_code',
      });
    await expect(complete.execute({ challenge, code: codeAt(secret), address: 'a' })).rejects.toBeInstanceOf(TooManyAttempts);
  });

  it('refuses an expired challenge', async () => {
    const { secret } = await enable();
    const { challenge } = challengeOf(await signIn());
    clock.advance(CHALLENGE_TTL_SECONDS);
    await expect(complete.execute({ challenge, code: codeAt(secret), address: 'a' })).rejects.toMatchObject({
      code: 'tenancy.two_factor_challenge_expired',
    });
  });

  it('when the platform requires it, admins and clients without a factor set one up before their session opens; users do not', async () => {
    settings.required = true;
    const answer = challengeOf(await signIn());
    expect(answer.twoFactor).toBe('setup_required');
    await expect(complete.execute({ challenge: answer.challenge, code: '123456', address: 'a' })).rejects.toMatchObject({
      code: 'tenancy.two_factor_challenge_expired',
    });
    const { secret } = await start.execute({ challenge: answer.challenge });
    const confirmed = await confirm.execute({ challenge: answer.challenge }, { code: codeAt(secret), address: 'a' });
    expect(confirmed.session).toMatchObject({ userId: client.id, token: expect.any(String) });
    await expect(start.execute({ challenge: answer.challenge })).rejects.toMatchObject({ code: 'tenancy.two_factor_challenge_expired' });

    const user = await people.create({
      kind: 'users',
      email: 'u@example.com',
      firstname: 'U',
      lastname: 'Ser',
      passwordHash: await hasher.hash(PASSWORD),
    });
    await expect(login.execute({ email: user.email, password: PASSWORD, address: 'b' })).resolves.toMatchObject({
      token: expect.any(String),
    });
  });

  it('turns off only with the password and a code, and never while the platform requires it', async () => {
    const { secret } = await enable();
    const off = (password: string, code: string) => disable.execute(session(client), { password, code, address: 'a' });
    await expect(off('wrong', codeAt(secret))).rejects.toMatchObject({ code: 'tenancy.wrong_password' });
    await expect(off(PASSWORD, '000000')).rejects.toMatchObject({ code: 'tenancy.wrong_two_factor_code' });
    settings.required = true;
    await expect(off(PASSWORD, codeAt(secret))).rejects.toMatchObject({ code: 'tenancy.two_factor_required' });
    settings.required = false;
    await off(PASSWORD, codeAt(secret));
    expect(store.factors.has(client.id)).toBe(false);
    await expect(signIn()).resolves.toMatchObject({ token: expect.any(String) });
    await expect(off(PASSWORD, codeAt(secret))).rejects.toMatchObject({ code: 'tenancy.two_factor_not_enabled' });
  });

  it("lets an admin reset a client's factor, and nobody else's", async () => {
    await enable();
    const reset = new ResetClientTwoFactor(people, store);
    await reset.execute(client.id);
    await expect(signIn()).resolves.toMatchObject({ token: expect.any(String) });
    const admin = await people.create({ kind: 'admins', email: 'ad@example.com', firstname: 'A', lastname: 'D', passwordHash: 'x' });
    await expect(reset.execute(admin.id)).rejects.toMatchObject({ code: 'kernel.not_found' });
  });
});
