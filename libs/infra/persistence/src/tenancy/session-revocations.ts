import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { ActiveSessionCache } from './active-session-cache.js';

/** Where the `sessions` triggers announce a session that stopped being active (migration 1763920000000). */
export const SESSION_REVOKED_CHANNEL = 'atrium_session_revoked';

export interface SessionRevocations {
  stop(): Promise<void>;
}

/**
 * Feeds `cache` with revocations committed by any process. Every pool connection LISTENs too: PostgreSQL
 * hands a listening session its own notifications in the answer to the statement that committed them, so
 * a revocation made by this process (a logout, or a person deleted with their sessions by cascade) is
 * forgotten before the revoking statement even returns. Other processes' revocations arrive within
 * milliseconds on a dedicated connection that only listens (a real PostgreSQL), which keeps listening
 * when the pool has no connection open. The embedded database has a single backend session, which a
 * second connection cannot listen apart from, and only ever one API process: the pool is enough there.
 */
export async function startSessionRevocations(
  dataSource: DataSource,
  cache: ActiveSessionCache,
  options: { databaseUrl?: string; onError?: (error: Error) => void },
): Promise<SessionRevocations> {
  const pool = await watchPool(dataSource, cache);
  if (!options.databaseUrl) {
    cache.setHearing(true);
    return pool;
  }
  const listener = new PgRevocationListener({ connectionString: options.databaseUrl }, cache, options.onError ?? (() => undefined));
  await listener.start();
  return {
    async stop() {
      await listener.stop();
      await pool.stop();
    },
  };
}

/**
 * One connection per process that only LISTENs. While it is down the cache is not trusted (every check
 * reads the database) and it reconnects with a growing delay; on its return the cache starts empty,
 * since revocations made meanwhile were not heard.
 */
class PgRevocationListener implements SessionRevocations {
  private client?: pg.Client;
  private retryTimer?: NodeJS.Timeout;
  private failures = 0;
  private stopped = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly cache: ActiveSessionCache,
    private readonly onError: (error: Error) => void,
  ) {}

  /** Never throws: a database that is down at start is retried like one that goes away later. */
  async start(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ ...this.config, application_name: 'atrium-session-revocations', keepAlive: true });
    this.client = client;
    let lost = false;
    const loseConnection = (error?: Error) => {
      if (lost) return;
      lost = true;
      this.cache.setHearing(false);
      client.end().catch(() => undefined);
      if (this.stopped) return;
      if (error) this.onError(error);
      this.scheduleRetry();
    };
    client.on('error', loseConnection);
    client.on('end', () => loseConnection());
    client.on('notification', (n) => {
      if (n.channel === SESSION_REVOKED_CHANNEL && n.payload) this.cache.forget(n.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_REVOKED_CHANNEL}`);
    } catch (error) {
      loseConnection(error as Error);
      return;
    }
    if (lost || this.stopped) return;
    this.failures = 0;
    this.cache.setHearing(true);
  }

  private scheduleRetry(): void {
    if (this.retryTimer) return;
    const delay = Math.min(30_000, 250 * 2 ** this.failures++);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.start();
    }, delay);
    this.retryTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.cache.setHearing(false);
    await this.client?.end().catch(() => undefined);
  }
}

async function watchPool(dataSource: DataSource, cache: ActiveSessionCache): Promise<SessionRevocations> {
  const pool = (dataSource.driver as unknown as { master: pg.Pool }).master;
  const watched = new Set<pg.PoolClient>();
  const onNotification = (n: pg.Notification) => {
    if (n.channel === SESSION_REVOKED_CHANNEL && n.payload) cache.forget(n.payload);
  };
  // Queued before the statement of whoever acquired the connection, so it listens before it writes.
  const watch = (client: pg.PoolClient) => {
    if (watched.has(client)) return;
    watched.add(client);
    client.on('notification', onNotification);
    client.once('end', () => watched.delete(client));
    client.query(`LISTEN ${SESSION_REVOKED_CHANNEL}`).catch(() => undefined);
  };
  pool.on('connect', watch);
  pool.on('acquire', watch);
  // Makes sure at least one connection listens (on the embedded database that is the whole session).
  await dataSource.query('SELECT 1');
  return {
    async stop() {
      pool.off('connect', watch);
      pool.off('acquire', watch);
      for (const client of watched) client.off('notification', onNotification);
      watched.clear();
    },
  };
}
