import { describe, expect, it } from '@jest/globals';
import { DEFAULT_LOGIN_RATE_LIMIT, forgottenBefore, type LoginRateLimit } from './login-throttle.js';

describe('forgottenBefore', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('is the longest window of any counter before now (an hour by default)', () => {
    expect(forgottenBefore(DEFAULT_LOGIN_RATE_LIMIT, now)).toEqual(new Date('2026-11-26T11:00:00Z'));
  });

  it('waits out a longest delay that outlasts the window', () => {
    const rules: LoginRateLimit = {
      ...DEFAULT_LOGIN_RATE_LIMIT,
      address: { limit: 1, firstDelaySeconds: 60, maxDelaySeconds: 3 * 60 * 60, forgetAfterSeconds: 60 },
    };
    expect(forgottenBefore(rules, now)).toEqual(new Date('2026-11-26T09:00:00Z'));
  });
});
