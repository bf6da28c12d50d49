export interface BoundedCacheOptions<K, V> {
  /** The most entries kept, or with `weigh` the most weight: the least recently used go first. */
  max: number;
  /** An entry's share of `max` (1 by default); an entry heavier than `max` is not kept. */
  weigh?: (value: V) => number;
  /** How long an entry is kept at most, in ms (for ever by default; `set` may give an entry its own end). */
  ttlMs?: number;
  /** Told of each entry dropped to make room (not of expired, deleted or cleared ones). */
  onEvict?: (key: K, value: V) => void;
  /** The clock, in ms (for the specs). */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  weight: number;
  expiresAt: number;
}

/**
 * The one in-memory cache of the API's speed-ups: least recently used first out, bounded by count or by
 * weight, with an optional time to live. A `Map` keeps insertion order, so re-inserting an entry on each
 * use makes its first key the least recently used.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private weight = 0;
  private readonly weigh: (value: V) => number;
  private readonly now: () => number;

  constructor(private readonly options: BoundedCacheOptions<K, V>) {
    this.weigh = options.weigh ?? (() => 1);
    this.now = options.now ?? (() => Date.now());
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() >= entry.expiresAt) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` until `expiresAt` (ms) at the latest; answers false when it is too heavy to keep. */
  set(key: K, value: V, expiresAt?: number): boolean {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.options.max) return false;
    const ttlEnd = this.options.ttlMs === undefined ? Infinity : this.now() + this.options.ttlMs;
    while (this.weight + weight > this.options.max) {
      const [oldest, entry] = this.entries.entries().next().value as [K, Entry<V>];
      this.remove(oldest, entry);
      this.options.onEvict?.(oldest, entry.value);
    }
    this.entries.set(key, { value, weight, expiresAt: Math.min(ttlEnd, expiresAt ?? Infinity) });
    this.weight += weight;
    return true;
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key);
    if (entry) this.remove(key, entry);
    return Boolean(entry);
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  /** Entries kept, expired ones included until they are next asked for. */
  get size(): number {
    return this.entries.size;
  }

  private remove(key: K, entry: Entry<V>): void {
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}
