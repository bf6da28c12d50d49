import { describe, expect, it } from '@jest/globals';
import { ConfigError } from './config/config.js';
import { workersWanted } from './workers.js';

describe('workersWanted', () => {
  const pg = 'postgres://db/atrium';
  it('runs one process unless WEB_CONCURRENCY asks for more on PostgreSQL', () => {
    expect(workersWanted({ DATABASE_URL: pg })).toBe(1);
    expect(workersWanted({ DATABASE_URL: pg, WEB_CONCURRENCY: ' 2 ' })).toBe(2);
    expect(workersWanted({ WEB_CONCURRENCY: '2' })).toBe(1);
  });

  it('refuses a value that is not a whole number from 1, naming the variable', () => {
    for (const bad of ['0', '-1', '1.5', 'two']) {
      expect(() => workersWanted({ DATABASE_URL: pg, WEB_CONCURRENCY: bad })).toThrow(ConfigError);
      expect(() => workersWanted({ DATABASE_URL: pg, WEB_CONCURRENCY: bad })).toThrow(/^WEB_CONCURRENCY: /);
    }
  });
});
