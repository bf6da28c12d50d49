import { describe, expect, it } from '@jest/globals';
import type { ProjectScope, TenantScope } from '@atrium/kernel';
import { FixedClock } from '@atrium/testing';
import { ReadUserStats, STATS_DATASETS, type StatsDay, type UserStatsReader } from './user-stats.js';

const user = (projectId?: number): TenantScope => ({ kind: 'users', userId: 1, subscriptionId: 1, projectId });
const NOW = new Date('2026-11-23T12:00:00Z');

/** Answers two days whose counts are their series' position (1..6) and ten times that; records its calls. */
class RecordingReader implements UserStatsReader {
  calls: Array<[number, number, number]> = [];
  async daily({ projectId }: ProjectScope, from: number, toExclusive: number) {
    this.calls.push([projectId, from, toExclusive]);
    const day = (name: string, factor: number) =>
      ({ day: name, ...Object.fromEntries(STATS_DATASETS.map((d, i) => [d, (i + 1) * factor])) }) as StatsDay;
    return { timeZone: 'UTC', days: [day('2026-11-22', 1), day('2026-11-23', 10)] };
  }
}

function setup() {
  const reader = new RecordingReader();
  return { reader, stats: new ReadUserStats(reader, new FixedClock(NOW)) };
}

describe('user dashboard statistics', () => {
  it('defaults to the last 600000 seconds, to the end of the current second', async () => {
    const { reader, stats } = setup();
    const now = NOW.getTime() / 1000;
    const answer = await stats.execute(user(7), {});
    expect(answer).toMatchObject({ project: 7, from: now - 600_000, to: now, timeZone: 'UTC' });
    expect(reader.calls).toEqual([[7, now - 600_000, now + 1]]);
  });

  it('answers the six series in order, with their labels, points and totals', async () => {
    const { stats } = setup();
    const answer = await stats.execute(user(7), { from: 0, to: 100 });
    expect(answer.series.map((s) => s.label)).toEqual([
      'New Leads',
      'Inventory Engagements',
      'Form Submissions',
      'New Customers',
      'Video Likes',
      'Video Views',
    ]);
    expect(answer.series[2]).toEqual({
      dataset: 'submissions',
      label: 'Form Submissions',
      total: 33,
      points: [
        { day: '2026-11-22', count: 3 },
        { day: '2026-11-23', count: 30 },
      ],
    });
  });

  it('answers one series when a dataset is named', async () => {
    const { stats } = setup();
    const answer = await stats.execute(user(7), { dataset: 'views', from: 0, to: 100 });
    expect(answer.series.map((s) => [s.dataset, s.total])).toEqual([['views', 66]]);
  });

  it('refuses an unknown dataset, a reversed or too wide range, and reads nothing', async () => {
    const { reader, stats } = setup();
    for (const [query, field] of [
      [{ dataset: 'leads' }, 'dataset'],
      [{ from: 200, to: 100 }, 'to'],
      [{ from: -1, to: 100 }, 'from'],
      [{ from: 0, to: 400 * 86_400 }, 'to'],
    ] as const)
      await expect(stats.execute(user(7), query)).rejects.toMatchObject({ errors: [expect.objectContaining({ field })] });
    await expect(stats.execute(user(), {})).rejects.toMatchObject({ errors: [{ field: 'project', message: 'is required' }] });
    expect(reader.calls).toEqual([]);
  });
});
