import type { JobQueue, Mailer, MailMessage } from '@atrium/kernel';
import type { OutboxMailer } from './outbox-mailer.js';

/** The job that sends one kept mail: payload `{ id }` of its `mail_outbox` row. */
export const MAIL_SEND_JOB = 'mail.send';
/** The job that sends every unsent mail (at start, then on a schedule). */
export const MAIL_RELAY_JOB = 'mail.relay';

/**
 * Keeps every mail in the outbox first, with, when a transport is configured, its sending job in the same
 * statement (the job queue's outbox): a request waits for one INSERT, never for the mail server or the
 * queue's broker, and a mail survives a crash or a queue outage.
 */
export class QueuedMailer implements Mailer {
  constructor(
    private readonly outbox: OutboxMailer,
    /** Absent when no transport is configured: the mail then stays in the outbox until SMTP_URL is set. */
    private readonly jobs: JobQueue | undefined,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.sendMany([message]);
  }

  async sendMany(messages: readonly MailMessage[]): Promise<void> {
    if (!this.jobs) return this.outbox.sendMany(messages);
    // A job per mail, as for one: each is sent, retried and given up on its own.
    if ((await this.outbox.keepMany(messages, MAIL_SEND_JOB)).length) this.jobs.recorded(MAIL_SEND_JOB);
  }
}
