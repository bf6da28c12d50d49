import {
  THROTTLE_KINDS,
  type LoginThrottleStore,
  type PersonKind,
  type SessionClaims,
  type SessionHolder,
  type SessionRepository,
  type ThrottleCounter,
  type ThrottleCounters,
  type ThrottleKind,
  type TokenSigner,
} from '@atrium/tenancy';

/**
 * Sessions in memory. A session's holder has the kind `people` gives its person (as the database joins
 * sessions to people); without `people`, every holder is an admin.
 */
export class FakeSessionRepository implements SessionRepository {
  readonly sessions = new Map<string, { personId: number; expiresAt: Date; revokedAt: Date | null }>();

  constructor(private readonly people?: { people: ReadonlyArray<{ id: number; kind: PersonKind }> }) {}

  async create(s: { id: string; personId: number; expiresAt: Date }) {
    this.sessions.set(s.id, { personId: s.personId, expiresAt: s.expiresAt, revokedAt: null });
  }
  async activeHolder(id: string, now: Date): Promise<SessionHolder | null> {
    const s = this.sessions.get(id);
    if (!s || s.revokedAt || s.expiresAt <= now) return null;
    const usertype = this.people ? this.people.people.find((p) => p.id === s.personId)?.kind : 'admins';
    return usertype ? { personId: s.personId, usertype } : null;
  }
  async revoke(id: string, now: Date) {
    const s = this.sessions.get(id);
    if (s && !s.revokedAt) s.revokedAt = now;
  }
  async revokeOthers(personId: number, keep: string, now: Date) {
    for (const [id, s] of this.sessions) if (s.personId === personId && id !== keep && !s.revokedAt) s.revokedAt = now;
  }
}

/** Tokens are the claims in JSON; `verify` refuses anything it did not sign. */
export class FakeTokenSigner implements TokenSigner {
  async sign(claims: SessionClaims) {
    return `fake.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  }
  async verify(token: string) {
    if (!token.startsWith('fake.')) return null;
    try {
      return JSON.parse(Buffer.from(token.slice(5), 'base64url').toString()) as SessionClaims;
    } catch {
      return null;
    }
  }
}

/** The counters in memory; `update` runs one change at a time, as the database's row locks make it. */
export class FakeLoginThrottleStore implements LoginThrottleStore {
  readonly counters = new Map<string, ThrottleCounter>();
  private queue: Promise<unknown> = Promise.resolve();

  update<T>(keys: Record<ThrottleKind, string>, change: (counters: ThrottleCounters) => { save: ThrottleCounters; result: T }): Promise<T> {
    const run = this.queue.then(() => {
      const read = (kind: ThrottleKind) => this.counters.get(keys[kind]) ?? { attempts: 0, lastAttemptAt: null, blockedUntil: null };
      const { save, result } = change({ pair: read('pair'), address: read('address'), email: read('email') });
      for (const kind of THROTTLE_KINDS) this.counters.set(keys[kind], { ...save[kind] });
      return result;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  async forget(before: Date, now: Date): Promise<number> {
    let n = 0;
    for (const [key, c] of this.counters)
      if ((!c.lastAttemptAt || c.lastAttemptAt < before) && (!c.blockedUntil || c.blockedUntil <= now))
        n += Number(this.counters.delete(key));
    return n;
  }
}
