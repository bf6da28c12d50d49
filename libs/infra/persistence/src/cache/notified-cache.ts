import { BoundedCache } from './bounded-cache.js';
import { ReadTickets } from './read-tickets.js';

/**
 * Answers read from the database, kept in memory while the database's notifications of their changes are
 * heard (see notification-feed.ts), in groups that are forgotten together (all sections of a project).
 * Nothing is trusted while the feed is down, every interruption forgets, and a read that overlapped a
 * change of its group is not remembered (its ticket is older than the change), so a stale answer is never
 * cached.
 */
export class NotifiedCache<V> {
  private readonly answers: BoundedCache<string, V>;
  /** The keys of each group's answers, to forget a group without a walk of every answer. */
  private readonly groups = new Map<string, Set<string>>();
  private readonly tickets: ReadTickets;
  private hearing = false;

  /** `capacity` in units of `weigh` (entries by default): beyond it the least recently used go first. */
  constructor(capacity: number, weigh?: (value: V) => number, forgottenCapacity = 10_000) {
    this.answers = new BoundedCache({ max: capacity, weigh, onEvict: (entry) => this.unlist(entry) });
    this.tickets = new ReadTickets(forgottenCapacity);
  }

  get(group: string, key: string): V | undefined {
    return this.answers.get(entryOf(group, key));
  }

  /** Taken before reading the database; `remember` ignores the answer if its group changed since. */
  ticket(): number {
    return this.tickets.ticket();
  }

  remember(group: string, key: string, value: V, ticket: number): void {
    if (!this.hearing || this.tickets.isStale(group, ticket)) return;
    const entry = entryOf(group, key);
    // Too heavy to keep: whatever the key held before is gone too.
    if (!this.answers.set(entry, value)) return this.unlist(entry);
    let keys = this.groups.get(group);
    if (!keys) this.groups.set(group, (keys = new Set()));
    keys.add(entry);
  }

  forget(group: string): void {
    this.tickets.forget(group);
    for (const entry of this.groups.get(group) ?? []) this.answers.delete(entry);
    this.groups.delete(group);
  }

  forgetAll(): void {
    this.tickets.forgetAll();
    this.answers.clear();
    this.groups.clear();
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
    return this.answers.size;
  }

  private unlist(entry: string): void {
    const group = entry.slice(0, entry.indexOf(SEPARATOR));
    const keys = this.groups.get(group);
    keys?.delete(entry);
    if (keys?.size === 0) this.groups.delete(group);
  }
}

// Group names are ids and project numbers: never this character.
const SEPARATOR = '\u0000';
const entryOf = (group: string, key: string) => `${group}${SEPARATOR}${key}`;
