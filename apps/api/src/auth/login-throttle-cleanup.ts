import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobQueue } from '@atrium/kernel';
import { TypeormLoginThrottleStore } from '@atrium/persistence';
import { DEFAULT_LOGIN_RATE_LIMIT, forgottenBefore } from '@atrium/tenancy';
import { JOB_QUEUE } from '../platform/platform.tokens.js';

/** The job that deletes sign-in counters which no longer count. */
export const FORGET_LOGIN_COUNTERS_JOB = 'auth.forget-login-counters';

const HOURLY = 60 * 60_000;

/**
 * Every guess at a new e-mail or from a new address adds a counter; once past its window it counts for
 * nothing, so an hourly job deletes it (a job, so that several API processes share one schedule).
 */
@Injectable()
export class LoginThrottleCleanup implements OnModuleInit {
  private readonly logger = new Logger('auth');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    const store = new TypeormLoginThrottleStore(this.dataSource.manager);
    this.jobs.handle(FORGET_LOGIN_COUNTERS_JOB, async () => {
      const now = new Date();
      const removed = await store.forget(forgottenBefore(DEFAULT_LOGIN_RATE_LIMIT, now), now);
      if (removed) this.logger.log(`forgot ${removed} sign-in counter(s) past their window`);
    });
    await this.jobs.repeat(FORGET_LOGIN_COUNTERS_JOB, HOURLY);
  }
}
