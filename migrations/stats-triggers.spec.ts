import { describe, expect, it } from '@jest/globals';
// @ts-expect-error: a plain-JavaScript tool, typed by what this spec uses of it.
import { countingFunctions, userStatsCounters } from '../tools/migrations/stats-triggers.mjs';
import { statementsOf } from './src/sql-file.js';

type Signal = { announce?: string; versions?: boolean };
const counting = countingFunctions as (signal?: Signal) => string[];
const CHANNEL = { announce: 'atrium_stats_changed' };

// The migrations keep the generator's output, not the generator: a new counting migration starts from the
// tool, and the tool must still print exactly what the applied ones ran.
describe('tools/migrations/stats-triggers.mjs prints the committed migrations’ SQL', () => {
  it('user-stats-counters (1764200000000)', () => {
    expect((userStatsCounters as () => string[])()).toEqual(statementsOf('1764200000000-user-stats-counters.up.sql'));
  });

  it('stats-notify (1764300000000), up and down', () => {
    expect(counting(CHANNEL)).toEqual(statementsOf('1764300000000-stats-notify.up.sql'));
    expect(counting()).toEqual(statementsOf('1764300000000-stats-notify.down.sql'));
  });

  it('stats-versions (1764340000000), up and down, around its table', () => {
    const up = statementsOf('1764340000000-stats-versions.up.sql');
    expect(up[0]).toMatch(/^CREATE TABLE stats_versions/);
    expect(up.slice(1)).toEqual(counting({ versions: true }));
    const down = statementsOf('1764340000000-stats-versions.down.sql');
    expect(down.slice(0, -1)).toEqual(counting(CHANNEL));
    expect(down.at(-1)).toBe('DROP TABLE stats_versions');
  });
});
