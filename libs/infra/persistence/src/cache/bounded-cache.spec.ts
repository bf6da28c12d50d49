import { describe, expect, it } from '@jest/globals';
import { BoundedCache } from './bounded-cache.js';

describe('BoundedCache', () => {
  it('keeps at most `max` entries, dropping the least recently used', () => {
    const evicted: string[] = [];
    const cache = new BoundedCache<string, number>({ max: 2, onEvict: (key) => evicted.push(key) });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.size]).toEqual([1, 3, 2]);
    expect(evicted).toEqual(['b']);
  });

  it('counts weight when given `weigh`, and keeps nothing heavier than `max`', () => {
    const cache = new BoundedCache<string, string>({ max: 10, weigh: (v) => v.length });
    cache.set('a', 'xxxx');
    cache.set('b', 'xxxx');
    expect(cache.set('big', 'x'.repeat(11))).toBe(false);
    expect(cache.size).toBe(2);
    cache.set('a', 'xx');
    cache.set('c', 'xxxx');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['xx', 'xxxx', 'xxxx']);
    cache.set('d', 'xxxxxx');
    // 'a' was the least recently used: it goes, and so does 'b' to make room.
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.get('d')]).toEqual([undefined, undefined, 'xxxx', 'xxxxxx']);
  });

  it('forgets an entry once its time to live or its own end has passed', () => {
    let now = 1_000;
    const cache = new BoundedCache<string, number>({ max: 10, ttlMs: 100, now: () => now });
    cache.set('ttl', 1);
    cache.set('own', 2, 1_050);
    cache.set('later', 3, 5_000);
    now = 1_049;
    expect([cache.get('ttl'), cache.get('own'), cache.get('later')]).toEqual([1, 2, 3]);
    now = 1_050;
    expect([cache.get('ttl'), cache.get('own'), cache.get('later')]).toEqual([1, undefined, 3]);
    now = 1_100;
    expect([cache.get('ttl'), cache.get('later')]).toEqual([undefined, undefined]);
    expect(cache.size).toBe(0);
  });

  it('deletes and clears, freeing their weight', () => {
    const cache = new BoundedCache<string, number>({ max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.delete('a')).toBe(true);
    expect(cache.delete('a')).toBe(false);
    cache.set('c', 3);
    expect(cache.get('b')).toBe(2);
    cache.clear();
    cache.set('d', 4);
    cache.set('e', 5);
    expect([cache.size, cache.get('d'), cache.get('e')]).toEqual([2, 4, 5]);
  });
});
