import type { DataSource } from 'typeorm';
import { startNotificationFeed, type NotificationFeed } from '../cache/notification-feed.js';
import type { ActiveSessionCache } from './active-session-cache.js';

/** Where the `sessions` triggers announce a session that stopped being active (migration 1763920000000). */
export const SESSION_REVOKED_CHANNEL = 'atrium_session_revoked';

export type SessionRevocations = NotificationFeed;

/**
 * Feeds `cache` with revocations committed by any process, through the notification feed: a revocation made
 * by this process (a logout, or a person deleted with their sessions by cascade) is forgotten before the
 * revoking statement returns, other processes' within milliseconds on a connection of its own; while that
 * connection is down the cache is not trusted (every check reads the database).
 */
export function startSessionRevocations(
  dataSource: DataSource,
  cache: ActiveSessionCache,
  options: { databaseUrl?: string; onError?: (error: Error) => void },
): Promise<SessionRevocations> {
  const listener = {
    channel: SESSION_REVOKED_CHANNEL,
    heard: (sessionId: string) => {
      if (sessionId) cache.forget(sessionId);
    },
    setHearing: (hearing: boolean) => cache.setHearing(hearing),
  };
  return startNotificationFeed(dataSource, [listener], { ...options, applicationName: 'atrium-session-revocations' });
}
