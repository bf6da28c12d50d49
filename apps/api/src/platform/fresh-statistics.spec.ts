import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { JobHandler, JobQueue, JobQueueStatus } from '@atrium/kernel';
import { DEFAULT_ANALYZE_RULE, type AnalyzedTable, type StatisticsKeeper, type StatisticsSettings } from '@atrium/persistence';
import { ANALYZE_JOB, FreshStatistics, NUDGE_DELAY_MS, type StatisticsSource } from './fresh-statistics.js';

/** Records what is asked of the queue; `run` calls a registered handler as the driver would. */
class RecordingQueue implements JobQueue {
  readonly handlers = new Map<string, JobHandler>();
  readonly enqueued: string[] = [];
  readonly repeated: Array<[string, number]> = [];
  handle(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }
  async enqueue(name: string): Promise<void> {
    this.enqueued.push(name);
  }
  recorded(): void {}
  async status(): Promise<JobQueueStatus> {
    return {};
  }
  async repeat(name: string, everyMs: number): Promise<void> {
    this.repeated.push([name, everyMs]);
  }
  async start(): Promise<void> {}
  async stop(): Promise<void> {}
  run(name: string): Promise<void> {
    return this.handlers.get(name)!({});
  }
}

const OFF: StatisticsSettings = { autovacuum: false, trackCounts: true, rule: DEFAULT_ANALYZE_RULE, napMs: 30_000 };

/** A database whose settings the test chooses; `embedded` as TableStatistics takes it. */
function database(settings: StatisticsSettings, embedded = false) {
  const passes: StatisticsSettings[] = [];
  const analyzed: AnalyzedTable[] = [{ table: 'public.leads', changed: 20_000, rows: 0 }];
  const source: StatisticsSource & { current: StatisticsSettings } = {
    current: settings,
    async settings() {
      return this.current;
    },
    keeper(s: StatisticsSettings): StatisticsKeeper {
      if (!s.trackCounts) return 'nobody';
      return s.autovacuum && !embedded ? 'autovacuum' : 'this application';
    },
    async analyzeStale(s: StatisticsSettings) {
      passes.push(s);
      return analyzed;
    },
  };
  return { source, passes };
}

async function started(settings: StatisticsSettings, embedded = false) {
  const jobs = new RecordingQueue();
  const db = database(settings, embedded);
  const fresh = new FreshStatistics(db.source, jobs);
  await fresh.onModuleInit();
  return { jobs, fresh, ...db };
}

describe('FreshStatistics', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('leaves everything to autovacuum where it runs: no job, no schedule, no pass after bulk writes', async () => {
    jest.useFakeTimers();
    const { jobs, fresh } = await started({ ...OFF, autovacuum: true });
    fresh.wrote(10_000);
    jest.advanceTimersByTime(NUDGE_DELAY_MS * 2);
    expect(jobs.handlers.size).toBe(0);
    expect(jobs.repeated).toEqual([]);
    expect(jobs.enqueued).toEqual([]);
  });

  it('keeps them with autovacuum off: a pass at start and every autovacuum_naptime, analyzing with the settings of the moment', async () => {
    const { jobs, passes, source } = await started(OFF);
    expect(jobs.repeated).toEqual([[ANALYZE_JOB, 30_000]]);
    expect(jobs.enqueued).toEqual([ANALYZE_JOB]);
    await jobs.run(ANALYZE_JOB);
    expect(passes).toEqual([OFF]);
    // Turned on since: the next pass leaves it to autovacuum.
    source.current = { ...OFF, autovacuum: true };
    await jobs.run(ANALYZE_JOB);
    expect(passes).toHaveLength(1);
  });

  it('keeps them on the embedded database, whose `autovacuum = on` runs nothing', async () => {
    const { jobs } = await started({ ...OFF, autovacuum: true }, true);
    expect(jobs.handlers.has(ANALYZE_JOB)).toBe(true);
  });

  it('registers nothing without track_counts (no counters to go by)', async () => {
    const { jobs } = await started({ ...OFF, trackCounts: false });
    expect(jobs.handlers.size).toBe(0);
  });

  it('queues one pass shortly after bulk writes that pass the threshold together, not one per batch', async () => {
    jest.useFakeTimers();
    const { jobs, fresh } = await started(OFF);
    jobs.enqueued.length = 0;
    fresh.wrote(30);
    fresh.wrote(20);
    jest.advanceTimersByTime(NUDGE_DELAY_MS * 2);
    expect(jobs.enqueued).toEqual([]);
    fresh.wrote(1);
    fresh.wrote(500);
    fresh.wrote(500);
    jest.advanceTimersByTime(NUDGE_DELAY_MS - 1);
    expect(jobs.enqueued).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(jobs.enqueued).toEqual([ANALYZE_JOB]);
    // Counted again from zero.
    fresh.wrote(50);
    jest.advanceTimersByTime(NUDGE_DELAY_MS);
    expect(jobs.enqueued).toEqual([ANALYZE_JOB]);
  });

  it('drops a pending nudge when the application stops', async () => {
    jest.useFakeTimers();
    const { jobs, fresh } = await started(OFF);
    jobs.enqueued.length = 0;
    fresh.wrote(1000);
    fresh.onModuleDestroy();
    jest.advanceTimersByTime(NUDGE_DELAY_MS * 2);
    expect(jobs.enqueued).toEqual([]);
  });
});
