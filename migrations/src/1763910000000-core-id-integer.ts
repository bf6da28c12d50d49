import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A subscription's coreId is a positive integer (spec 1 §5 "number inputs", CONTRACT §9). Stored values that
 * are whole numbers keep their value; any other text (from before this rule) takes the subscription's id.
 */
export class CoreIdInteger1763910000000 implements MigrationInterface {
  name = 'CoreIdInteger1763910000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX IF EXISTS subscriptions_core_trgm`);
    await db.query(`ALTER TABLE subscriptions ALTER COLUMN core_id TYPE integer
      USING CASE WHEN core_id ~ '^[0-9]{1,9}$' AND core_id::integer >= 1 THEN core_id::integer ELSE id END`);
    await db.query(`ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_core_id_positive CHECK (core_id >= 1)`);
    await db.query(`CREATE INDEX subscriptions_core_idx ON subscriptions (core_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX subscriptions_core_idx`);
    await db.query(`ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_core_id_positive`);
    await db.query(`ALTER TABLE subscriptions ALTER COLUMN core_id TYPE varchar(200) USING core_id::text`);
    await db.query(`CREATE INDEX subscriptions_core_trgm ON subscriptions USING gin (core_id gin_trgm_ops)`);
  }
}
