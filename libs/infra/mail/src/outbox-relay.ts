import { MAIL_SEND_ATTEMPTS, type Mailer } from '@atrium/kernel';
import type { MailLogger, SqlExecutor } from './outbox-mailer.js';

export interface OutboxRelayOptions {
  /**
   * How long a claimed mail stays reserved for its sender unless renewed (default 1 min): renewed every third
   * of it while the SMTP conversation lasts, so only a sender that died loses its claim.
   */
  leaseMs?: number;
  /** Sends of one mail, across its job's retries and the relay runs, before it is left unsent (default 5). */
  maxAttempts?: number;
  logger?: MailLogger;
}

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
}

// A claim is one statement, never a transaction held across the SMTP conversation: on the embedded PGlite
// that would stall the whole database. A concurrent claim of the same row waits for this UPDATE, then sees
// claimed_until in the future and takes nothing, so one mail has one sender at a time.
const CLAIMABLE = `sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())`;
const CLAIM_ONE = `WITH claimed AS (
    UPDATE mail_outbox SET claimed_until = now() + $2::float8 * interval '1 millisecond', attempts = attempts + 1
    WHERE id = $1 AND ${CLAIMABLE}
    RETURNING id, to_address, subject, body_text, body_html)
  SELECT * FROM claimed`;
// The relay walks the outbox forward from a cursor, so a mail that fails is not retried in the same run.
const CLAIM_NEXT = `WITH claimed AS (
    UPDATE mail_outbox SET claimed_until = now() + $2::float8 * interval '1 millisecond', attempts = attempts + 1
    WHERE id = (
      SELECT id FROM mail_outbox WHERE ${CLAIMABLE} AND attempts < $3 AND id > $1
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id, to_address, subject, body_text, body_html)
  SELECT * FROM claimed`;
const RENEW = `UPDATE mail_outbox SET claimed_until = now() + $2::float8 * interval '1 millisecond' WHERE id = $1 AND sent_at IS NULL`;
const SENT = `UPDATE mail_outbox SET sent_at = now(), claimed_until = NULL, last_error = NULL WHERE id = $1`;
const FAILED = `UPDATE mail_outbox SET claimed_until = NULL, last_error = $2 WHERE id = $1`;

/**
 * Sends the mails kept in `mail_outbox` through a transport (the SMTP driver) and marks them sent: one mail
 * by id (the `mail.send` job) or every unsent one (the `mail.relay` job, which also delivers what was kept
 * while SMTP_URL was unset). A crash between the SMTP answer and the mark may send a mail again after its
 * lease; nothing else can.
 */
export class OutboxRelay {
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly logger: MailLogger;

  constructor(
    private readonly db: SqlExecutor,
    private readonly transport: Mailer,
    options: OutboxRelayOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.maxAttempts = options.maxAttempts ?? MAIL_SEND_ATTEMPTS;
    this.logger = options.logger ?? console;
  }

  /** Sends one kept mail unless it was sent or is being sent; throws when the transport fails (a retry). */
  async sendOne(id: number): Promise<boolean> {
    const [row] = (await this.db.query(CLAIM_ONE, [id, this.leaseMs])) as OutboxRow[];
    if (!row) return false;
    await this.deliver(row);
    return true;
  }

  /** Sends every unsent mail, oldest first; answers how many went out, and throws after the run if one failed. */
  async relayPending(): Promise<number> {
    let cursor = 0;
    let sent = 0;
    const failures: string[] = [];
    for (;;) {
      const [row] = (await this.db.query(CLAIM_NEXT, [cursor, this.leaseMs, this.maxAttempts])) as OutboxRow[];
      if (!row) break;
      cursor = Number(row.id);
      try {
        await this.deliver(row);
        sent += 1;
      } catch (error) {
        failures.push(`#${row.id}: ${firstLine(error)}`);
      }
    }
    if (sent) this.logger.log(`mail relay: sent ${sent} kept mail(s)`);
    if (failures.length) throw new Error(`mail relay: ${failures.length} mail(s) failed (${failures.join('; ')})`);
    return sent;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const beat = setInterval(() => {
      this.db.query(RENEW, [row.id, this.leaseMs]).catch(() => undefined); // The next beat tries again.
    }, this.leaseMs / 3);
    try {
      await this.transport.send({
        to: row.to_address,
        subject: row.subject,
        text: row.body_text,
        ...(row.body_html ? { html: row.body_html } : {}),
      });
    } catch (error) {
      await this.db.query(FAILED, [row.id, firstLine(error)]);
      throw error;
    } finally {
      clearInterval(beat);
    }
    await this.db.query(SENT, [row.id]);
  }
}

/** One line of an error, for the outbox row and the log; the job driver keeps the stack. */
function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}
