import type { SessionRepository } from '@atrium/tenancy';
import type { ActiveSessionCache } from './active-session-cache.js';

/** What the cache needs from the store beneath it: the expiry of an active session. */
export interface SessionStore extends SessionRepository {
  activeUntil(id: string, now: Date): Promise<Date | null>;
}

/**
 * The session check without a database round trip once a session has been seen active. Revocations made
 * here are forgotten at once in this process; other processes hear of them through the database's
 * notifications (session-revocations.ts).
 */
export class CachedSessionRepository implements SessionRepository {
  constructor(
    private readonly store: SessionStore,
    private readonly cache: ActiveSessionCache,
  ) {}

  create(session: { id: string; personId: number; expiresAt: Date }): Promise<void> {
    return this.store.create(session);
  }

  async isActive(id: string, now: Date): Promise<boolean> {
    if (this.cache.isActive(id, now)) return true;
    const ticket = this.cache.ticket();
    const until = await this.store.activeUntil(id, now);
    if (!until) return false;
    this.cache.remember(id, until, ticket);
    return true;
  }

  async revoke(id: string, now: Date): Promise<void> {
    try {
      await this.store.revoke(id, now);
    } finally {
      this.cache.forget(id);
    }
  }

  async revokeOthers(personId: number, keep: string, now: Date): Promise<void> {
    try {
      await this.store.revokeOthers(personId, keep, now);
    } finally {
      // The cache does not know whose sessions it holds; password changes are rare enough to start over.
      this.cache.forgetAll();
    }
  }
}
