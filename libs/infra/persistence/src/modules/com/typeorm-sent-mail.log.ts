import type { EntityManager } from 'typeorm';
import { MAIL_SEND_ATTEMPTS, type ListQuery, type Page, type ProjectScope } from '@atrium/kernel';
import type { SentMail, SentMailLog, SentMailState } from '@atrium/modules';

// Read from the outbox, which every mail goes through (decision 0007): `sent_at` once the server took it,
// `last_error` after a failed attempt, given up on after MAIL_SEND_ATTEMPTS.
const STATE = `CASE WHEN m.sent_at IS NOT NULL THEN 'sent'
  WHEN m.last_error IS NOT NULL AND m.attempts >= $3 THEN 'failed'
  WHEN m.last_error IS NOT NULL THEN 'retrying' ELSE 'queued' END`;
// A recipient's mail is a handful of rows: the page and its count are read exactly.
const from = (q: string) =>
  `FROM mail_outbox m WHERE m.project_id = $1 AND lower(m.to_address) = lower($2) AND (${q}::text IS NULL OR m.subject ILIKE ${q})`;

interface Row {
  id: string;
  to_address: string;
  subject: string;
  sent_by: number | null;
  sent_by_name: string | null;
  created_at: Date;
  sent_at: Date | null;
  state: SentMailState;
}

/** The mail users sent from a project (the outbox's `project_id`, `sent_by`: migration SentMailTrace…). */
export class TypeormSentMailLog implements SentMailLog {
  constructor(private readonly db: EntityManager) {}

  async sentTo({ projectId }: ProjectScope, email: string, query: ListQuery): Promise<Page<SentMail>> {
    const q = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const params = [projectId, email, MAIL_SEND_ATTEMPTS, q];
    const order = query.order === 'asc' ? 'ASC' : 'DESC';
    const rows: Row[] = await this.db.query(
      `SELECT m.id, m.to_address, m.subject, m.sent_by, m.created_at, m.sent_at, ${STATE} AS state,
              (SELECT p.firstname || ' ' || p.lastname FROM people p WHERE p.id = m.sent_by) AS sent_by_name
       ${from('$4')} ORDER BY m.id ${order} OFFSET ${(query.page - 1) * query.perPage} LIMIT ${query.perPage}`,
      params,
    );
    const [{ n }]: Array<{ n: number }> = await this.db.query(`SELECT count(*)::int AS n ${from('$3')}`, [projectId, email, q]);
    return {
      rows: rows.map((r) => ({
        id: Number(r.id),
        to: r.to_address,
        subject: r.subject,
        sentBy: r.sent_by,
        sentByName: r.sent_by_name,
        createdAt: r.created_at,
        sentAt: r.sent_at,
        state: r.state,
      })),
      total: n,
    };
  }
}
