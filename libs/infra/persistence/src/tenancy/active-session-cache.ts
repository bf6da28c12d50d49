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
  /** Counts revocations heard; a read's ticket is its value when the read began. */
  private epoch = 0;
  private readonly forgottenAt = new Map<string, number>();
  /** Reads begun before this were overtaken by a forgetAll (or by trimming `forgottenAt`). */
  private clearedAt = 0;
  private hearing = false;

  constructor(
    private readonly capacity = 50_000,
    private readonly forgottenCapacity = 10_000,
  ) {}

  isActive(id: string, now: Date): boolean {
    const until = this.expiries.get(id);
    if (until === undefined) return false;
    if (until > now.getTime()) return true;
    this.expiries.delete(id);
    return false;
  }

  /** Taken before reading the database; `remember` ignores the answer if the session was forgotten since. */
  ticket(): number {
    return this.epoch;
  }

  remember(id: string, expiresAt: Date, ticket: number): void {
    if (!this.hearing || ticket < this.clearedAt || (this.forgottenAt.get(id) ?? -1) > ticket) return;
    // Oldest first (a Map keeps insertion order): the memory stays bounded whatever the number of sessions.
    if (this.expiries.size >= this.capacity) this.expiries.delete(this.expiries.keys().next().value as string);
    this.expiries.set(id, expiresAt.getTime());
  }

  forget(id: string): void {
    this.epoch++;
    this.expiries.delete(id);
    this.forgottenAt.set(id, this.epoch);
    if (this.forgottenAt.size > this.forgottenCapacity) this.trim();
  }

  forgetAll(): void {
    this.epoch++;
    this.expiries.clear();
    this.trim();
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

  private trim(): void {
    this.forgottenAt.clear();
    this.clearedAt = this.epoch;
  }
}
