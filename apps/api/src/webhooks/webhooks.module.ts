import {
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { JobQueue, Mailer } from '@atrium/kernel';
import { TypeormWebhookRepository } from '@atrium/persistence';
import {
  AddWebhookEndpoint,
  UpdateWebhookEndpoint,
  WEBHOOK_DELIVER_JOB,
  WEBHOOK_LOG_KEEP_DAYS,
  WEBHOOK_REPOSITORY,
  WEBHOOK_RETRY_SECONDS,
  WEBHOOK_SECRET_BOX,
  WEBHOOK_URL_POLICY,
  type WebhookSecretBox,
} from '@atrium/tenancy';
import { forgetSettledDeliveries, WebhookDispatcher, WebhookSender, WebhookUrlRules } from '@atrium/webhooks';
import { secretBoxFor } from '../auth/secret-box.js';
import { AppConfig } from '../config/config.js';
import { JOB_QUEUE, MAILER } from '../platform/platform.tokens.js';
import { factory, factoryAs, factoryFrom } from '../wiring.js';
import { AccountWebhooksController, WebhooksController } from './webhooks.controller.js';

/** Looks for deliveries a process left (it died, or a retry is due beyond its timers) this often. */
export const WEBHOOK_SWEEP_JOB = 'webhooks.sweep';
const SWEEP_EVERY_MS = 60_000;
/** Deletes settled deliveries past WEBHOOK_LOG_KEEP_DAYS, daily; a job, so several processes share it. */
export const WEBHOOK_FORGET_JOB = 'webhooks.forget-settled';
const DAILY = 24 * 60 * 60_000;

/**
 * Runs the `webhooks.deliver` jobs the triggers record (they name endpoints with something new) by handing
 * the endpoints to the dispatcher, which delivers outside the job queue's lane; sweeps at start and every
 * minute for work nothing else will wake.
 */
@Injectable()
export class WebhookDeliveries implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('webhooks');

  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    readonly dispatcher: WebhookDispatcher,
    private readonly dataSource: DataSource,
  ) {}

  // Handlers before the queue starts (PlatformModule's bootstrap).
  onModuleInit(): void {
    this.jobs.handle(WEBHOOK_DELIVER_JOB, async (payload) =>
      this.dispatcher.dispatch(((payload.endpointIds as unknown[]) ?? []).map(Number)),
    );
    this.jobs.handle(WEBHOOK_SWEEP_JOB, () => this.dispatcher.sweep());
    this.jobs.handle(WEBHOOK_FORGET_JOB, async () => {
      const removed = await forgetSettledDeliveries(this.dataSource, WEBHOOK_LOG_KEEP_DAYS);
      if (removed) this.logger.log(`webhooks: forgot ${removed} settled deliveries`);
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.repeat(WEBHOOK_SWEEP_JOB, SWEEP_EVERY_MS);
    await this.jobs.repeat(WEBHOOK_FORGET_JOB, DAILY);
    await this.dispatcher.sweep().catch((error: unknown) => this.logger.error(`webhooks: first sweep failed: ${String(error)}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.dispatcher.stop();
  }
}

@Module({
  controllers: [WebhooksController, AccountWebhooksController],
  providers: [
    factoryAs(WEBHOOK_REPOSITORY, TypeormWebhookRepository, EntityManager),
    factoryFrom(WEBHOOK_URL_POLICY, (c: AppConfig) => new WebhookUrlRules(c.webhooks), AppConfig),
    factoryFrom(WEBHOOK_SECRET_BOX, (c: AppConfig): WebhookSecretBox => secretBoxFor(c, 'webhook-secrets'), AppConfig),
    factory(AddWebhookEndpoint, WEBHOOK_REPOSITORY, WEBHOOK_URL_POLICY, WEBHOOK_SECRET_BOX),
    factory(UpdateWebhookEndpoint, WEBHOOK_REPOSITORY, WEBHOOK_URL_POLICY),
    {
      provide: WebhookDispatcher,
      useFactory: (c: AppConfig, ds: DataSource, box: WebhookSecretBox, mailer: Mailer) => {
        const sender = new WebhookSender({ allowLoopback: c.webhooks.allowLoopback });
        return new WebhookDispatcher({
          db: ds,
          send: (message) => sender.send(message),
          box,
          mailer,
          retrySeconds: c.webhooks.retrySeconds ?? WEBHOOK_RETRY_SECONDS,
          logger: new Logger('webhooks'),
        });
      },
      inject: [AppConfig, DataSource, WEBHOOK_SECRET_BOX, MAILER],
    },
    WebhookDeliveries,
  ],
})
export class WebhooksModule {}
