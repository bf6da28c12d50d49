import type { EntityManager } from 'typeorm';
import { normalizeEmail, type LoginAttemptRepository } from '@atrium/tenancy';

export class TypeormLoginAttemptRepository implements LoginAttemptRepository {
  constructor(private readonly db: EntityManager) {}

  async recordFailure(attempt: { email: string; address: string; at: Date }): Promise<void> {
    await this.db.query(`INSERT INTO login_attempts (email, address, at) VALUES ($1, $2, $3)`, [
      normalizeEmail(attempt.email),
      attempt.address,
      attempt.at,
    ]);
  }

  countFailuresByEmail(email: string, since: Date): Promise<number> {
    return this.count('email', normalizeEmail(email), since);
  }

  countFailuresByAddress(address: string, since: Date): Promise<number> {
    return this.count('address', address, since);
  }

  async clearForEmail(email: string): Promise<void> {
    await this.db.query(`DELETE FROM login_attempts WHERE email = $1`, [normalizeEmail(email)]);
  }

  private async count(column: 'email' | 'address', value: string, since: Date): Promise<number> {
    const [r] = await this.db.query(`SELECT count(*)::int AS n FROM login_attempts WHERE ${column} = $1 AND at >= $2`, [value, since]);
    return Number(r.n);
  }
}
