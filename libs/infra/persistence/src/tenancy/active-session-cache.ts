import type { SessionHolder } from '@atrium/tenancy';
import { ReadTickets } from '../cache/read-tickets.js';

/**
 * The ids of sessions this process has seen active, with their holder (person and role, read from the
 * database) and expiry, so that most requests skip the database. Entries are only ever trusted while revocations are being heard (see session-revocations.ts):
 * every revocation and every interruption of the feed forgets, and a database read that overlapped the
 * revocation of its session is not remembered, so there is no window in which a revoked session stays
 * cached. (A revocation is heard several times, once per listening connection: only the session's own
 * revocations must spoil a read, or late copies would keep others from being cached.)
 */
export class ActiveSessionCache {
  private readonly sessions = new Map<string, { until: number; holder: SessionHolder }>();
  private readonly tickets: ReadTickets;
  private hearing = false;

  constructor(
    private readonly capacity = 50_000,
    forgottenCapacity = 10_000,
  ) {
    this.tickets = new ReadTickets(forgottenCapacity);
  }

  /** The holder of a session seen active and not expired; undefined when the cache cannot tell. */
  holderOf(id: string, now: Date): SessionHolder | undefined {
    const session = this.sessions.get(id);
    if (session === undefined) return undefined;
    if (session.until > now.getTime()) return session.holder;
    this.sessions.delete(id);
    return undefined;
  }

  isActive(id: string, now: Date): boolean {
    return this.holderOf(id, now) !== undefined;
  }

  /** Taken before reading the database; `remember` ignores the answer if the session was forgotten since. */
  ticket(): number {
    return this.tickets.ticket();
  }

  remember(id: string, session: SessionHolder & { expiresAt: Date }, ticket: number): void {
    if (!this.hearing || this.tickets.isStale(id, ticket)) return;
    // Oldest first (a Map keeps insertion order): the memory stays bounded whatever the number of sessions.
    if (this.sessions.size >= this.capacity) this.sessions.delete(this.sessions.keys().next().value as string);
    this.sessions.set(id, { until: session.expiresAt.getTime(), holder: { personId: session.personId, usertype: session.usertype } });
  }

  forget(id: string): void {
    this.tickets.forget(id);
    this.sessions.delete(id);
  }

  forgetAll(): void {
    this.tickets.forgetAll();
    this.sessions.clear();
  }

  /** Whether revocations are reaching this process; the cache starts and stays empty while they are not. */
  setHearing(hearing: boolean): void {
    this.hearing = hearing;
    this.forgetAll();
  }

  get isHearing(): boolean {
    return this.hearing;
  }

  get size(): number {
    return this.sessions.size;
  }
}
