import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox becomes the queue of every mail: a sender claims a row until `claimed_until` (so two processes
 * never send one mail twice), counts its attempts and keeps the last error. And a shared cache of enrichment
 * answers per e-mail, so several API processes ask the provider once per TTL.
 */
export class MailRelayEnrichmentCache1763958000000 implements MigrationInterface {
  name = 'MailRelayEnrichmentCache1763958000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE mail_outbox
      ADD COLUMN claimed_until timestamptz,
      ADD COLUMN attempts integer NOT NULL DEFAULT 0,
      ADD COLUMN last_error text`);
    await db.query(`CREATE TABLE enrichment_cache (
      email text PRIMARY KEY,
      data jsonb NOT NULL,
      fetched_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE enrichment_cache`);
    await db.query(`ALTER TABLE mail_outbox DROP COLUMN claimed_until, DROP COLUMN attempts, DROP COLUMN last_error`);
  }
}
