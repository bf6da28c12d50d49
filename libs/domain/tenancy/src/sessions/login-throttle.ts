/**
 * Sign-in throttling (CONTRACT §3, OWASP ASVS 2.2). Attempts are counted per (e-mail, address) pair, per
 * address and per e-mail, each counted BEFORE its password is checked and atomically (the store locks the
 * counters), so concurrent guesses never test more passwords than the limits allow. Past a pair's or an
 * address's limit, every attempt must wait, twice as long after each further one. The e-mail's own counter
 * only spaces attempts a few seconds apart across all addresses: it slows a guesser with many addresses and
 * never keeps the owner out for long.
 */

export type ThrottleKind = 'pair' | 'address' | 'email';
export const THROTTLE_KINDS: readonly ThrottleKind[] = ['pair', 'address', 'email'];

/** One counter's state. */
export interface ThrottleCounter {
  /** Attempts counted: failures, and attempts still checking their password. */
  attempts: number;
  lastAttemptAt: Date | null;
  /** No attempt is admitted before then. */
  blockedUntil: Date | null;
}

export type ThrottleCounters = Record<ThrottleKind, ThrottleCounter>;

export interface ThrottleRule {
  /** Attempts admitted without waiting. */
  limit: number;
  /** The wait after the attempt that reaches the limit; each further attempt doubles it, up to maxDelaySeconds. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** A counter starts over this long after its last attempt. */
  forgetAfterSeconds: number;
}

export type LoginRateLimit = Record<ThrottleKind, ThrottleRule>;

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = {
  pair: { limit: 5, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 60 * 60 },
  address: { limit: 20, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 60 * 60 },
  email: { limit: 10, firstDelaySeconds: 5, maxDelaySeconds: 5, forgetAfterSeconds: 60 * 60 },
};

/** Port: the counters, kept where every API process sees them. */
export interface LoginThrottleStore {
  /**
   * Reads the counters of `keys` (absent ones as zero), locked against every other attempt on them, and
   * saves what `change` answers, in one atomic step.
   */
  update<T>(keys: Record<ThrottleKind, string>, change: (counters: ThrottleCounters) => { save: ThrottleCounters; result: T }): Promise<T>;
  /** Deletes the counters last used before `before` that block nothing after `now`; answers how many. */
  forget(before: Date, now: Date): Promise<number>;
}

/**
 * Counters older than this count for nothing (`fresh` starts them over), so they can go: guesses over many
 * e-mails and addresses would otherwise leave a row each, for ever.
 */
export function forgottenBefore(rules: LoginRateLimit, now: Date): Date {
  const longest = Math.max(...THROTTLE_KINDS.map((kind) => Math.max(rules[kind].forgetAfterSeconds, rules[kind].maxDelaySeconds)));
  return new Date(now.getTime() - longest * 1000);
}

/** The counters' keys for an attempt (the e-mail already normalised). */
export function throttleKeys(email: string, address: string): Record<ThrottleKind, string> {
  return { pair: `pair:${email} ${address}`, address: `address:${address}`, email: `email:${email}` };
}

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/** Counts one attempt, or refuses it while any of its counters says to wait (then nothing is counted). */
export function admitAttempt(counters: ThrottleCounters, rules: LoginRateLimit, now: Date): { save: ThrottleCounters; result: Admission } {
  const current = mapKinds((kind) => fresh(counters[kind], rules[kind], now));
  const waits = THROTTLE_KINDS.map((kind) => current[kind].blockedUntil).filter((until): until is Date => until !== null && until > now);
  if (waits.length) {
    const latest = Math.max(...waits.map((w) => w.getTime()));
    return { save: current, result: { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil((latest - now.getTime()) / 1000)) } };
  }
  const save = mapKinds((kind) => {
    const attempts = current[kind].attempts + 1;
    return { attempts, lastAttemptAt: now, blockedUntil: blockAfter(attempts, rules[kind], now) };
  });
  return { save, result: { admitted: true } };
}

/**
 * After the right password: the pair and the e-mail start over; the address only gets its attempt back
 * (someone's own account must not wipe what their address guessed at others').
 */
export function settleSuccess(counters: ThrottleCounters, rules: LoginRateLimit, now: Date): { save: ThrottleCounters; result: void } {
  const zero: ThrottleCounter = { attempts: 0, lastAttemptAt: null, blockedUntil: null };
  const address = fresh(counters.address, rules.address, now);
  const attempts = Math.max(0, address.attempts - 1);
  const blockedUntil = attempts >= rules.address.limit ? address.blockedUntil : null;
  return { save: { pair: zero, email: zero, address: { ...address, attempts, blockedUntil } }, result: undefined };
}

/** The counter as it stands now: forgotten once its last attempt is old enough. */
function fresh(counter: ThrottleCounter, rule: ThrottleRule, now: Date): ThrottleCounter {
  const last = counter.lastAttemptAt?.getTime();
  if (last === undefined || now.getTime() - last >= rule.forgetAfterSeconds * 1000)
    return { attempts: 0, lastAttemptAt: null, blockedUntil: null };
  return counter;
}

function blockAfter(attempts: number, rule: ThrottleRule, now: Date): Date | null {
  if (attempts < rule.limit) return null;
  const seconds = Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** Math.min(30, attempts - rule.limit));
  return new Date(now.getTime() + seconds * 1000);
}

function mapKinds(f: (kind: ThrottleKind) => ThrottleCounter): ThrottleCounters {
  return { pair: f('pair'), address: f('address'), email: f('email') };
}
