import { MoreThanOrEqual, type EntityManager } from 'typeorm';
import { normalizeEmail, type LoginAttemptRepository } from '@atrium/tenancy';
import { LoginAttemptRecord } from './login-attempt.record.js';

export class TypeormLoginAttemptRepository implements LoginAttemptRepository {
  constructor(private readonly db: EntityManager) {}

  async recordFailure(attempt: { email: string; address: string; at: Date }): Promise<void> {
    await this.db.insert(LoginAttemptRecord, { ...attempt, email: normalizeEmail(attempt.email) });
  }

  countFailuresByEmail(email: string, since: Date): Promise<number> {
    return this.db.countBy(LoginAttemptRecord, { email: normalizeEmail(email), at: MoreThanOrEqual(since) });
  }

  countFailuresByAddress(address: string, since: Date): Promise<number> {
    return this.db.countBy(LoginAttemptRecord, { address, at: MoreThanOrEqual(since) });
  }

  async clearForEmail(email: string): Promise<void> {
    await this.db.delete(LoginAttemptRecord, { email: normalizeEmail(email) });
  }
}
