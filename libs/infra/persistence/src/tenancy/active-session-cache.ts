import { ReadTickets } from '../cache/read-tickets.js';

/**
 * The ids of sessions this process has seen active, with their expiry, so that most requests skip the
 * database. Entries are only ever trusted while revocations are being heard (see session-revocations.ts):
 * every revocation and every interruption of the feed forgets, and a database read that overlapped the
 * revocation of its session is not remembered, so there is no window in which a revoked session stays
 * cached. (A revocation is heard several times, once per listening connection: only the session's own
 * revocations must spoil a read, or late copies would keep others from being cached.)
 */
export class ActiveSessionCache {
  private readonly expiries = new Map<string, number>();
  private readonly tickets: ReadTickets;
  private hearing = false;

  constructor(
    private readonly capacity = 50_000,
    forgottenCapacity = 10_000,
  ) {
    this.tickets = new ReadTickets(forgottenCapacity);
  }

  isActive(id: string, now: Date): boolean {
    const until = this.expiries.get(id);
    if (until === undefined) return false;
    if (until > now.getTime()) return true;
    this.expiries.delete(id);
    return false;
  }

  /** Taken before reading the database; `remember` ignores the answer if the session was forgotten since. */
  ticket(): number {
    return this.tickets.ticket();
  }

  remember(id: string, expiresAt: Date, ticket: number): void {
    if (!this.hearing || this.tickets.isStale(id, ticket)) return;
    // Oldest first (a Map keeps insertion order): the memory stays bounded whatever the number of sessions.
    if (this.expiries.size >= this.capacity) this.expiries.delete(this.expiries.keys().next().value as string);
    this.expiries.set(id, expiresAt.getTime());
  }

  forget(id: string): void {
    this.tickets.forget(id);
    this.expiries.delete(id);
  }

  forgetAll(): void {
    this.tickets.forgetAll();
    this.expiries.clear();
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
    return this.expiries.size;
  }
}
