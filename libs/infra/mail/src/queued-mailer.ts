import type { JobQueue, Mailer, MailMessage } from '@atrium/kernel';
import type { MailLogger, OutboxMailer } from './outbox-mailer.js';

/** The job that sends one kept mail: payload `{ id }` of its `mail_outbox` row. */
export const MAIL_SEND_JOB = 'mail.send';
/** The job that sends every unsent mail (at start, then on a schedule). */
export const MAIL_RELAY_JOB = 'mail.relay';

/**
 * Keeps every mail in the outbox first, then, when a transport is configured, queues its sending: a request
 * waits for one INSERT, never for the mail server, and a mail survives a crash or a queue outage.
 */
export class QueuedMailer implements Mailer {
  constructor(
    private readonly outbox: OutboxMailer,
    /** Absent when no transport is configured: the mail then stays in the outbox until SMTP_URL is set. */
    private readonly jobs: JobQueue | undefined,
    private readonly logger: MailLogger = console,
  ) {}

  async send(message: MailMessage): Promise<void> {
    if (!this.jobs) return this.outbox.send(message);
    await this.queue(await this.outbox.keep(message), message.to);
  }

  async sendMany(messages: readonly MailMessage[]): Promise<void> {
    if (!this.jobs) return this.outbox.sendMany(messages);
    const ids = await this.outbox.keepMany(messages);
    // A job per mail, as for one: each is sent, retried and given up on its own.
    for (const id of ids) await this.queue(id);
  }

  private async queue(id: number, to?: string): Promise<void> {
    try {
      await this.jobs!.enqueue(MAIL_SEND_JOB, { id });
    } catch (error) {
      // The mail is kept: the next relay run sends it, so the caller's work need not fail with the queue.
      this.logger.log(
        `mail #${id}${to ? ` to ${to}` : ''} not queued (${error instanceof Error ? error.message : String(error)}); the relay will send it`,
      );
    }
  }
}
