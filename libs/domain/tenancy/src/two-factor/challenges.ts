import { randomUUID } from 'node:crypto';
import type { Clock } from '@atrium/kernel';
import type { Person } from '../people/person.js';
import type { SessionClaims } from '../sessions/session.js';
import { SessionInvalid } from '../sessions/sessions.errors.js';
import { TwoFactorChallengeExpired } from './two-factor.errors.js';
import type { ChallengePurpose, PlatformSettings, TwoFactorStore } from './two-factor.store.js';

/** How long the password step holds while the second step is taken (or a factor set up). */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

/** What sign-in answers after the right password when a second step is needed instead of the session. */
export interface TwoFactorChallenge {
  /** `code_required`: send a code to `POST /auth/2fa`; `setup_required`: set up an authenticator first. */
  twoFactor: 'code_required' | 'setup_required';
  challenge: string;
  expiresIn: number;
}

/** Who sets up a factor: someone signed in, or someone whose sign-in waits for the setup. */
export type Enrollee = { session: SessionClaims } | { challenge: string };

/** Whether the platform requires a second factor of this person: admins and clients, when turned on. */
export async function twoFactorRequiredOf(person: Pick<Person, 'kind'>, settings: PlatformSettings): Promise<boolean> {
  return person.kind !== 'users' && (await settings.twoFactorRequired());
}

/** The second step of sign-in: decided after the password, held by a short-lived challenge. */
export class TwoFactorChallenges {
  constructor(
    private readonly store: TwoFactorStore,
    private readonly settings: PlatformSettings,
    private readonly clock: Clock,
  ) {}

  /** The challenge sign-in answers instead of a session, or null when the password is enough. */
  async challengeFor(person: Person, factorEnabled: boolean): Promise<TwoFactorChallenge | null> {
    const purpose: ChallengePurpose | null = factorEnabled ? 'code' : (await twoFactorRequiredOf(person, this.settings)) ? 'setup' : null;
    if (!purpose) return null;
    const id = randomUUID();
    const now = this.clock.now();
    await this.store.createChallenge(
      { id, personId: person.id, purpose, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000) },
      now,
    );
    return { twoFactor: purpose === 'code' ? 'code_required' : 'setup_required', challenge: id, expiresIn: CHALLENGE_TTL_SECONDS };
  }

  /** The person an open challenge of `purpose` stands for. */
  async personOf(challenge: string, purpose: ChallengePurpose): Promise<number> {
    const open = await this.store.openChallenge(challenge, this.clock.now());
    if (!open || open.purpose !== purpose) throw new TwoFactorChallengeExpired();
    return open.personId;
  }

  async personOfEnrollee(who: Enrollee): Promise<number> {
    if ('session' in who) return who.session.userId;
    if (!who.challenge) throw new SessionInvalid();
    return this.personOf(who.challenge, 'setup');
  }

  /** Used up: a challenge completes one sign-in. */
  async close(challenge: string): Promise<void> {
    if (!(await this.store.closeChallenge(challenge, this.clock.now()))) throw new TwoFactorChallengeExpired();
  }
}
