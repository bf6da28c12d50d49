import type { JobHandler, JobQueue, JobQueueStatus } from '@atrium/kernel';
import { describeError, firstLine, type JobLogger } from './job-logger.js';
import { DEFAULT_LEASE_MS, DONE, DONE_MANY, RECORD, withHeartbeat, type ClaimedJob, type SqlExecutor } from './job-records.js';

export interface InProcessJobQueueOptions {
  /** Pause between polls once no job is due (default 1 s). */
  pollMs?: number;
  /** Runs of a job before it is marked failed (default 3). */
  maxAttempts?: number;
  /** Delay before the first retry; it doubles on each further retry (default 1 s). */
  backoffMs?: number;
  /** How long a claim lasts unless renewed: a job whose process died runs again that much later (default 1 min). */
  leaseMs?: number;
  /**
   * Job names whose due jobs run together, at most that many in one call of the handler: work that is
   * cheaper in bulk (form notifications under a burst). Their payloads must be lists (`{ ids: [...] }`):
   * the handler gets each field's lists joined in queue order. They succeed or fail together (each then
   * retried on its own schedule).
   */
  batches?: Readonly<Record<string, number>>;
  logger?: JobLogger;
}

// Every statement below stands alone (no transaction): on the embedded PGlite all connections share one
// backend, so holding a transaction while awaiting anything else would stall the whole database.
// A claimed job's run_after becomes its lease expiry, so a job left 'running' by a crashed process is
// claimable again later (as is one 'handed' to a Redis no process uses any more: REDIS_URL was removed);
// the CTE makes TypeORM return plain rows (a bare UPDATE returns [rows, count]).
const CLAIM = `WITH claimed AS (
    UPDATE jobs SET status = 'running', attempts = attempts + 1,
      run_after = now() + $2::float8 * interval '1 millisecond'
    WHERE id = (
      SELECT id FROM jobs
      WHERE status IN ('queued', 'handed', 'running') AND run_after <= now() AND name = ANY($1::text[])
      ORDER BY id LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING id, name, payload, attempts)
  SELECT * FROM claimed`;

// More due jobs of one name, to run with one just claimed (`batches`).
const CLAIM_MORE = `WITH claimed AS (
    UPDATE jobs SET status = 'running', attempts = attempts + 1,
      run_after = now() + $3::float8 * interval '1 millisecond'
    WHERE id IN (
      SELECT id FROM jobs
      WHERE status IN ('queued', 'handed', 'running') AND run_after <= now() AND name = $1
      ORDER BY id LIMIT $2
      FOR UPDATE SKIP LOCKED)
    RETURNING id, name, payload, attempts)
  SELECT * FROM claimed`;

const FAILED = `UPDATE jobs SET
    status = CASE WHEN attempts >= $3 THEN 'failed' ELSE 'queued' END,
    finished_at = CASE WHEN attempts >= $3 THEN now() END,
    run_after = now() + $4::float8 * interval '1 millisecond',
    last_error = $5
  WHERE id = $1 AND status = 'running' AND attempts = $2`;

// One statement moves the schedule forward and queues the run: on PostgreSQL a second poller blocks on the
// schedule's row, then sees the new next_run_at and skips it, so one tick is queued once. A tick is dropped
// while an earlier run still waits in the queue, so a slow job never piles up runs.
const FIRE_SCHEDULES = `WITH due AS (
    UPDATE job_schedules SET next_run_at = now() + every_ms::float8 * interval '1 millisecond'
    WHERE next_run_at <= now() AND name = ANY($1::text[])
    RETURNING name)
  INSERT INTO jobs (name) SELECT due.name FROM due
  WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE jobs.name = due.name AND jobs.status = 'queued')`;

// Re-declaring a schedule on every start keeps its next run; a shorter interval takes effect at once.
const UPSERT_SCHEDULE = `INSERT INTO job_schedules (name, every_ms, next_run_at) VALUES ($1, $2, now())
  ON CONFLICT (name) DO UPDATE SET every_ms = EXCLUDED.every_ms,
    next_run_at = LEAST(job_schedules.next_run_at, now() + EXCLUDED.every_ms::float8 * interval '1 millisecond')`;

/**
 * Jobs recorded in the database (tables `jobs`, `job_schedules`) and run by a poller in this process: the
 * default when REDIS_URL is absent. Several processes may share one database; each takes one job at a time.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly batches: Readonly<Record<string, number>>;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;
  private readonly leaseMs: number;
  private readonly logger: JobLogger;
  private timer?: NodeJS.Timeout;
  private loop: Promise<void> = Promise.resolve();
  private started = false;
  private stopping = false;

  constructor(
    private readonly db: SqlExecutor,
    options: InProcessJobQueueOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.backoffMs = options.backoffMs ?? 1000;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.batches = options.batches ?? {};
    this.logger = options.logger ?? console;
  }

  handle(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  async enqueue(name: string, payload: Record<string, unknown> = {}): Promise<void> {
    await this.db.query(RECORD, [name, JSON.stringify(payload)]);
    this.recorded(name);
  }

  recorded(name: string): void {
    if (this.handlers.has(name)) this.wake();
  }

  /** No broker: the table is the queue, so nothing waits to be handed over. */
  async status(): Promise<JobQueueStatus> {
    return {};
  }

  async repeat(name: string, everyMs: number): Promise<void> {
    if (!(everyMs > 0)) throw new Error(`jobs: repeat(${name}) needs a positive interval`);
    await this.db.query(UPSERT_SCHEDULE, [name, Math.round(everyMs)]);
    if (this.handlers.has(name)) this.wake();
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    this.loop = this.poll();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.loop;
    this.started = false;
  }

  /** Polls now instead of at the next tick, when the poller is idle (new work for this process). */
  private wake(): void {
    if (!this.timer || this.stopping) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.loop = this.poll();
  }

  private async poll(): Promise<void> {
    try {
      // Only names this process can run: a process without handlers (a CLI, a tool) never takes jobs.
      const names = [...this.handlers.keys()];
      if (names.length > 0) {
        await this.db.query(FIRE_SCHEDULES, [names]);
        while (!this.stopping && (await this.runNext(names)));
      }
    } catch (error) {
      this.logger.error(`jobs: poll failed: ${firstLine(error)}`);
    } finally {
      if (!this.stopping) {
        this.timer = setTimeout(() => {
          this.timer = undefined;
          this.loop = this.poll();
        }, this.pollMs);
      }
    }
  }

  /** Claims and runs one due job (with those of its name in `batches`); false when none was due. */
  private async runNext(names: string[]): Promise<boolean> {
    const [first] = (await this.db.query(CLAIM, [names, this.leaseMs])) as ClaimedJob[];
    if (!first) return false;
    const batch = this.batches[first.name] ?? 1;
    const claimed =
      batch > 1
        ? [first, ...inQueueOrder((await this.db.query(CLAIM_MORE, [first.name, batch - 1, this.leaseMs])) as ClaimedJob[])]
        : [first];
    // A job reclaimed after crashes may already have used up its attempts.
    const abandoned = claimed.filter((job) => job.attempts > this.maxAttempts);
    for (const job of abandoned) await this.failed(job, new Error('abandoned: its process stopped while running it'));
    const jobs = claimed.filter((job) => job.attempts <= this.maxAttempts);
    if (!jobs.length) return true;
    const payloads = jobs.map((job) => job.payload ?? {});
    try {
      const handler = this.handlers.get(first.name)!;
      await withHeartbeat(this.db, jobs, this.leaseMs, this.logger, () => handler(jobs.length > 1 ? joinLists(payloads) : payloads[0]));
      if (jobs.length === 1) await this.db.query(DONE, [first.id, first.attempts]);
      else await this.db.query(DONE_MANY, [jobs.map((job) => job.id), jobs.map((job) => job.attempts)]);
    } catch (error) {
      for (const job of jobs) await this.failed(job, error);
    }
    return true;
  }

  private async failed(job: ClaimedJob, error: unknown): Promise<void> {
    const retryInMs = this.backoffMs * 2 ** (job.attempts - 1);
    await this.db.query(FAILED, [job.id, job.attempts, this.maxAttempts, retryInMs, describeError(error)]);
    const outcome = job.attempts >= this.maxAttempts ? 'gave up' : `will retry in ${retryInMs} ms`;
    this.logger.error(
      `jobs: ${job.name} #${job.id} failed (attempt ${job.attempts} of ${this.maxAttempts}, ${outcome}): ${firstLine(error)}`,
    );
  }
}

// An UPDATE's RETURNING rows come in no particular order.
const inQueueOrder = (jobs: ClaimedJob[]) => jobs.sort((a, b) => Number(a.id) - Number(b.id));

/** Payloads of a batch as one: each field's lists joined, in order (a field that is not a list is left out). */
function joinLists(payloads: Record<string, unknown>[]): Record<string, unknown> {
  const joined: Record<string, unknown[]> = {};
  for (const payload of payloads)
    for (const [field, value] of Object.entries(payload)) if (Array.isArray(value)) (joined[field] ??= []).push(...value);
  return joined;
}
