import { DelayedError, Queue, Worker, type Job, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobHandler, JobQueue, JobQueueStatus } from '@atrium/kernel';
import { describeError, firstLine, type JobLogger } from './job-logger.js';
import {
  CLAIM_ONE,
  DEFAULT_LEASE_MS,
  DONE,
  FAILED_HANDED,
  RECORD,
  withHeartbeat,
  type ClaimedJob,
  type SqlExecutor,
} from './job-records.js';
import { JobRelay, outboxIdOf } from './job-relay.js';

export interface BullmqJobQueueOptions {
  redisUrl: string;
  /** The database whose `jobs` table records every job first (the outbox); the relay hands them to Redis. */
  db: SqlExecutor;
  /** Namespace of every Redis key (BullMQ's default is `bull`); tests use a unique one per run. */
  prefix?: string;
  /** Runs of a job before it is marked failed (default 3). */
  maxAttempts?: number;
  /** Delay before the first retry; it doubles on each further retry (default 1 s). */
  backoffMs?: number;
  /**
   * How long a job this process has no handler for waits before a worker looks at it again (default 5 s):
   * processes may differ in what they run (mail jobs need SMTP_URL), and one worker takes every name.
   */
  handBackMs?: number;
  /** How long `start()` waits for Redis before failing (default 10 s). */
  connectTimeoutMs?: number;
  /** How long a claim on a job's row lasts unless renewed (default 1 min). */
  leaseMs?: number;
  /** The relay looks for recorded jobs this often when nothing wakes it (default 1 s). */
  pollMs?: number;
  /** A handed-over job unfinished after this long is looked for in Redis, and handed over again if gone (30 s). */
  recheckMs?: number;
  logger?: JobLogger;
}

/** One queue for every job name: handlers are looked up by the job's name. */
export const BULLMQ_QUEUE_NAME = 'atrium';

/**
 * Jobs run by BullMQ on Redis, one worker per process: the driver when REDIS_URL is set. Every job is
 * recorded in the database first (a request never waits for Redis, and a job Redis loses is not lost): the
 * relay hands recorded jobs over, and a worker runs one only while it holds the claim on its row, which a
 * finished job no longer grants, so a job handed over twice still runs to completion once.
 */
export class BullmqJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly repeats = new Map<string, number>();
  private readonly jobOptions: JobsOptions;
  private readonly logger: JobLogger;
  private readonly connection: Redis;
  private readonly queue: Queue;
  private readonly relay: JobRelay;
  private readonly leaseMs: number;
  private readonly recheckMs: number;
  private readonly maxAttempts: number;
  private worker?: Worker;
  private workerConnection?: Redis;
  private lastError?: string;
  private wasReady = false;

  constructor(private readonly options: BullmqJobQueueOptions) {
    this.logger = options.logger ?? console;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.recheckMs = options.recheckMs ?? 30_000;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.jobOptions = {
      attempts: this.maxAttempts,
      backoff: { type: 'exponential', delay: options.backoffMs ?? 1000 },
      // Keep a bounded history for inspection instead of growing Redis forever.
      removeOnComplete: { count: 1000 },
      removeOnFail: { count: 5000 },
    };
    // BullMQ's ESM build cannot load ioredis from connection options by itself, so it gets client instances;
    // null retries per request is what BullMQ requires of them.
    this.connection = this.connect();
    this.queue = new Queue(BULLMQ_QUEUE_NAME, { connection: this.connection, prefix: options.prefix, defaultJobOptions: this.jobOptions });
    // An 'error' event without a listener would crash the process; Redis outages are logged instead.
    this.queue.on('error', (error) => this.reportError(error));
    this.relay = new JobRelay({
      db: options.db,
      queue: this.queue,
      jobOptions: this.jobOptions,
      redisReady: () => this.connection.status === 'ready',
      pollMs: options.pollMs,
      recheckMs: this.recheckMs,
      afterCheck: () => this.schedule(),
      logger: this.logger,
    });
    // Back after an outage: Redis may have come back empty, so every handed job is looked for at once.
    this.connection.on('ready', () => {
      if (this.wasReady) this.relay.redisReturned();
      this.wasReady = true;
    });
  }

  handle(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  async enqueue(name: string, payload: Record<string, unknown> = {}): Promise<void> {
    await this.options.db.query(RECORD, [name, JSON.stringify(payload)]);
    this.relay.wake();
  }

  recorded(): void {
    this.relay.wake();
  }

  async status(): Promise<JobQueueStatus> {
    const [redis, backlog] = await Promise.all([this.redisAnswers(), this.relay.backlog()]);
    return { redis: redis ? 'up' : 'down', backlog };
  }

  async repeat(name: string, everyMs: number): Promise<void> {
    this.repeats.set(name, everyMs);
    await this.schedule();
  }

  async start(): Promise<void> {
    if (this.worker) return;
    await this.reachRedis();
    this.workerConnection = this.connect();
    this.worker = new Worker(BULLMQ_QUEUE_NAME, (job: Job, token?: string) => this.run(job, token), {
      connection: this.workerConnection,
      prefix: this.options.prefix,
      concurrency: 1,
    });
    this.worker.on('error', (error) => this.reportError(error));
    this.worker.on('failed', (job, error) => {
      if (!job) return;
      const attempts = job.opts.attempts ?? 1;
      const outcome = job.attemptsMade >= attempts ? 'gave up' : 'will retry';
      this.logger.error(
        `jobs: ${job.name} #${job.id} failed (attempt ${job.attemptsMade} of ${attempts}, ${outcome}): ${firstLine(error)}`,
      );
    });
    await this.worker.waitUntilReady();
    this.relay.start();
  }

  async stop(): Promise<void> {
    // A hand-over waiting on an unreachable Redis ends when its connection is dropped below.
    const relayed = this.relay.stop();
    // Worker.close waits for the job in progress; the queue and our own connections go after it.
    await this.worker?.close();
    this.worker = undefined;
    await this.queue.close();
    await Promise.all([quit(this.workerConnection), quit(this.connection)]);
    await relayed;
  }

  private async run(job: Job, token?: string): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler) {
      // Left for a process that runs it, without using up an attempt (a failure would, and then give up).
      await job.moveToDelayed(Date.now() + (this.options.handBackMs ?? 5_000), token);
      throw new DelayedError();
    }
    const id = outboxIdOf(job.id);
    if (id === undefined) return handler((job.data ?? {}) as Record<string, unknown>); // A scheduled run.
    const [claimed] = (await this.options.db.query(CLAIM_ONE, [id, this.leaseMs])) as ClaimedJob[];
    // Done, given up on, or running elsewhere: this copy has nothing to do.
    if (!claimed) return;
    if (claimed.attempts > this.maxAttempts) {
      const error = new Error('abandoned: its runs kept stopping before they finished');
      await this.options.db.query(FAILED_HANDED, [id, claimed.attempts, this.maxAttempts, 0, describeError(error)]);
      return;
    }
    try {
      await withHeartbeat(this.options.db, [claimed], this.leaseMs, this.logger, () => handler(claimed.payload ?? {}));
    } catch (error) {
      await this.options.db.query(FAILED_HANDED, [id, claimed.attempts, this.maxAttempts, this.recheckMs, describeError(error)]);
      throw error;
    }
    await this.options.db.query(DONE, [id, claimed.attempts]);
  }

  /** Declares the schedules (a job scheduler is keyed by name in Redis: one whatever the process count). */
  private async schedule(): Promise<void> {
    for (const [name, every] of this.repeats)
      await this.queue.upsertJobScheduler(name, { every }, { name, data: {}, opts: this.jobOptions });
  }

  /** Whether Redis answers a PING within a second (never queued behind an outage). */
  private async redisAnswers(): Promise<boolean> {
    if (this.connection.status !== 'ready') return false;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 1000)));
    try {
      return await Promise.race([
        this.connection.ping().then(
          () => true,
          () => false,
        ),
        late,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  private connect(): Redis {
    // A dropped connection's socket is destroyed after 0.5 s rather than ioredis's 2 s, which would keep a
    // process that gave up on an unreachable Redis alive for no reason.
    const connection = new Redis(this.options.redisUrl, { maxRetriesPerRequest: null, disconnectTimeout: 500 });
    connection.on('ready', () => (this.lastError = undefined));
    return connection;
  }

  /** ioredis retries forever, so without a deadline an unreachable Redis would hang the start silently. */
  private async reachRedis(): Promise<void> {
    const timeoutMs = this.options.connectTimeoutMs ?? 10_000;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const { host, port } = this.connection.options;
        reject(new Error(`REDIS_URL: cannot reach Redis at ${host}:${port}${this.lastError ? ` (${this.lastError})` : ''}`));
      }, timeoutMs);
    });
    try {
      await Promise.race([this.connection.ping(), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** One line per distinct error until the connection is back, not one per reconnection attempt. */
  private reportError(error: unknown): void {
    const message = firstLine(error);
    if (message === this.lastError) return;
    this.lastError = message;
    this.logger.error(`jobs: redis error: ${message}`);
  }
}

async function quit(connection: Redis | undefined): Promise<void> {
  if (!connection || connection.status === 'end') return;
  // QUIT would wait for a connection that may never come back; a dead one is simply dropped.
  if (connection.status !== 'ready') return connection.disconnect();
  await connection.quit().catch(() => connection.disconnect());
}
