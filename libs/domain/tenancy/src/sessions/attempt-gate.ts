import type { Clock, DomainError } from '@atrium/kernel';
import { normalizeEmail } from '../people/person.js';
import { admitAttempt, settleSuccess, throttleKeys, type LoginRateLimit, type LoginThrottleStore } from './login-throttle.js';
import { TooManyAttempts } from './sessions.errors.js';

/**
 * The sign-in throttle (login-throttle.ts) around any check of a secret: a password, a second-factor
 * code. The attempt is counted before the check runs, on the same counters as passwords, so a code is
 * guessed no faster than a password.
 */
export class AttemptGate {
  constructor(
    private readonly throttle: LoginThrottleStore,
    private readonly limit: LoginRateLimit,
    private readonly clock: Clock,
  ) {}

  /** Runs `check` as one attempt; it answers the error to throw, or null when the secret was right. */
  async attempt(email: string, address: string, check: () => Promise<DomainError | null>): Promise<void> {
    const keys = throttleKeys(normalizeEmail(email), address);
    const now = this.clock.now();
    const admission = await this.throttle.update(keys, (counters) => admitAttempt(counters, this.limit, now));
    if (!admission.admitted) throw new TooManyAttempts(admission.retryAfterSeconds);
    const failure = await check();
    if (failure) throw failure;
    await this.throttle.update(keys, (counters) => settleSuccess(counters, this.limit, this.clock.now()));
  }
}
