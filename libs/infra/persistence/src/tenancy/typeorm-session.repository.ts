import type { EntityManager } from 'typeorm';
import type { SessionHolder } from '@atrium/tenancy';
import { forgetAfterCommit } from '../cache/own-writes.js';
import type { ActiveSession, SessionStore } from './cached-session.repository.js';

export class TypeormSessionRepository implements SessionStore {
  constructor(private readonly db: EntityManager) {}

  async create(session: { id: string; personId: number; expiresAt: Date }): Promise<void> {
    await this.db.query(`INSERT INTO sessions (id, person_id, expires_at) VALUES ($1, $2, $3)`, [
      session.id,
      session.personId,
      session.expiresAt,
    ]);
  }

  async activeHolder(id: string, now: Date): Promise<SessionHolder | null> {
    const session = await this.activeSession(id, now);
    return session && { personId: session.personId, usertype: session.usertype };
  }

  /** An active session's holder (its person, and that person's kind) and expiry; null when none is active. */
  async activeSession(id: string, now: Date): Promise<ActiveSession | null> {
    const [row] = await this.db.query(
      `SELECT s.expires_at, s.person_id, p.kind FROM sessions s JOIN people p ON p.id = s.person_id
       WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
      [id, now],
    );
    return row ? { expiresAt: new Date(row.expires_at), personId: Number(row.person_id), usertype: row.kind } : null;
  }

  async revoke(id: string, now: Date): Promise<void> {
    await this.db.query(`UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL`, [id, now]);
    forgetAfterCommit.sessions(this.db, id);
  }

  async revokeOthers(personId: number, keep: string, now: Date): Promise<void> {
    await this.db.query(`UPDATE sessions SET revoked_at = $3 WHERE person_id = $1 AND id <> $2 AND revoked_at IS NULL`, [
      personId,
      keep,
      now,
    ]);
    // The cache does not know whose sessions it holds; password changes are rare enough to start over.
    forgetAfterCommit.sessions(this.db);
  }
}
