import type { DataSource } from 'typeorm';
import type { JobQueue } from '@atrium/kernel';
import { loadBullmqDriver } from './load-bullmq-driver.js';
import { InProcessJobQueue } from './in-process-job-queue.js';
import type { JobLogger } from './job-logger.js';

export interface JobQueueConfig {
  /** REDIS_URL: BullMQ on that Redis when set, otherwise jobs recorded in the database. */
  redisUrl?: string;
  dataSource: DataSource;
  /** Poll interval of the in-process driver (default 1 s). */
  pollMs?: number;
  /** Job names run in batches by the in-process driver (see InProcessJobQueueOptions); BullMQ runs them one by one. */
  batches?: Readonly<Record<string, number>>;
  logger?: JobLogger;
}

/**
 * Chooses the JobQueue driver from the configuration (CONTRACT §2). BullMQ (and ioredis) are loaded only
 * when REDIS_URL asks for them: loading them cost every start without Redis ~0.4 s of CPU.
 */
export async function createJobQueue(config: JobQueueConfig): Promise<JobQueue> {
  if (config.redisUrl) {
    const { BullmqJobQueue } = await loadBullmqDriver();
    return new BullmqJobQueue({ redisUrl: config.redisUrl, db: config.dataSource, logger: config.logger });
  }
  return new InProcessJobQueue(config.dataSource, { pollMs: config.pollMs, batches: config.batches, logger: config.logger });
}
