import { beforeEach, describe, expect, it } from '@jest/globals';
import { FakeSessionRepository } from '@atrium/testing';
import { ActiveSessionCache } from './active-session-cache.js';
import { CachedSessionRepository, type SessionStore } from './cached-session.repository.js';

/** The fake sessions, counting the reads that reach them. */
class CountingStore extends FakeSessionRepository implements SessionStore {
  reads = 0;
  async activeUntil(id: string, now: Date) {
    this.reads++;
    const s = this.sessions.get(id);
    return s && !s.revokedAt && s.expiresAt > now ? s.expiresAt : null;
  }
}

describe('CachedSessionRepository', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
  let store: CountingStore;
  let cache: ActiveSessionCache;
  let sessions: CachedSessionRepository;

  beforeEach(async () => {
    store = new CountingStore();
    cache = new ActiveSessionCache(2);
    cache.setHearing(true);
    sessions = new CachedSessionRepository(store, cache);
    for (const id of ['s1', 's2', 's3']) await store.create({ id, personId: 1, expiresAt: later(3600) });
  });

  it('reads an active session once, then answers from memory until it expires', async () => {
    expect(await sessions.isActive('s1', now)).toBe(true);
    expect(await sessions.isActive('s1', later(60))).toBe(true);
    expect(store.reads).toBe(1);
    expect(await sessions.isActive('s1', later(3601))).toBe(false);
    expect(store.reads).toBe(2);
  });

  it('never remembers an unknown session, and forgets a revoked one at once', async () => {
    expect(await sessions.isActive('nope', now)).toBe(false);
    expect(await sessions.isActive('nope', now)).toBe(false);
    expect(store.reads).toBe(2);
    await sessions.isActive('s1', now);
    await sessions.revoke('s1', now);
    expect(await sessions.isActive('s1', now)).toBe(false);
  });

  it("forgets everything when someone's other sessions are revoked", async () => {
    await sessions.isActive('s1', now);
    await sessions.revokeOthers(1, 's2', now);
    expect(await sessions.isActive('s1', now)).toBe(false);
    expect(await sessions.isActive('s2', now)).toBe(true);
  });

  it('does not remember a read that overlapped the revocation of its session, or a forgetting of all', async () => {
    let ticket = cache.ticket();
    cache.forget('s1');
    cache.remember('s1', later(3600), ticket);
    expect(cache.isActive('s1', now)).toBe(false);
    ticket = cache.ticket();
    cache.forgetAll();
    cache.remember('s2', later(3600), ticket);
    expect(cache.isActive('s2', now)).toBe(false);
  });

  it("remembers a read that only overlapped other sessions' revocations", async () => {
    const ticket = cache.ticket();
    cache.forget('s2');
    cache.remember('s1', later(3600), ticket);
    expect(cache.isActive('s1', now)).toBe(true);
  });

  it('trusts nothing while revocations are not heard, and starts empty when they are again', async () => {
    await sessions.isActive('s1', now);
    cache.setHearing(false);
    expect(cache.size).toBe(0);
    await sessions.isActive('s1', now);
    await sessions.isActive('s1', now);
    expect(store.reads).toBe(3);
    cache.setHearing(true);
    await sessions.isActive('s1', now);
    await sessions.isActive('s1', now);
    expect(store.reads).toBe(4);
  });

  it('keeps at most its capacity, dropping the oldest', async () => {
    for (const id of ['s1', 's2', 's3']) await sessions.isActive(id, now);
    expect(cache.size).toBe(2);
    expect(cache.isActive('s1', now)).toBe(false);
    expect(cache.isActive('s3', now)).toBe(true);
  });
});
