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
  /** Per channel: when everything was last announced, and when each payload was (only the latest can match). */
  private readonly lastAll = new Map<string, number>();
  private readonly lastByPayload = new Map<string, Map<string, number>>();
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
      this.announced(channel, payload);
      announce?.(channel, payload);
    });
  }

  /** Counts as an announcement of everything: a statement written directly, the caches told to start over. */
  forgotAll(): void {
    for (const channel of NOTIFIED_CHANNELS) this.announced(channel, '');
    this.database?.notifications.forgetAll();
  }

  private announced(channel: string, payload: string): void {
    const at = this.clock++;
    if (payload === '') {
      this.lastAll.set(channel, at);
      // Everything on the channel is now matched: the payloads' own times no longer matter.
      this.lastByPayload.delete(channel);
      return;
    }
    let byPayload = this.lastByPayload.get(channel);
    if (!byPayload) this.lastByPayload.set(channel, (byPayload = new Map()));
    byPayload.set(payload, at);
  }

  /** The notifications heard so far that no announcement matched (a write's announcement follows its commit at once). */
  async unmatched(): Promise<string[]> {
    const until = this.clock;
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A lookup per notification: a test that writes thousands of rows made a scan of every announcement
    // so far for each one quadratic, and the list of announcements grew for the whole file.
    const matched = (h: Change) =>
      (this.lastAll.get(h.channel) ?? -1) > h.at || (this.lastByPayload.get(h.channel)?.get(h.payload) ?? -1) > h.at;
    const missing = this.heard.filter((h) => h.at < until && !matched(h));
    this.heard.splice(0, this.heard.length, ...this.heard.filter((h) => h.at >= until));
    return missing.map((h) => `${h.channel} ${h.payload}`);
  }
}
