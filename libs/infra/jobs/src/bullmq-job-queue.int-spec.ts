import { randomBytes } from 'node:crypto';
import { connect, createServer, type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { BULLMQ_QUEUE_NAME, BullmqJobQueue } from './bullmq-job-queue.js';
import { createJobQueue } from './create-job-queue.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A raw PING over a socket: an ioredis probe of a closed port leaves timers that hold jest open. */
function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) || 6379 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    // Any reply means a Redis is there (an -NOAUTH error too: the URL's password is then used by the driver).
    socket.on('data', () => done(true));
  });
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const reachable = await redisReachable();
const runId = randomBytes(4).toString('hex');

if (!reachable && process.env.CI) {
  describe('BullmqJobQueue', () => {
    it('needs Redis', () => {
      throw new Error(`Redis is not reachable at ${REDIS_URL} (CI is set, so this fails instead of skipping)`);
    });
  });
} else {
  if (!reachable) console.warn(`BullmqJobQueue tests skipped: Redis is not reachable at ${REDIS_URL}`);
  (reachable ? describe : describe.skip)('BullmqJobQueue', () => {
    let testCount = 0;
    let prefix = '';
    const queues: BullmqJobQueue[] = [];
    const errors: string[] = [];

    // Each test gets its own key prefix, so leftovers of one (a schedule, a failed job) never reach another.
    const newQueue = (options: { handBackMs?: number } = {}) => {
      const queue = new BullmqJobQueue({
        ...options,
        redisUrl: REDIS_URL,
        prefix,
        backoffMs: 10,
        logger: { log: () => undefined, error: (m) => errors.push(m) },
      });
      queues.push(queue);
      return queue;
    };
    const inspect = async <T>(look: (queue: Queue) => Promise<T>): Promise<T> => {
      const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
      const queue = new Queue(BULLMQ_QUEUE_NAME, { connection, prefix });
      try {
        return await look(queue);
      } finally {
        await queue.close();
        await connection.quit();
      }
    };

    beforeEach(() => {
      testCount += 1;
      prefix = `atrium-test-${runId}-${testCount}`;
    });

    afterEach(async () => {
      await Promise.all(queues.splice(0).map((q) => q.stop()));
      await inspect((queue) => queue.obliterate({ force: true }));
      // obliterate leaves nothing behind in principle; sweep the unique prefix to be sure.
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    it('is what createJobQueue gives with a Redis URL', async () => {
      const queue = await createJobQueue({ redisUrl: REDIS_URL, dataSource: {} as DataSource });
      expect(queue).toBeInstanceOf(BullmqJobQueue);
      await queue.stop();
    });

    it('runs an enqueued job with its payload', async () => {
      const seen: unknown[] = [];
      const queue = newQueue();
      queue.handle('greet', async (payload) => void seen.push(payload));
      await queue.start();
      await queue.enqueue('greet', { who: 'Ada', n: 1 });
      await waitFor(() => seen.length === 1);
      expect(seen[0]).toEqual({ who: 'Ada', n: 1 });
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
      await waitFor(async () => (await inspect((q) => q.getFailedCount())) === 1);
      expect(calls).toBe(3);
      const [job] = await inspect((q) => q.getFailed());
      expect(job.attemptsMade).toBe(3);
      expect(job.failedReason).toContain('boom');
      expect(errors.some((e) => e.includes('flaky') && e.includes('gave up') && e.includes('boom'))).toBe(true);
    });

    it('runs a repeated job repeatedly from a single schedule', async () => {
      let runs = 0;
      const [a, b] = [newQueue(), newQueue()];
      for (const q of [a, b]) q.handle('tick', async () => void (runs += 1));
      await a.repeat('tick', 100);
      await b.repeat('tick', 100);
      await Promise.all([a.start(), b.start()]);
      await waitFor(() => runs >= 3);
      expect(await inspect((q) => q.getJobSchedulers())).toHaveLength(1);
    });

    it('stop() waits for the running job', async () => {
      let started = false;
      let finished = false;
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
      expect(await inspect((q) => q.getCompletedCount())).toBe(1);
    });

    it('hands a job it has no handler for back to the queue, attempts untouched, for a process that has one', async () => {
      const without = newQueue({ handBackMs: 50 });
      without.handle('other', async () => undefined);
      await without.start();
      await without.enqueue('mail.like', { id: 3 });
      // The only worker has no handler for it: many hand-backs later, the job is neither failed nor used up.
      await sleep(600);
      expect(await inspect((q) => q.getFailedCount())).toBe(0);
      const [job] = await inspect((q) => q.getJobs(['delayed', 'wait', 'active']));
      expect(job).toMatchObject({ name: 'mail.like', attemptsMade: 0 });

      const seen: unknown[] = [];
      const withHandler = newQueue();
      withHandler.handle('mail.like', async (payload) => void seen.push(payload));
      await withHandler.start();
      await waitFor(() => seen.length === 1);
      expect(seen[0]).toEqual({ id: 3 });
      expect(errors.filter((e) => e.includes('mail.like'))).toEqual([]);
    });

    it('keeps queued jobs across a restart', async () => {
      const before = newQueue();
      await before.enqueue('survivor', { id: 7 });
      await before.stop();

      const seen: unknown[] = [];
      const after = newQueue();
      after.handle('survivor', async (payload) => void seen.push(payload));
      await after.start();
      await waitFor(() => seen.length === 1);
      expect(seen[0]).toEqual({ id: 7 });
    });
  });
}

describe('BullmqJobQueue without Redis', () => {
  it('start() fails with one line naming REDIS_URL instead of waiting forever', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const errors: string[] = [];
    const queue = new BullmqJobQueue({
      redisUrl: `redis://127.0.0.1:${port}`,
      connectTimeoutMs: 500,
      logger: { log: () => undefined, error: (m) => errors.push(m) },
    });
    await expect(queue.start()).rejects.toThrow(`REDIS_URL: cannot reach Redis at 127.0.0.1:${port}`);
    await queue.stop();
    expect(errors.length).toBeGreaterThan(0);
  });
});
