import pg from 'pg';
import type { DataSource } from 'typeorm';
import { PoolListening } from './pool-listening.js';

/** What hears one channel: its notifications, and whether they are being heard at all. */
export interface ChannelListener {
  channel: string;
  heard(payload: string): void;
  setHearing(hearing: boolean): void;
}

export interface NotificationFeed {
  stop(): Promise<void>;
}

/**
 * Feeds in-process caches (sessions, API keys, memberships, sections) with the changes committed by any
 * process. Every pool connection LISTENs before it is handed out (pool-listening.ts): PostgreSQL hands a
 * listening session its own notifications in the answer to the statement that committed them, so a change
 * made by this process is heard before its statement returns. Other processes' changes arrive on a dedicated
 * connection that only listens (a real PostgreSQL); while it is down the listeners are told they are not
 * hearing, and it reconnects with a growing delay. The embedded database has a single session and a single
 * API process: the pool is enough.
 */
export async function startNotificationFeed(
  dataSource: DataSource,
  listeners: readonly ChannelListener[],
  options: { databaseUrl?: string; onError?: (error: Error) => void; applicationName?: string },
): Promise<NotificationFeed> {
  const dispatch = (n: pg.Notification) => {
    for (const l of listeners) if (l.channel === n.channel) l.heard(n.payload ?? '');
  };
  const setHearing = (hearing: boolean) => listeners.forEach((l) => l.setHearing(hearing));
  const channels = [...new Set(listeners.map((l) => l.channel))];
  const pool = await watchPool(dataSource, channels, dispatch);
  if (!options.databaseUrl) {
    setHearing(true);
    return { stop: async () => (setHearing(false), pool.stop()) };
  }
  const config = { connectionString: options.databaseUrl, application_name: options.applicationName ?? 'atrium-cache-notifications' };
  const listener = new DedicatedListener(config, channels, dispatch, setHearing, options.onError ?? (() => undefined));
  await listener.start();
  return {
    async stop() {
      await listener.stop();
      await pool.stop();
    },
  };
}

class DedicatedListener {
  private client?: pg.Client;
  private retryTimer?: NodeJS.Timeout;
  private failures = 0;
  private stopped = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channels: readonly string[],
    private readonly dispatch: (n: pg.Notification) => void,
    private readonly setHearing: (hearing: boolean) => void,
    private readonly onError: (error: Error) => void,
  ) {}

  /** Never throws: a database that is down at start is retried like one that goes away later. */
  async start(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ ...this.config, keepAlive: true });
    this.client = client;
    let lost = false;
    const loseConnection = (error?: Error) => {
      if (lost) return;
      lost = true;
      this.setHearing(false);
      client.end().catch(() => undefined);
      if (this.stopped) return;
      if (error) this.onError(error);
      this.scheduleRetry();
    };
    client.on('error', loseConnection);
    client.on('end', () => loseConnection());
    client.on('notification', this.dispatch);
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      loseConnection(error as Error);
      return;
    }
    if (lost || this.stopped) return;
    this.failures = 0;
    this.setHearing(true);
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
    this.setHearing(false);
    await this.client?.end().catch(() => undefined);
  }
}

async function watchPool(
  dataSource: DataSource,
  channels: readonly string[],
  dispatch: (n: pg.Notification) => void,
): Promise<NotificationFeed> {
  const pool = (dataSource.driver as unknown as { master: pg.Pool }).master;
  const listening = PoolListening.of(pool);
  const removals = channels.map((channel) => listening.add(channel, dispatch));
  // Makes sure at least one connection listens (on the embedded database that is the whole session).
  (await pool.connect()).release();
  return {
    async stop() {
      removals.forEach((remove) => remove());
    },
  };
}
