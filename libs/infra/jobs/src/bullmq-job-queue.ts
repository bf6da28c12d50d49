import { DelayedError, Queue, Worker, type Job, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobHandler, JobQueue } from '@atrium/kernel';
import { firstLine, type JobLogger } from './job-logger.js';

export interface BullmqJobQueueOptions {
  redisUrl: string;
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
  logger?: JobLogger;
}

/** One queue for every job name: handlers are looked up by the job's name. */
export const BULLMQ_QUEUE_NAME = 'atrium';

/** Jobs in Redis through BullMQ, run by one worker per process: the driver when REDIS_URL is set. */
export class BullmqJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly jobOptions: JobsOptions;
  private readonly logger: JobLogger;
  private readonly connection: Redis;
  private readonly queue: Queue;
  private worker?: Worker;
  private workerConnection?: Redis;
  private lastError?: string;

  constructor(private readonly options: BullmqJobQueueOptions) {
    this.logger = options.logger ?? console;
    this.jobOptions = {
      attempts: options.maxAttempts ?? 3,
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
  }

  handle(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  async enqueue(name: string, payload: Record<string, unknown> = {}): Promise<void> {
    await this.queue.add(name, payload);
  }

  async repeat(name: string, everyMs: number): Promise<void> {
    // A job scheduler is keyed by its id in Redis, so every process upserting it leaves exactly one.
    await this.queue.upsertJobScheduler(name, { every: everyMs }, { name, data: {}, opts: this.jobOptions });
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
  }

  async stop(): Promise<void> {
    // Worker.close waits for the job in progress; the queue and our own connections go after it.
    await this.worker?.close();
    this.worker = undefined;
    await this.queue.close();
    await Promise.all([quit(this.workerConnection), quit(this.connection)]);
  }

  private async run(job: Job, token?: string): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler) {
      // Left for a process that runs it, without using up an attempt (a failure would, and then give up).
      await job.moveToDelayed(Date.now() + (this.options.handBackMs ?? 5_000), token);
      throw new DelayedError();
    }
    await handler((job.data ?? {}) as Record<string, unknown>);
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
