import type pg from 'pg';
import { announceOwnWrites, NOTIFIED_CHANNELS, ownWritesAnnouncer, type Database } from '@atrium/persistence';

interface Change {
  at: number;
  channel: string;
  payload: string;
}

/**
 * Checks that every write of the app forgets what it changes (own-writes.ts): the pooled connections, which
 * do not LISTEN in the product, listen here (`listenOn`, the database's `onConnect`), so the triggers'
 * notifications of the app's own statements come back with their answers; each must be matched by an
 * announcement of the app made after it (after the commit), on its channel, for its payload or for
 * everything. A write path that forgets nothing leaves its notification unmatched: on the embedded database
 * its change would stay unseen by the caches.
 */
export class OwnWritesAudit {
  private clock = 0;
  private readonly heard: Change[] = [];
  private readonly announced: Change[] = [];
  private database?: Database;

  /** `embedded`: the embedded database's socket hands a connection only its own notifications. */
  constructor(private readonly embedded: boolean) {}

  readonly listenOn = async (client: pg.ClientBase): Promise<void> => {
    const own = (client as unknown as { processID: number | null }).processID;
    client.on('notification', (n) => {
      // A real PostgreSQL hands every listener every process's notifications: only this connection's count.
      if (!this.embedded && n.processId !== own) return;
      this.heard.push({ at: this.clock++, channel: n.channel, payload: n.payload ?? '' });
    });
    for (const channel of NOTIFIED_CHANNELS) await client.query(`LISTEN ${channel}`);
  };

  /** Records the app's announcements from now on, still handing them to its caches. */
  attach(database: Database): void {
    this.database = database;
    const announce = ownWritesAnnouncer(database.dataSource);
    announceOwnWrites(database.dataSource, (channel, payload) => {
      this.announced.push({ at: this.clock++, channel, payload });
      announce?.(channel, payload);
    });
  }

  /** Counts as an announcement of everything: a statement written directly, the caches told to start over. */
  forgotAll(): void {
    for (const channel of NOTIFIED_CHANNELS) this.announced.push({ at: this.clock++, channel, payload: '' });
    this.database?.notifications.forgetAll();
  }

  /** The notifications heard so far that no announcement matched (a write's announcement follows its commit at once). */
  async unmatched(): Promise<string[]> {
    const until = this.clock;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const matched = (h: Change) =>
      this.announced.some((a) => a.at > h.at && a.channel === h.channel && (a.payload === '' || a.payload === h.payload));
    const missing = this.heard.filter((h) => h.at < until && !matched(h));
    this.heard.splice(0, this.heard.length, ...this.heard.filter((h) => h.at >= until));
    return missing.map((h) => `${h.channel} ${h.payload}`);
  }
}
