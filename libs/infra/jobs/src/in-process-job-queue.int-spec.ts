import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { openDatabase, type Database } from '@atrium/persistence';
import { createTestDatabase, type TestDatabase, waitFor as waitUntil } from '@atrium/testing';
import { createJobQueue } from './create-job-queue.js';
import { InProcessJobQueue, type InProcessJobQueueOptions } from './in-process-job-queue.js';
import { MIGRATED } from '../../persistence/src/test/migrated-template.js';

const waitFor = (condition: () => boolean | Promise<boolean>) => waitUntil(condition, 'a condition', 10_000);

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

  describe('jobs of a name run in batches', () => {
    const batches = { bulk: 3, 'bulk-one': 3, 'bulk-flaky': 3, 'bulk-a': 3 };

    it('runs the due ones in one call, at most the batch at once, their lists joined in queue order, and records each done', async () => {
      const queue = newQueue({ batches });
      for (let n = 1; n <= 5; n++) await queue.enqueue('bulk', { ns: [n] });
      const seen: unknown[] = [];
      queue.handle('bulk', async (payload) => void seen.push(payload));
      await queue.start();
      await waitFor(async () => (await jobsNamed('bulk')).every((j) => j.status === 'done'));
      expect(seen).toEqual([{ ns: [1, 2, 3] }, { ns: [4, 5] }]);
      expect((await jobsNamed('bulk')).map((j) => j.attempts)).toEqual([1, 1, 1, 1, 1]);
    });

    it('gives a job that runs alone its own payload', async () => {
      const queue = newQueue({ batches });
      const seen: unknown[] = [];
      queue.handle('bulk-one', async (payload) => void seen.push(payload));
      await queue.start();
      await queue.enqueue('bulk-one', { ns: [9], note: 'kept' });
      await waitFor(() => seen.length === 1);
      expect(seen).toEqual([{ ns: [9], note: 'kept' }]);
    });

    it('fails them together and retries each, then gives up on each', async () => {
      const queue = newQueue({ batches });
      for (let n = 1; n <= 2; n++) await queue.enqueue('bulk-flaky', { ns: [n] });
      let calls = 0;
      queue.handle('bulk-flaky', async () => {
        calls += 1;
        throw new Error('bulk boom');
      });
      await queue.start();
      await waitFor(async () => (await jobsNamed('bulk-flaky')).every((j) => j.status === 'failed'));
      expect((await jobsNamed('bulk-flaky')).map((j) => [j.attempts, j.last_error?.includes('bulk boom')])).toEqual([
        [3, true],
        [3, true],
      ]);
      // Retried together when both were due at once, else one by one: never more runs than attempts.
      expect(calls).toBeGreaterThanOrEqual(3);
      expect(calls).toBeLessThanOrEqual(6);
    });

    it('leaves jobs of other names to their own runs', async () => {
      const queue = newQueue({ batches });
      await queue.enqueue('bulk-a', { ns: [1] });
      await queue.enqueue('single-b', { n: 2 });
      await queue.enqueue('bulk-a', { ns: [3] });
      const seen: Array<[string, unknown]> = [];
      queue.handle('bulk-a', async (payload) => void seen.push(['a', payload]));
      queue.handle('single-b', async (payload) => void seen.push(['b', payload]));
      await queue.start();
      await waitFor(() => seen.length === 2);
      expect(seen).toEqual([
        ['a', { ns: [1, 3] }],
        ['b', { n: 2 }],
      ]);
    });
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

  it('renews the claim of a running job (a heartbeat): a job longer than its lease is not taken over and run twice', async () => {
    let runs = 0;
    const [a, b] = [newQueue({ leaseMs: 300 }), newQueue({ leaseMs: 300 })];
    for (const q of [a, b])
      q.handle('long', async () => {
        runs += 1;
        await sleep(1500);
      });
    await a.enqueue('long');
    await Promise.all([a.start(), b.start()]);
    await waitFor(async () => (await jobsNamed('long'))[0]?.status === 'done');
    expect(runs).toBe(1);
    expect((await jobsNamed('long'))[0].attempts).toBe(1);
  });

  it('claims a job for about a minute by default, so the job of a process that died runs again soon', async () => {
    let claimedForMs = 0;
    const queue = newQueue();
    queue.handle('leased', async () => {
      const [row] = await database.dataSource.query(
        `SELECT extract(epoch FROM run_after - now()) * 1000 AS ms FROM jobs WHERE name = 'leased'`,
      );
      claimedForMs = Number(row.ms);
    });
    await queue.start();
    await queue.enqueue('leased');
    await waitFor(async () => (await jobsNamed('leased'))[0]?.status === 'done');
    expect(claimedForMs).toBeGreaterThan(30_000);
    expect(claimedForMs).toBeLessThanOrEqual(60_000);
  });

  it('runs a job recorded by another statement once told it was (the outbox), without waiting for the next poll', async () => {
    const seen: unknown[] = [];
    const queue = newQueue({ pollMs: 60_000 });
    queue.handle('outboxed', async (payload) => void seen.push(payload));
    await queue.start();
    await sleep(100); // The first poll has found nothing; the next one is a minute away.
    await database.dataSource.query(`INSERT INTO jobs (name, payload) VALUES ('outboxed', '{"k":2}')`);
    queue.recorded('outboxed');
    await waitFor(() => seen.length === 1);
    expect(seen[0]).toEqual({ k: 2 });
  });

  it('runs a job left handed over to Redis once REDIS_URL is gone, when it is due for a check', async () => {
    await database.dataSource.query(
      `INSERT INTO jobs (name, payload, status, run_after) VALUES ('was-handed', '{"k":3}', 'handed', now() - interval '1 second')`,
    );
    const seen: unknown[] = [];
    const queue = newQueue();
    queue.handle('was-handed', async (payload) => void seen.push(payload));
    await queue.start();
    await waitFor(() => seen.length === 1);
    expect(seen[0]).toEqual({ k: 3 });
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
