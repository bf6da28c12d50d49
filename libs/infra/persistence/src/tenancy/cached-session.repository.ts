import type { SessionHolder, SessionRepository } from '@atrium/tenancy';
import type { ActiveSessionCache } from './active-session-cache.js';

/** An active session as the cache keeps it: its holder, and when it expires. */
export interface ActiveSession extends SessionHolder {
  expiresAt: Date;
}

/** What the cache needs from the store beneath it: an active session with its expiry. */
export interface SessionStore extends SessionRepository {
  activeSession(id: string, now: Date): Promise<ActiveSession | null>;
}

/**
 * The session check without a database round trip once a session has been seen active. The store's
 * revocations are forgotten in this process once they commit (own-writes.ts); other processes hear of them
 * through the database's notifications (the process's NotificationFeed).
 */
export class CachedSessionRepository implements SessionRepository {
  constructor(
    private readonly store: SessionStore,
    private readonly cache: ActiveSessionCache,
  ) {}

  create(session: { id: string; personId: number; expiresAt: Date }): Promise<void> {
    return this.store.create(session);
  }

  async activeHolder(id: string, now: Date): Promise<SessionHolder | null> {
    const cached = this.cache.holderOf(id, now);
    if (cached) return cached;
    const ticket = this.cache.ticket();
    const session = await this.store.activeSession(id, now);
    if (!session) return null;
    this.cache.remember(id, session, ticket);
    return { personId: session.personId, usertype: session.usertype };
  }

  revoke(id: string, now: Date): Promise<void> {
    return this.store.revoke(id, now);
  }

  revokeOthers(personId: number, keep: string, now: Date): Promise<void> {
    return this.store.revokeOthers(personId, keep, now);
  }
}
