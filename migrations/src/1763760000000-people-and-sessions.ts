import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PeopleAndSessions1763760000000 implements MigrationInterface {
  name = 'PeopleAndSessions1763760000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS citext`);
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // Admins, clients and users share one table so that an e-mail is unique across all three kinds.
    await db.query(`CREATE TABLE people (
      id serial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('admins', 'clients', 'users')),
      email citext NOT NULL,
      firstname varchar(200) NOT NULL,
      lastname varchar(200) NOT NULL,
      password_hash text NOT NULL,
      company varchar(200),
      phone varchar(200),
      subscription_id integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT people_email_unique UNIQUE (email),
      CONSTRAINT people_user_has_subscription CHECK ((kind = 'users') = (subscription_id IS NOT NULL))
    )`);
    await db.query(`CREATE INDEX people_kind_idx ON people (kind, id)`);
    await db.query(`CREATE TABLE sessions (
      id uuid PRIMARY KEY,
      person_id integer NOT NULL REFERENCES people (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    )`);
    await db.query(`CREATE INDEX sessions_person_idx ON sessions (person_id)`);
    await db.query(`CREATE TABLE login_attempts (
      id bigserial PRIMARY KEY,
      email citext NOT NULL,
      address text NOT NULL,
      at timestamptz NOT NULL
    )`);
    await db.query(`CREATE INDEX login_attempts_email_idx ON login_attempts (email, at)`);
    await db.query(`CREATE INDEX login_attempts_address_idx ON login_attempts (address, at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE login_attempts`);
    await db.query(`DROP TABLE sessions`);
    await db.query(`DROP TABLE people`);
  }
}
