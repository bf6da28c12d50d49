import type { EntityManager } from 'typeorm';
import type { SessionRepository } from '@atrium/tenancy';

export class TypeormSessionRepository implements SessionRepository {
  constructor(private readonly db: EntityManager) {}

  async create(session: { id: string; personId: number; expiresAt: Date }): Promise<void> {
    await this.db.query(`INSERT INTO sessions (id, person_id, expires_at) VALUES ($1, $2, $3)`, [
      session.id,
      session.personId,
      session.expiresAt,
    ]);
  }

  async isActive(id: string, now: Date): Promise<boolean> {
    return (await this.activeUntil(id, now)) !== null;
  }

  /** When an active session expires; null when it is unknown, revoked or expired. */
  async activeUntil(id: string, now: Date): Promise<Date | null> {
    const [row] = await this.db.query(`SELECT expires_at FROM sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2`, [
      id,
      now,
    ]);
    return row ? new Date(row.expires_at) : null;
  }

  async revoke(id: string, now: Date): Promise<void> {
    await this.db.query(`UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL`, [id, now]);
  }

  async revokeOthers(personId: number, keep: string, now: Date): Promise<void> {
    await this.db.query(`UPDATE sessions SET revoked_at = $3 WHERE person_id = $1 AND id <> $2 AND revoked_at IS NULL`, [
      personId,
      keep,
      now,
    ]);
  }
}
