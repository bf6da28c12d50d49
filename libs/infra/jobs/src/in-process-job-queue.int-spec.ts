import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { openDatabase, type Database } from '@atrium/persistence';
import { createTestDatabase, type TestDatabase } from '@atrium/testing';
import { createJobQueue } from './create-job-queue.js';
import { InProcessJobQueue, type InProcessJobQueueOptions } from './in-process-job-queue.js';
import { MIGRATED } from '../../persistence/src/test/migrated-template.js';

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('InProcessJobQueue', () => {
  let testDb: TestDatabase;
  let database: Database;
  const queues: InProcessJobQueue[] = [];
  const errors: string[] = [];

  const open = () => openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir, poolSize: 4 });
  const newQueue = (options: InProcessJobQueueOptions = {}) => {
    const queue = new InProcessJobQueue(database.dataSource, {
      pollMs: 20,
      backoffMs: 10,
      logger: { log: () => undefined, error: (m) => errors.push(m) },
      ...options,
    });
    queues.push(queue);
    return queue;
  };
  const jobsNamed = (name: string): Promise<Array<{ status: string; attempts: number; last_error: string | null }>> =>
    database.dataSource.query(`SELECT status, attempts, last_error FROM jobs WHERE name = $1 ORDER BY id`, [name]);

  beforeAll(async () => {
    testDb = await createTestDatabase({ template: MIGRATED });
    database = await open();
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.dispose();
  });

  it('is what createJobQueue gives without a Redis URL', async () => {
    expect(await createJobQueue({ dataSource: database.dataSource })).toBeInstanceOf(InProcessJobQueue);
  });

  it('runs an enqueued job with its payload and records it done', async () => {
    const seen: unknown[] = [];
    const queue = newQueue();
    queue.handle('greet', async (payload) => void seen.push(payload));
    await queue.start();
    await queue.enqueue('greet', { who: 'Ada', n: 1 });
    await waitFor(() => seen.length === 1);
    expect(seen[0]).toEqual({ who: 'Ada', n: 1 });
    await waitFor(async () => (await jobsNamed('greet'))[0]?.status === 'done');
  });

  it('retries a failing job, then marks it failed and logs the error', async () => {
    let calls = 0;
    const queue = newQueue();
    queue.handle('flaky', async () => {
      calls += 1;
      throw new Error('boom');
    });
    await queue.start();
    await queue.enqueue('flaky');
    await waitFor(async () => (await jobsNamed('flaky'))[0]?.status === 'failed');
    expect(calls).toBe(3);
    const [job] = await jobsNamed('flaky');
    expect(job.attempts).toBe(3);
    expect(job.last_error).toContain('boom');
    expect(errors.some((e) => e.includes('flaky') && e.includes('gave up') && e.includes('boom'))).toBe(true);
  });

  it('runs a repeated job repeatedly from one schedule', async () => {
    let runs = 0;
    const queue = newQueue();
    queue.handle('tick', async () => void (runs += 1));
    await queue.repeat('tick', 100);
    await queue.repeat('tick', 100);
    await queue.start();
    await waitFor(() => runs >= 3);
    const schedules = await database.dataSource.query(`SELECT name FROM job_schedules WHERE name = 'tick'`);
    expect(schedules).toHaveLength(1);
  });

  it('queues one tick once when several pollers share the schedule', async () => {
    let runs = 0;
    const [a, b] = [newQueue(), newQueue()];
    for (const q of [a, b]) q.handle('hourly', async () => void (runs += 1));
    await a.repeat('hourly', 3_600_000);
    await b.repeat('hourly', 3_600_000);
    await Promise.all([a.start(), b.start()]);
    await waitFor(() => runs === 1);
    await sleep(300);
    expect(runs).toBe(1);
    expect(await jobsNamed('hourly')).toHaveLength(1);
  });

  it('runs each job once when several pollers share the table', async () => {
    const runs = new Map<number, number>();
    const pollers = [newQueue(), newQueue(), newQueue()];
    for (const q of pollers) {
      q.handle('count', async ({ n }) => {
        runs.set(n as number, (runs.get(n as number) ?? 0) + 1);
        await sleep(2);
      });
    }
    for (let n = 0; n < 30; n += 1) await pollers[n % 3].enqueue('count', { n });
    await Promise.all(pollers.map((q) => q.start()));
    await waitFor(async () => (await jobsNamed('count')).every((j) => j.status === 'done'));
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
  });

  it('stop() waits for the running job', async () => {
    let finished = false;
    let started = false;
    const queue = newQueue();
    queue.handle('slow', async () => {
      started = true;
      await sleep(400);
      finished = true;
    });
    await queue.start();
    await queue.enqueue('slow');
    await waitFor(() => started);
    await queue.stop();
    expect(finished).toBe(true);
    expect((await jobsNamed('slow'))[0].status).toBe('done');
  });

  it('takes over a job whose process stopped while running it, once its lease has passed', async () => {
    await database.dataSource.query(
      `INSERT INTO jobs (name, payload, status, attempts, run_after) VALUES ('orphan', '{"k":1}', 'running', 1, now() - interval '1 second')`,
    );
    const seen: unknown[] = [];
    const queue = newQueue();
    queue.handle('orphan', async (payload) => void seen.push(payload));
    await queue.start();
    await waitFor(() => seen.length === 1);
    expect(seen[0]).toEqual({ k: 1 });
  });

  it('keeps queued jobs across a restart', async () => {
    const before = newQueue();
    await before.enqueue('survivor', { id: 7 });
    await before.stop();
    await database.close();

    database = await open();
    const seen: unknown[] = [];
    const after = newQueue();
    after.handle('survivor', async (payload) => void seen.push(payload));
    await after.start();
    await waitFor(() => seen.length === 1);
    expect(seen[0]).toEqual({ id: 7 });
  });
});
