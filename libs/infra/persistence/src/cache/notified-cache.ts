import { ReadTickets } from './read-tickets.js';

/**
 * Answers read from the database, kept in memory while the database's notifications of their changes are
 * heard (see notification-feed.ts), in groups that are forgotten together (all sections of a project).
 * The same guarantees as the active-session cache: nothing is trusted while the feed is down, every
 * interruption forgets, and a read that overlapped a change of its group is not remembered (its ticket is
 * older than the change), so a stale answer is never cached.
 */
export class NotifiedCache<V> {
  private readonly groups = new Map<string, Map<string, V>>();
  private weight = 0;
  private readonly tickets: ReadTickets;
  private hearing = false;

  /** `capacity` in units of `weigh` (entries by default): beyond it the cache starts over. */
  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: V) => number = () => 1,
    forgottenCapacity = 10_000,
  ) {
    this.tickets = new ReadTickets(forgottenCapacity);
  }

  get(group: string, key: string): V | undefined {
    return this.groups.get(group)?.get(key);
  }

  /** Taken before reading the database; `remember` ignores the answer if its group changed since. */
  ticket(): number {
    return this.tickets.ticket();
  }

  remember(group: string, key: string, value: V, ticket: number): void {
    if (!this.hearing || this.tickets.isStale(group, ticket)) return;
    const weight = this.weigh(value);
    if (weight > this.capacity) return;
    // Starting over is simpler than an eviction order, and the hot answers come back at the next reads.
    if (this.weight + weight > this.capacity) this.dropAll();
    let entries = this.groups.get(group);
    if (!entries) this.groups.set(group, (entries = new Map()));
    const previous = entries.get(key);
    if (previous !== undefined) this.weight -= this.weigh(previous);
    entries.set(key, value);
    this.weight += weight;
  }

  forget(group: string): void {
    this.tickets.forget(group);
    const entries = this.groups.get(group);
    if (entries) for (const value of entries.values()) this.weight -= this.weigh(value);
    this.groups.delete(group);
  }

  forgetAll(): void {
    this.tickets.forgetAll();
    this.dropAll();
  }

  /** Whether changes are reaching this process; the cache starts and stays empty while they are not. */
  setHearing(hearing: boolean): void {
    this.hearing = hearing;
    this.forgetAll();
  }

  get isHearing(): boolean {
    return this.hearing;
  }

  get size(): number {
    let size = 0;
    for (const entries of this.groups.values()) size += entries.size;
    return size;
  }

  private dropAll(): void {
    this.groups.clear();
    this.weight = 0;
  }
}
