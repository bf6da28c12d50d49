import type { SessionHolder } from '@atrium/tenancy';
import { SESSION_REVOKED_CHANNEL } from '../cache/channels.js';
import type { ChannelListener } from '../cache/notification-feed.js';
import { NotifiedCache } from '../cache/notified-cache.js';

/**
 * The ids of sessions this process has seen active, with their holder (person and role, read from the
 * database) and expiry, so that most requests skip the database. A NotifiedCache (one group per session)
 * fed by the revocations committed by any process (notification-feed.ts): every revocation and every
 * interruption of the feed forgets, and a database read that overlapped the revocation of its session is not
 * remembered, so there is no window in which a revoked session stays cached. A revocation made by this
 * process (a logout, a password change, or a person deleted with their sessions by cascade) is forgotten once
 * it commits, before its request answers; while the feed is down every check reads the database.
 */
export class ActiveSessionCache {
  private readonly sessions: NotifiedCache<{ until: number; holder: SessionHolder }>;
  readonly listener: ChannelListener = {
    channel: SESSION_REVOKED_CHANNEL,
    heard: (sessionId) => (sessionId ? this.forget(sessionId) : this.forgetAll()),
    setHearing: (hearing) => this.setHearing(hearing),
  };

  constructor(capacity = 50_000, forgottenCapacity = 10_000) {
    this.sessions = new NotifiedCache(capacity, undefined, forgottenCapacity);
  }

  /** The holder of a session seen active and not expired; undefined when the cache cannot tell. */
  holderOf(id: string, now: Date): SessionHolder | undefined {
    const session = this.sessions.get(id, '');
    return session && session.until > now.getTime() ? session.holder : undefined;
  }

  isActive(id: string, now: Date): boolean {
    return this.holderOf(id, now) !== undefined;
  }

  /** Taken before reading the database; `remember` ignores the answer if the session was forgotten since. */
  ticket(): number {
    return this.sessions.ticket();
  }

  remember(id: string, session: SessionHolder & { expiresAt: Date }, ticket: number): void {
    const holder = { personId: session.personId, usertype: session.usertype };
    this.sessions.remember(id, '', { until: session.expiresAt.getTime(), holder }, ticket);
  }

  forget(id: string): void {
    this.sessions.forget(id);
  }

  forgetAll(): void {
    this.sessions.forgetAll();
  }

  /** Whether revocations are reaching this process; the cache starts and stays empty while they are not. */
  setHearing(hearing: boolean): void {
    this.sessions.setHearing(hearing);
  }

  get isHearing(): boolean {
    return this.sessions.isHearing;
  }

  get size(): number {
    return this.sessions.size;
  }
}
