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
    await this.sendMany([message]);
  }

  async sendMany(messages: readonly MailMessage[]): Promise<void> {
    const kept = await this.keepMany(messages);
    // Only what was kept now: a message whose key was kept before is not new mail.
    if (kept.length) this.logger.log(kept.map((m) => logLine({ to: m.to_address, subject: m.subject })).join('\n'));
  }

  /**
   * Inserts the messages in one statement, unsent, and answers those kept (a message whose key was kept
   * before is left out). With `job`, each kept mail gets that job (payload `{id}`) in the same statement:
   * a mail exists exactly when its job does.
   */
  async keepMany(messages: readonly MailMessage[], job?: string): Promise<KeptMail[]> {
    if (!messages.length) return [];
    return (await this.db.query(job ? KEEP_AND_QUEUE : KEEP, [
      JSON.stringify(
        messages.map((m) => ({
          to_address: m.to,
          subject: m.subject,
          body_text: m.text,
          body_html: m.html ?? null,
          idempotency_key: m.key ?? null,
          project_id: m.trace?.projectId ?? null,
          sent_by: m.trace?.sentBy ?? null,
        })),
      ),
      ...(job ? [job] : []),
    ])) as KeptMail[];
  }
}

export interface KeptMail {
  id: string;
  to_address: string;
  subject: string;
}

// A key already kept (an earlier run of the same job) keeps nothing; so does one repeated in the batch.
const INSERT = `INSERT INTO mail_outbox (to_address, subject, body_text, body_html, idempotency_key, project_id, sent_by)
  SELECT to_address, subject, body_text, body_html, idempotency_key, project_id, sent_by
    FROM jsonb_to_recordset($1::jsonb)
      AS m(to_address text, subject text, body_text text, body_html text, idempotency_key text, project_id integer, sent_by integer)
  ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
  RETURNING id, to_address, subject`;
const KEEP = INSERT;
const KEEP_AND_QUEUE = `WITH kept AS (${INSERT}),
  queued AS (INSERT INTO jobs (name, payload) SELECT $2, jsonb_build_object('id', id) FROM kept)
  SELECT * FROM kept`;

// One line per mail, whatever the subject holds, so the log stays greppable.
const logLine = (message: Pick<MailMessage, 'to' | 'subject'>) => `mail to ${message.to}: ${message.subject.replace(/\s+/g, ' ')}`;
