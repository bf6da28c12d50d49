import type { Mailer, MailMessage } from '@atrium/kernel';

/**
 * What the outbox needs of the database: a TypeORM `DataSource`, or the `EntityManager` of a transaction
 * so that the mail is kept only if the surrounding work commits (and, on the embedded PGlite, so that no
 * second connection is awaited inside the transaction).
 */
export interface SqlExecutor {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** Where the mail drivers report; `console` and a NestJS `Logger` both fit. */
export interface MailLogger {
  log(message: string): void;
}

/** Keeps every message in the `mail_outbox` table and logs one line: the default when SMTP_URL is absent. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: SqlExecutor,
    private readonly logger: MailLogger = console,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.keep(message);
    this.logger.log(logLine(message));
  }

  async sendMany(messages: readonly MailMessage[]): Promise<void> {
    await this.keepMany(messages);
    if (messages.length) this.logger.log(messages.map(logLine).join('\n'));
  }

  /** Inserts the message, unsent, and answers its id (what the `mail.send` job carries). */
  async keep(message: MailMessage): Promise<number> {
    const [row] = (await this.db.query(
      `INSERT INTO mail_outbox (to_address, subject, body_text, body_html, project_id, sent_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [message.to, message.subject, message.text, message.html ?? null, message.trace?.projectId ?? null, message.trace?.sentBy ?? null],
    )) as { id: string }[];
    return Number(row.id);
  }

  /** Inserts the messages in one statement, unsent, and answers their ids. */
  async keepMany(messages: readonly MailMessage[]): Promise<number[]> {
    if (!messages.length) return [];
    const rows = (await this.db.query(
      `INSERT INTO mail_outbox (to_address, subject, body_text, body_html, project_id, sent_by)
       SELECT to_address, subject, body_text, body_html, project_id, sent_by
         FROM jsonb_to_recordset($1::jsonb)
           AS m(to_address text, subject text, body_text text, body_html text, project_id integer, sent_by integer)
       RETURNING id`,
      [
        JSON.stringify(
          messages.map((m) => ({
            to_address: m.to,
            subject: m.subject,
            body_text: m.text,
            body_html: m.html ?? null,
            project_id: m.trace?.projectId ?? null,
            sent_by: m.trace?.sentBy ?? null,
          })),
        ),
      ],
    )) as { id: string }[];
    return rows.map((r) => Number(r.id));
  }
}

// One line per mail, whatever the subject holds, so the log stays greppable.
const logLine = (message: MailMessage) => `mail to ${message.to}: ${message.subject.replace(/\s+/g, ' ')}`;
