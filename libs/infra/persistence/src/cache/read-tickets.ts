/**
 * Which reads of the database may still be remembered by an in-memory cache: a read takes a ticket before
 * it starts, and its answer is stale if its key (or everything) was forgotten after that ticket. Bounded:
 * beyond `capacity` forgotten keys it forgets everything at once (reads then in flight are not remembered).
 */
export class ReadTickets {
  /** Counts forgettings; a read's ticket is its value when the read began. */
  private epoch = 0;
  private readonly forgottenAt = new Map<string, number>();
  /** Reads begun before this were overtaken by a forgetAll (or by trimming `forgottenAt`). */
  private clearedAt = 0;

  constructor(private readonly capacity = 10_000) {}

  ticket(): number {
    return this.epoch;
  }

  /** Whether a read of `key` that began at `ticket` was overtaken by a forgetting. */
  isStale(key: string, ticket: number): boolean {
    return ticket < this.clearedAt || (this.forgottenAt.get(key) ?? -1) > ticket;
  }

  forget(key: string): void {
    this.epoch++;
    this.forgottenAt.set(key, this.epoch);
    if (this.forgottenAt.size > this.capacity) this.clear();
  }

  forgetAll(): void {
    this.epoch++;
    this.clear();
  }

  private clear(): void {
    this.forgottenAt.clear();
    this.clearedAt = this.epoch;
  }
}
