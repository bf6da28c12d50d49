import { randomUUID } from 'node:crypto';
import { InvalidInput, type Clock } from '@atrium/kernel';
import { normalizeEmail } from '../people/person.js';
import type { PasswordHasher } from '../people/password-hasher.js';
import type { PersonRepository } from '../people/person.repository.js';
import { admitAttempt, settleSuccess, throttleKeys, type LoginRateLimit, type LoginThrottleStore } from './login-throttle.js';
import { SESSION_TTL_SECONDS, type SessionClaims } from './session.js';
import type { SessionRepository } from './session.repository.js';
import { InvalidCredentials, TooManyAttempts } from './sessions.errors.js';
import type { TokenSigner } from './token-signer.js';

export interface LoginInput {
  email: string;
  password: string;
  /** The caller's network address, for per-address rate limiting. */
  address: string;
}

export interface LoginResult extends Omit<SessionClaims, 'sid'> {
  token: string;
}

// Verifying against a real hash when the e-mail is unknown keeps both failures equally slow, so it is
// made with the parameters new hashes use (argon2id, m=19456, t=2, p=1).
const UNKNOWN_PERSON_HASH = '$argon2id$v=19$m=19456,p=1,t=2$IY0BlpSQjYhUO28ZrzUtzw$/FL0G5K6AaSMxkKMvWPv78ix0QGifx1qrh3AfP0MgSc';

export class Login {
  constructor(
    private readonly people: PersonRepository,
    private readonly sessions: SessionRepository,
    private readonly throttle: LoginThrottleStore,
    private readonly hasher: PasswordHasher,
    private readonly signer: TokenSigner,
    private readonly clock: Clock,
    private readonly limit: LoginRateLimit,
  ) {}

  async execute(input: LoginInput): Promise<LoginResult> {
    const email = normalizeEmail(input.email);
    if (!email || !input.password) {
      throw new InvalidInput('Email and password are required', [
        ...(email ? [] : [{ field: 'email', message: 'is required' }]),
        ...(input.password ? [] : [{ field: 'password', message: 'is required' }]),
      ]);
    }
    const now = this.clock.now();
    // Counted as a failure before the password is checked (login-throttle.ts): a guess that is refused
    // here never reaches the hasher.
    const keys = throttleKeys(email, input.address);
    const admission = await this.throttle.update(keys, (counters) => admitAttempt(counters, this.limit, now));
    if (!admission.admitted) throw new TooManyAttempts(admission.retryAfterSeconds);

    const person = await this.people.findByEmail(email);
    const ok = await this.hasher.verify(person?.passwordHash ?? UNKNOWN_PERSON_HASH, input.password);
    if (!person || !ok) throw new InvalidCredentials();
    await this.throttle.update(keys, (counters) => settleSuccess(counters, this.limit, this.clock.now()));
    // The password is at hand only now: upgrade a hash made with older parameters.
    if (this.hasher.needsRehash(person.passwordHash)) {
      await this.people.updatePasswordHash(person.id, await this.hasher.hash(input.password));
    }

    const sid = randomUUID();
    await this.sessions.create({ id: sid, personId: person.id, expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000) });
    const claims: SessionClaims = { sid, usertype: person.kind, userId: person.id, firstname: person.firstname, email: person.email };
    const token = await this.signer.sign(claims, SESSION_TTL_SECONDS);
    return { token, usertype: claims.usertype, userId: claims.userId, firstname: claims.firstname, email: claims.email };
  }
}
