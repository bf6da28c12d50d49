import type { Mailer } from '@atrium/kernel';
import { OutboxMailer, type MailLogger, type SqlExecutor } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

export interface MailerConfig {
  /** SMTP_URL: sent through that server when set, otherwise kept in the outbox table and logged. */
  smtpUrl?: string;
  /** MAIL_FROM (used by the SMTP driver). */
  mailFrom?: string;
  /** The DataSource, or a transaction's EntityManager (outbox driver). */
  db: SqlExecutor;
  logger?: MailLogger;
}

export const DEFAULT_MAIL_FROM = 'Atrium <no-reply@atrium.local>';

/** Chooses the Mailer driver from the configuration (CONTRACT §2). */
export function createMailer(config: MailerConfig): Mailer {
  if (config.smtpUrl) return new SmtpMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom || DEFAULT_MAIL_FROM });
  return new OutboxMailer(config.db, config.logger);
}
