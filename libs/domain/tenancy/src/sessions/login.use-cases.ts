import { InvalidInput, type Clock } from '@atrium/kernel';
import { normalizeEmail, type Person } from '../people/person.js';
import type { PasswordHasher } from '../people/password-hasher.js';
import type { PersonRepository } from '../people/person.repository.js';
import type { TwoFactorChallenge, TwoFactorChallenges } from '../two-factor/challenges.js';
import type { SecondFactor } from '../two-factor/second-factor.js';
import { AttemptGate } from './attempt-gate.js';
import type { LoginRateLimit, LoginThrottleStore } from './login-throttle.js';
import { SessionOpener, type LoginResult } from './open-session.js';
import type { SessionRepository } from './session.repository.js';
import { InvalidCredentials } from './sessions.errors.js';
import type { TokenSigner } from './token-signer.js';

export interface LoginInput {
  email: string;
  password: string;
  /** The caller's network address, for per-address rate limiting. */
  address: string;
}

/** The session, or the second step it waits for (someone with two-factor sign-in, or required to set it up). */
export type LoginAnswer = LoginResult | TwoFactorChallenge;

/** The second step, when the server offers two-factor sign-in. */
export interface SecondStep {
  factor: SecondFactor;
  challenges: TwoFactorChallenges;
}

// Verifying against a real hash when the e-mail is unknown keeps both failures equally slow, so it is
// made with the parameters new hashes use (argon2id, m=19456, t=2, p=1).
const UNKNOWN_PERSON_HASH = '$argon2id$v=19$m=19456,p=1,t=2$IY0BlpSQjYhUO28ZrzUtzw$/FL0G5K6AaSMxkKMvWPv78ix0QGifx1qrh3AfP0MgSc';

export class Login {
  private readonly gate: AttemptGate;
  private readonly opener: SessionOpener;

  constructor(
    private readonly people: PersonRepository,
    sessions: SessionRepository,
    throttle: LoginThrottleStore,
    private readonly hasher: PasswordHasher,
    signer: TokenSigner,
    clock: Clock,
    limit: LoginRateLimit,
    private readonly secondStep?: SecondStep,
  ) {
    this.gate = new AttemptGate(throttle, limit, clock);
    this.opener = new SessionOpener(sessions, signer, clock);
  }

  async execute(input: LoginInput): Promise<LoginAnswer> {
    const email = normalizeEmail(input.email);
    if (!email || !input.password) {
      throw new InvalidInput('Email and password are required', [
        ...(email ? [] : [{ field: 'email', message: 'is required' }]),
        ...(input.password ? [] : [{ field: 'password', message: 'is required' }]),
      ]);
    }
    // Counted as a failure before the password is checked (login-throttle.ts): a guess that is refused
    // there never reaches the hasher.
    const found: { person: Person | null } = { person: null };
    await this.gate.attempt(email, input.address, async () => {
      found.person = await this.people.findByEmail(email);
      const ok = await this.hasher.verify(found.person?.passwordHash ?? UNKNOWN_PERSON_HASH, input.password);
      return found.person && ok ? null : new InvalidCredentials();
    });
    const person = found.person!;
    // The password is at hand only now: upgrade a hash made with older parameters.
    if (this.hasher.needsRehash(person.passwordHash)) {
      await this.people.updatePasswordHash(person.id, await this.hasher.hash(input.password));
    }
    if (this.secondStep) {
      const { factor, challenges } = this.secondStep;
      const challenge = await challenges.challengeFor(person, await factor.isEnabled(person.id));
      if (challenge) return challenge;
    }
    return this.opener.open(person);
  }
}
