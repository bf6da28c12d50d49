import { BoundedCache } from './bounded-cache.js';

/**
 * Which reads of the database may still be remembered by an in-memory cache: a read takes a ticket before
 * it starts, and its answer is stale if its key (or everything) was forgotten after that ticket. Bounded:
 * the forgetting of a key dropped to make room moves the line under which every read is stale.
 */
export class ReadTickets {
  /** Counts forgettings; a read's ticket is its value when the read began. */
  private epoch = 0;
  private readonly forgottenAt: BoundedCache<string, number>;
  /** Reads begun before this were overtaken by a forgetAll (or by a forgetting no longer kept). */
  private clearedAt = 0;

  constructor(capacity = 10_000) {
    this.forgottenAt = new BoundedCache({ max: capacity, onEvict: (_key, at) => (this.clearedAt = Math.max(this.clearedAt, at)) });
  }

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
  }

  forgetAll(): void {
    this.epoch++;
    this.forgottenAt.clear();
    this.clearedAt = this.epoch;
  }
}
