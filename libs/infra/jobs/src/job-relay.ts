import type { JobsOptions, Queue } from 'bullmq';
import { firstLine, type JobLogger } from './job-logger.js';
import type { SqlExecutor } from './job-records.js';

/**
 * BullMQ's id of the job recorded as row `id` of `jobs`: one id per row, so a second hand-over is a no-op.
 * The row's creation time (µs) is part of it: a Redis shared by databases whose ids restart at 1 (a restored
 * backup, a test database) keeps finished jobs under those ids, and a bare row id would make the next
 * database's job a no-op that never runs.
 */
export const bullmqJobId = (job: { id: string | number; stamp: string | number }) => `outbox-${job.id}-${job.stamp}`;

/**
 * The row of `jobs` a BullMQ job stands for, or undefined for a job no row records (a scheduled run). Ids
 * handed over before the stamp was added (`outbox-<id>`) still name their row.
 */
export function outboxIdOf(jobId: string | undefined): string | undefined {
  return /^outbox-(\d+)(?:-\d+)?$/.exec(jobId ?? '')?.[1];
}

interface RecordedJob {
  id: string;
  /** created_at in microseconds since the epoch. */
  stamp: string;
  name: string;
  payload: Record<string, unknown>;
}

const RECORDED = `id, name, payload, (extract(epoch FROM created_at) * 1000000)::bigint::text AS stamp`;

// Picked and marked in one statement, so two relays never hand one job over at once. A handed job's
// run_after says when to check that Redis still has it, should it not have run by then.
const HAND_OVER = `WITH picked AS (
    UPDATE jobs SET status = 'handed', run_after = now() + $2::float8 * interval '1 millisecond'
    WHERE id IN (
      SELECT id FROM jobs WHERE status = 'queued' AND run_after <= now()
      ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
    RETURNING ${RECORDED})
  SELECT * FROM picked`;

// Redis refused them: they wait for the next hand-over.
const TAKE_BACK = `UPDATE jobs SET status = 'queued', run_after = now() WHERE id = ANY($1::bigint[]) AND status = 'handed'`;

// Handed jobs that should have run by now (all handed ones after Redis came back: $3), and running ones whose
// process stopped renewing their claim: handed again (their claim is then open to the next run).
const DUE_FOR_CHECK = `WITH due AS (
    UPDATE jobs SET status = 'handed', run_after = now() + $2::float8 * interval '1 millisecond'
    WHERE id IN (
      SELECT id FROM jobs WHERE status IN ('handed', 'running') AND (run_after <= now() OR ($3 AND status = 'handed'))
        AND id > $4
      ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
    RETURNING ${RECORDED})
  SELECT * FROM due`;

const BACKLOG = `SELECT count(*)::int AS n FROM jobs WHERE status = 'queued'`;

export interface JobRelayOptions {
  db: SqlExecutor;
  queue: Queue;
  jobOptions: JobsOptions;
  /** Whether Redis is connected now: the relay waits rather than pile commands up in the client meanwhile. */
  redisReady(): boolean;
  /** Looks for recorded jobs this often when nothing wakes it (default 1 s). */
  pollMs?: number;
  /** A handed job not finished after this long is checked for in Redis, and handed again if it is gone (30 s). */
  recheckMs?: number;
  /** Runs after each check: the schedules, which a Redis that came back empty lost too. */
  afterCheck?(): Promise<void>;
  logger: JobLogger;
}

/** Jobs per statement and per Redis call. */
const BATCH = 500;

/**
 * The outbox's relay: moves jobs recorded in `jobs` to BullMQ and marks them handed over, and hands over
 * again what Redis no longer has (it came back empty, or failed over without the latest writes). What runs a
 * job twice stops at the worker's claim on the row, which a finished job no longer grants.
 */
export class JobRelay {
  private readonly pollMs: number;
  private readonly recheckMs: number;
  private timer?: NodeJS.Timeout;
  private loop: Promise<void> = Promise.resolve();
  private running = false;
  private again = false;
  private stopping = true;
  private checkAllNext = false;
  private nextCheckAt = 0;
  private lastError?: string;

  constructor(private readonly options: JobRelayOptions) {
    this.pollMs = options.pollMs ?? 1000;
    this.recheckMs = options.recheckMs ?? 30_000;
  }

  start(): void {
    this.stopping = false;
    // A process starting knows nothing of what Redis kept while none ran: every handed job is looked for.
    this.checkAllNext = true;
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.loop;
  }

  /** Relays now (new jobs were recorded), or right after the run in progress. */
  wake(): void {
    if (this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.loop = this.run();
  }

  /** Redis is back after an outage: every handed job is checked at the next run, not only overdue ones. */
  redisReturned(): void {
    this.checkAllNext = true;
    this.wake();
  }

  /** Jobs recorded and not yet handed over. */
  async backlog(): Promise<number> {
    const [row] = (await this.options.db.query(BACKLOG)) as { n: number }[];
    return row.n;
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      do {
        this.again = false;
        if (!this.options.redisReady()) break;
        while (!this.stopping && (await this.handOver()) === BATCH);
        if (this.checkAllNext || Date.now() >= this.nextCheckAt) await this.check();
      } while (this.again && !this.stopping);
      this.lastError = undefined;
    } catch (error) {
      // Once per distinct failure: the outage is reported by the driver too.
      const message = firstLine(error);
      if (message !== this.lastError) this.options.logger.error(`jobs: relay to Redis failed, will retry: ${message}`);
      this.lastError = message;
    } finally {
      this.running = false;
      if (!this.stopping) this.timer = setTimeout(() => this.wake(), this.pollMs);
    }
  }

  private async handOver(): Promise<number> {
    const jobs = (await this.options.db.query(HAND_OVER, [BATCH, this.recheckMs])) as RecordedJob[];
    if (!jobs.length) return 0;
    try {
      await this.add(jobs);
    } catch (error) {
      await this.options.db.query(TAKE_BACK, [jobs.map((job) => job.id)]);
      throw error;
    }
    return jobs.length;
  }

  private async check(): Promise<void> {
    const all = this.checkAllNext;
    this.checkAllNext = false;
    this.nextCheckAt = Date.now() + this.recheckMs;
    const { queue } = this.options;
    // A cursor: the rows checked get a later run_after, but with `all` they would still match.
    for (let after = 0; ;) {
      const due = (await this.options.db.query(DUE_FOR_CHECK, [BATCH, this.recheckMs, all, after])) as RecordedJob[];
      if (!due.length) break;
      after = Math.max(...due.map((job) => Number(job.id)));
      const states = await Promise.all(due.map((job) => queue.getJobState(bullmqJobId(job))));
      // Gone from Redis, or finished there while the database says it is not (the row is what counts).
      const lost = due.filter((_, i) => states[i] === 'unknown' || states[i] === 'completed' || states[i] === 'failed');
      const finished = due.filter((_, i) => states[i] === 'completed' || states[i] === 'failed');
      await Promise.all(finished.map((job) => queue.remove(bullmqJobId(job))));
      if (lost.length) {
        await this.add(lost);
        this.options.logger.log(`jobs: handed ${lost.length} job(s) that Redis no longer had over again`);
      }
      if (due.length < BATCH) break;
    }
    await this.options.afterCheck?.();
  }

  private async add(jobs: RecordedJob[]): Promise<void> {
    await this.options.queue.addBulk(
      jobs.map((job) => ({ name: job.name, data: job.payload ?? {}, opts: { ...this.options.jobOptions, jobId: bullmqJobId(job) } })),
    );
  }
}
