import { IsNull, MoreThan, Not, type EntityManager } from 'typeorm';
import type { SessionRepository } from '@atrium/tenancy';
import { SessionRecord } from './session.record.js';

export class TypeormSessionRepository implements SessionRepository {
  constructor(private readonly db: EntityManager) {}

  async create(session: { id: string; personId: number; expiresAt: Date }): Promise<void> {
    await this.db.insert(SessionRecord, session);
  }

  async isActive(id: string, now: Date): Promise<boolean> {
    return this.db.existsBy(SessionRecord, { id, revokedAt: IsNull(), expiresAt: MoreThan(now) });
  }

  async revoke(id: string, now: Date): Promise<void> {
    await this.db.update(SessionRecord, { id, revokedAt: IsNull() }, { revokedAt: now });
  }

  async revokeOthers(personId: number, keep: string, now: Date): Promise<void> {
    await this.db.update(SessionRecord, { personId, id: Not(keep), revokedAt: IsNull() }, { revokedAt: now });
  }
}
