import type { JobQueue, Mailer } from '@atrium/kernel';
import { DEFAULT_MAIL_FROM } from './create-mailer.js';
import { OutboxMailer, type MailLogger, type SqlExecutor } from './outbox-mailer.js';
import { OutboxRelay, type OutboxRelayOptions } from './outbox-relay.js';
import { MAIL_RELAY_JOB, MAIL_SEND_JOB, QueuedMailer } from './queued-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

export interface MailDeliveryConfig extends OutboxRelayOptions {
  /** SMTP_URL: when set, kept mails are sent through it by jobs; when absent they stay in the outbox. */
  smtpUrl?: string;
  /** MAIL_FROM. */
  mailFrom?: string;
  /** The DataSource (the outbox insert and the claims each stand alone). */
  db: SqlExecutor;
  jobs: JobQueue;
  /** How often the relay looks for unsent mail (default 5 min). */
  relayEveryMs?: number;
  logger?: MailLogger;
  /** Another transport than SMTP (tests). */
  transport?: Mailer;
}

/**
 * The mail of the whole application, chosen by configuration: `mailer` is the `Mailer` port every use case
 * gets; with a transport, `start()` registers the mail jobs on the queue (before the queue starts), schedules
 * the relay and runs it once, so mail kept while SMTP_URL was unset goes out now. Without one it registers
 * nothing: the mail waits in the outbox for a process that has SMTP_URL.
 */
export class MailDelivery {
  readonly mailer: Mailer;
  readonly relay?: OutboxRelay;
  private readonly smtp?: SmtpMailer;

  constructor(private readonly config: MailDeliveryConfig) {
    const logger = config.logger ?? console;
    this.smtp =
      !config.transport && config.smtpUrl
        ? new SmtpMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom || DEFAULT_MAIL_FROM })
        : undefined;
    const transport = config.transport ?? this.smtp;
    this.relay = transport ? new OutboxRelay(config.db, transport, config) : undefined;
    this.mailer = new QueuedMailer(new OutboxMailer(config.db, logger), transport ? config.jobs : undefined);
  }

  async start(): Promise<void> {
    const { jobs } = this.config;
    const relay = this.relay;
    // Without a transport the mail jobs are not this process's: a handler here would take another process's
    // relay or send job and do nothing. The job queue leaves a job to the processes that handle its name.
    if (!relay) return;
    jobs.handle(MAIL_SEND_JOB, async ({ id }) => void (await relay.sendOne(Number(id))));
    jobs.handle(MAIL_RELAY_JOB, async () => void (await relay.relayPending()));
    await jobs.repeat(MAIL_RELAY_JOB, this.config.relayEveryMs ?? 5 * 60_000);
    await jobs.enqueue(MAIL_RELAY_JOB);
  }

  close(): void {
    this.smtp?.close();
  }
}
