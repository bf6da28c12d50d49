import { Global, Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { systemClock, type JobQueue, type Mailer } from '@atrium/kernel';
import { RunBillingCycle } from '@atrium/billing';
import { createJobQueue } from '@atrium/jobs';
import { MailDelivery } from '@atrium/mail';
import { FORM_NOTIFY_JOB } from '@atrium/modules';
import { WEBHOOK_DELIVER_JOB } from '@atrium/tenancy';
import { createSmsSender } from '@atrium/sms';
import { attributeJobs, TableStatistics, TypeormBillingUnitOfWork } from '@atrium/persistence';
import { AppConfig } from '../config/config.js';
import { FinishedJobsCleanup } from './finished-jobs-cleanup.js';
import { FreshStatistics } from './fresh-statistics.js';
import { JOB_QUEUE, MAILER, SMS_SENDER, SYSTEM_CLOCK, TABLE_STATISTICS } from './platform.tokens.js';

/**
 * Jobs run in batches where the queue allows, at most that many at once. Under a burst of submissions the
 * notifications are recorded faster than they run one by one: the backlog is told in bulk (one read of the
 * submissions, one write of the mail) instead of falling further behind. Each intake statement records one
 * `webhooks.deliver` job naming the endpoints it gave something to send: they are only wake-ups, taken a
 * hundred at a time.
 */
const JOB_BATCHES = { [FORM_NOTIFY_JOB]: 50, [WEBHOOK_DELIVER_JOB]: 100 };

export const BILLING_CYCLE_JOB = 'billing.cycle';

/** Mail, SMS and jobs, each behind its port, with the driver the configuration chooses; fresh planner statistics. */
@Global()
@Module({
  providers: [
    { provide: SYSTEM_CLOCK, useValue: systemClock },
    {
      // Every mail is kept in the outbox and sent by a job, so no request waits for the mail server.
      provide: MailDelivery,
      useFactory: (c: AppConfig, ds: DataSource, jobs: JobQueue) =>
        new MailDelivery({ smtpUrl: c.smtpUrl, mailFrom: c.mailFrom, db: ds, jobs, logger: new Logger('mail') }),
      inject: [AppConfig, DataSource, JOB_QUEUE],
    },
    { provide: MAILER, useFactory: (delivery: MailDelivery) => delivery.mailer, inject: [MailDelivery] },
    { provide: SMS_SENDER, useFactory: (c: AppConfig) => createSmsSender({ sms: c.sms, logger: new Logger('sms') }), inject: [AppConfig] },
    {
      provide: JOB_QUEUE,
      useFactory: async (c: AppConfig, ds: DataSource) =>
        // A job's writes are the job's in the audit trail, even when a request's write started it.
        attributeJobs(await createJobQueue({ redisUrl: c.redisUrl, dataSource: ds, batches: JOB_BATCHES, logger: new Logger('jobs') })),
      inject: [AppConfig, DataSource],
    },
    {
      provide: RunBillingCycle,
      useFactory: (c: AppConfig, ds: DataSource, mailer: Mailer) =>
        new RunBillingCycle(new TypeormBillingUnitOfWork(ds), mailer, c.billingPolicy, systemClock),
      inject: [AppConfig, DataSource, MAILER],
    },
    {
      provide: TABLE_STATISTICS,
      useFactory: (c: AppConfig, ds: DataSource) => new TableStatistics(ds, { embedded: c.databaseUrl === undefined }),
      inject: [AppConfig, DataSource],
    },
    FreshStatistics,
    FinishedJobsCleanup,
  ],
  exports: [SYSTEM_CLOCK, MAILER, SMS_SENDER, JOB_QUEUE, RunBillingCycle, FreshStatistics],
})
export class PlatformModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('jobs');

  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly billingCycle: RunBillingCycle,
    private readonly config: AppConfig,
    private readonly mail: MailDelivery,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.handle(BILLING_CYCLE_JOB, async () => {
      const report = await this.billingCycle.execute();
      if (report.invoicesIssued.length || report.deactivated.length) {
        this.logger.log(
          `billing: issued invoices ${report.invoicesIssued.join(', ') || 'none'}; deactivated ${report.deactivated.join(', ') || 'none'}`,
        );
      }
    });
    await this.jobs.repeat(BILLING_CYCLE_JOB, this.config.billingIntervalMinutes * 60_000);
    await this.mail.start();
    await this.jobs.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.stop();
    this.mail.close();
  }
}
