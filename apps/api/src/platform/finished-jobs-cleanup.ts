import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { forgetFinishedJobs } from '@atrium/jobs';
import type { JobQueue } from '@atrium/kernel';
import { JOB_QUEUE } from './platform.tokens.js';

/** The job that deletes the rows of jobs finished long ago (see `forgetFinishedJobs`). */
export const FORGET_FINISHED_JOBS_JOB = 'jobs.forget-finished';

const DAILY = 24 * 60 * 60_000;

/** A job itself, so that several API processes share one schedule. */
@Injectable()
export class FinishedJobsCleanup implements OnModuleInit {
  private readonly logger = new Logger('jobs');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.handle(FORGET_FINISHED_JOBS_JOB, async () => {
      const removed = await forgetFinishedJobs(this.dataSource);
      if (removed) this.logger.log(`forgot ${removed} finished job(s)`);
    });
    await this.jobs.repeat(FORGET_FINISHED_JOBS_JOB, DAILY);
  }
}
