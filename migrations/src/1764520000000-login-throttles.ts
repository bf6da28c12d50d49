import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in throttling counted atomically (CONTRACT §3, issue 18): one row per counter, for an (e-mail,
 * address) pair, an address or an e-mail, locked while an attempt is counted. The attempts table it
 * replaces was counted and written in separate statements, so concurrent guesses all passed the check.
 */
export class LoginThrottles1764520000000 implements MigrationInterface {
  name = 'LoginThrottles1764520000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE login_throttles (
      key text PRIMARY KEY,
      attempts integer NOT NULL DEFAULT 0,
      last_attempt_at timestamptz,
      blocked_until timestamptz
    )`);
    await db.query(`DROP TABLE login_attempts`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE login_attempts (
      id bigserial PRIMARY KEY,
      email citext NOT NULL,
      address text NOT NULL,
      at timestamptz NOT NULL
    )`);
    await db.query(`CREATE INDEX login_attempts_email_idx ON login_attempts (email, at)`);
    await db.query(`CREATE INDEX login_attempts_address_idx ON login_attempts (address, at)`);
    await db.query(`DROP TABLE login_throttles`);
  }
}
