import { describe, expect, it } from '@jest/globals';
import { HttpError } from 'react-admin';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries an answer of 4xx: "not found" shows at once', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(shouldRetry(0, new HttpError('no', status))).toBe(false);
  });

  it('retries a network failure or a 5xx, three times', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new HttpError('down', 503))).toBe(true);
    expect(shouldRetry(3, new HttpError('down', 503))).toBe(false);
  });
});
