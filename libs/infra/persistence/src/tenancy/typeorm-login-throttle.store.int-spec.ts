import { describe, expect, it } from '@jest/globals';
import { admitAttempt, DEFAULT_LOGIN_RATE_LIMIT, forgottenBefore, throttleKeys } from '@atrium/tenancy';
import { useTestDatabase } from '../test/open-test-database.js';
import { TypeormLoginThrottleStore } from './typeorm-login-throttle.store.js';

describe('TypeormLoginThrottleStore', () => {
  const t = useTestDatabase();
  const store = () => new TypeormLoginThrottleStore(t.db);
  const keys = () => t.db.query(`SELECT key FROM login_throttles ORDER BY key`).then((rows: { key: string }[]) => rows.map((r) => r.key));
  const attempt = (email: string, address: string, at: Date) =>
    store().update(throttleKeys(email, address), (counters) => admitAttempt(counters, DEFAULT_LOGIN_RATE_LIMIT, at));

  it('forgets the counters past their window, and keeps recent ones and those still blocking', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const old = new Date(now.getTime() - 2 * 60 * 60_000);
    await attempt('old@example.com', '10.0.0.1', old);
    await attempt('new@example.com', '10.0.0.2', new Date(now.getTime() - 60_000));
    // A counter last used long ago that still blocks until after now stays.
    await t.db.query(
      `INSERT INTO login_throttles (key, attempts, last_attempt_at, blocked_until) VALUES ('address:10.0.0.9', 30, $1, $2)`,
      [old, new Date(now.getTime() + 60_000)],
    );
    expect(await store().forget(forgottenBefore(DEFAULT_LOGIN_RATE_LIMIT, now), now)).toBe(3);
    expect(await keys()).toEqual(['address:10.0.0.2', 'address:10.0.0.9', 'email:new@example.com', 'pair:new@example.com 10.0.0.2']);
  });
});
