import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in (issue 22 §3): one authenticator per person (its secret sealed with AES-256-GCM,
 * the last time step used so no code works twice), recovery codes kept as hashes, the short-lived
 * challenges between the password and the code, and the platform's settings (one row).
 */
export class TwoFactor1764600000000 implements MigrationInterface {
  name = 'TwoFactor1764600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE two_factor_authenticators (
      person_id integer PRIMARY KEY REFERENCES people (id) ON DELETE CASCADE,
      sealed_secret text NOT NULL,
      enabled_at timestamptz,
      last_used_step bigint,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE TABLE two_factor_recovery_codes (
      person_id integer NOT NULL REFERENCES people (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz,
      PRIMARY KEY (person_id, code_hash)
    )`);
    await db.query(`CREATE TABLE two_factor_challenges (
      id text PRIMARY KEY,
      person_id integer NOT NULL REFERENCES people (id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('code', 'setup')),
      expires_at timestamptz NOT NULL,
      closed_at timestamptz
    )`);
    await db.query(`CREATE INDEX two_factor_challenges_expiry_idx ON two_factor_challenges (expires_at)`);
    await db.query(`CREATE INDEX two_factor_challenges_person_idx ON two_factor_challenges (person_id)`);
    await db.query(`CREATE TABLE platform_settings (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      require_two_factor boolean NOT NULL DEFAULT false
    )`);
    await db.query(`INSERT INTO platform_settings (id) VALUES (1)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE platform_settings`);
    await db.query(`DROP TABLE two_factor_challenges`);
    await db.query(`DROP TABLE two_factor_recovery_codes`);
    await db.query(`DROP TABLE two_factor_authenticators`);
  }
}
