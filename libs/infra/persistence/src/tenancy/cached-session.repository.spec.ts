import { beforeEach, describe, expect, it } from '@jest/globals';
import { FakeSessionRepository } from '@atrium/testing';
import { ActiveSessionCache } from './active-session-cache.js';
import { CachedSessionRepository, type SessionStore } from './cached-session.repository.js';

/** The fake sessions, counting the reads that reach them. */
class CountingStore extends FakeSessionRepository implements SessionStore {
  reads = 0;
  async activeSession(id: string, now: Date) {
    this.reads++;
    const s = this.sessions.get(id);
    return s && !s.revokedAt && s.expiresAt > now ? { expiresAt: s.expiresAt, personId: s.personId, usertype: 'admins' as const } : null;
  }
}

describe('CachedSessionRepository', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
  let store: CountingStore;
  let cache: ActiveSessionCache;
  let sessions: CachedSessionRepository;
  let isActive: (id: string, at: Date) => Promise<boolean>;

  beforeEach(async () => {
    store = new CountingStore();
    cache = new ActiveSessionCache(2);
    cache.setHearing(true);
    sessions = new CachedSessionRepository(store, cache);
    isActive = async (id, at) => (await sessions.activeHolder(id, at)) !== null;
    for (const id of ['s1', 's2', 's3']) await store.create({ id, personId: 1, expiresAt: later(3600) });
  });

  it('answers the holder the store read (person and role), from memory after the first read', async () => {
    expect(await sessions.activeHolder('s1', now)).toEqual({ personId: 1, usertype: 'admins' });
    expect(await sessions.activeHolder('s1', later(60))).toEqual({ personId: 1, usertype: 'admins' });
    expect(store.reads).toBe(1);
  });

  it('reads an active session once, then answers from memory until it expires', async () => {
    expect(await isActive('s1', now)).toBe(true);
    expect(await isActive('s1', later(60))).toBe(true);
    expect(store.reads).toBe(1);
    expect(await isActive('s1', later(3601))).toBe(false);
    expect(store.reads).toBe(2);
  });

  it('never remembers an unknown session', async () => {
    expect(await isActive('nope', now)).toBe(false);
    expect(await isActive('nope', now)).toBe(false);
    expect(store.reads).toBe(2);
  });

  // Revocations are forgotten through the feed once they commit (own-writes.ts; active-session-cache.int-spec.ts).

  it('does not remember a read that overlapped the revocation of its session, or a forgetting of all', async () => {
    let ticket = cache.ticket();
    cache.forget('s1');
    cache.remember('s1', { expiresAt: later(3600), personId: 1, usertype: 'admins' }, ticket);
    expect(cache.isActive('s1', now)).toBe(false);
    ticket = cache.ticket();
    cache.forgetAll();
    cache.remember('s2', { expiresAt: later(3600), personId: 1, usertype: 'admins' }, ticket);
    expect(cache.isActive('s2', now)).toBe(false);
  });

  it("remembers a read that only overlapped other sessions' revocations", async () => {
    const ticket = cache.ticket();
    cache.forget('s2');
    cache.remember('s1', { expiresAt: later(3600), personId: 1, usertype: 'admins' }, ticket);
    expect(cache.isActive('s1', now)).toBe(true);
  });

  it('trusts nothing while revocations are not heard, and starts empty when they are again', async () => {
    await isActive('s1', now);
    cache.setHearing(false);
    expect(cache.size).toBe(0);
    await isActive('s1', now);
    await isActive('s1', now);
    expect(store.reads).toBe(3);
    cache.setHearing(true);
    await isActive('s1', now);
    await isActive('s1', now);
    expect(store.reads).toBe(4);
  });

  it('keeps at most its capacity, dropping the oldest', async () => {
    for (const id of ['s1', 's2', 's3']) await isActive(id, now);
    expect(cache.size).toBe(2);
    expect(cache.isActive('s1', now)).toBe(false);
    expect(cache.isActive('s3', now)).toBe(true);
  });
});
