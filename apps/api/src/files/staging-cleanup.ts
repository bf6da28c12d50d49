import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { STALE_STAGING_MS, type FileStore, type JobQueue } from '@atrium/kernel';
import { JOB_QUEUE } from '../platform/platform.tokens.js';
import { FILE_STORE } from './files.tokens.js';

/** The job that removes what unfinished uploads left in the FileStore. */
export const CLEAN_STAGING_JOB = 'files.clean-staging';

/**
 * An upload cut short by a crash or a SIGKILL leaves its partial file (or S3 multipart upload) and its
 * staged keys behind, and nothing else would ever remove them: at start and every hour, whatever is older
 * than an hour goes (no upload runs that long). A job, so several API processes share one schedule.
 */
@Injectable()
export class StagingCleanup implements OnModuleInit {
  private readonly logger = new Logger('files');

  constructor(
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.handle(CLEAN_STAGING_JOB, async () => {
      const removed = await this.store.removeStaleStaging(STALE_STAGING_MS);
      if (removed) this.logger.log(`removed ${removed} file(s) left by unfinished uploads`);
    });
    await this.jobs.repeat(CLEAN_STAGING_JOB, STALE_STAGING_MS);
    await this.jobs.enqueue(CLEAN_STAGING_JOB);
  }
}
