import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { JobQueue } from '@atrium/kernel';
import { AUDIT_TRAIL, type AuditTrail } from '@atrium/tenancy';
import { AppConfig } from '../config/config.js';
import { JOB_QUEUE } from '../platform/platform.tokens.js';

/** The job that deletes audit records older than AUDIT_RETENTION_DAYS (and records that it did). */
export const PRUNE_AUDIT_JOB = 'audit.prune';

const DAILY = 24 * 60 * 60_000;

/** Registered only when a retention is configured: by default the trail is kept forever. */
@Injectable()
export class AuditPrune implements OnModuleInit {
  private readonly logger = new Logger('audit');

  constructor(
    private readonly config: AppConfig,
    @Inject(AUDIT_TRAIL) private readonly trail: AuditTrail,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    const days = this.config.auditRetentionDays;
    if (days === undefined) return;
    this.jobs.handle(PRUNE_AUDIT_JOB, async () => {
      const pruned = await this.trail.prune(days);
      if (pruned) this.logger.log(`pruned ${pruned} audit record(s) older than ${days} day(s)`);
    });
    await this.jobs.repeat(PRUNE_AUDIT_JOB, DAILY);
  }
}
