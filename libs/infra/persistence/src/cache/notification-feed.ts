import pg from 'pg';
import { NOTIFIED_CHANNELS } from './channels.js';

/** What hears one channel: its notifications, and whether they are being heard at all. */
export interface ChannelListener {
  channel: string;
  heard(payload: string): void;
  setHearing(hearing: boolean): void;
}

/**
 * The one feed of a process (one per open database): the changes committed by any process, handed to the
 * in-memory caches (sessions, memberships, API keys, sections). This process's own writes name what they
 * change (own-writes.ts) and are handed over once their transaction commits, before the writing request
 * answers; pooled connections do not LISTEN (no statement queues behind one, and a pooled connection holds
 * no state a pooler could lose). Other processes' changes arrive on the one connection that only listens (a real
 * PostgreSQL); while it is down the listeners are told they are not hearing, and it reconnects with a
 * growing delay. The embedded database has a single API process (the data folder's lock): its own writes
 * are the only changes there are, and its socket would hand a NOTIFY to the connection that caused it only.
 */
export class NotificationFeed {
  private readonly listeners: ChannelListener[] = [];
  private hearing = false;
  private dedicated?: DedicatedListener;

  /** Hands `cache` what its listener's channel announces, from now on; answers the cache. */
  add<C extends { listener: ChannelListener }>(cache: C): C {
    this.listeners.push(cache.listener);
    cache.listener.setHearing(this.hearing);
    return cache;
  }

  /** A change made by this process, once committed (own-writes.ts): handed to the caches as if heard. */
  readonly ownWrite = (channel: string, payload: string): void => this.dispatch({ channel, payload, processId: 0 });

  /** A write no repository names (a test's or an operator's statement in this process): every cache starts over. */
  forgetAll(): void {
    for (const channel of NOTIFIED_CHANNELS) this.ownWrite(channel, '');
  }

  /** Starts hearing other processes (`databaseUrl`: a real PostgreSQL); never throws, a failed start retries. */
  async start(options: { databaseUrl?: string; onError?: (error: Error) => void }): Promise<void> {
    if (this.dedicated) return;
    if (!options.databaseUrl) return this.setHearing(true);
    this.dedicated = new DedicatedListener(
      { connectionString: options.databaseUrl, application_name: 'atrium-notifications' },
      this.dispatch,
      (hearing) => this.setHearing(hearing),
      options.onError ?? (() => undefined),
    );
    await this.dedicated.start();
  }

  async stop(): Promise<void> {
    await this.dedicated?.stop();
    this.dedicated = undefined;
    this.setHearing(false);
  }

  private readonly dispatch = (n: pg.Notification): void => {
    for (const l of this.listeners) if (l.channel === n.channel) l.heard(n.payload ?? '');
  };

  private setHearing(hearing: boolean): void {
    this.hearing = hearing;
    for (const l of this.listeners) l.setHearing(hearing);
  }
}

class DedicatedListener {
  private client?: pg.Client;
  private retryTimer?: NodeJS.Timeout;
  private failures = 0;
  private stopped = false;

  constructor(
    private readonly config: pg.ClientConfig,
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
      for (const channel of NOTIFIED_CHANNELS) await client.query(`LISTEN ${channel}`);
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
    await this.client?.end().catch(() => undefined);
  }
}
