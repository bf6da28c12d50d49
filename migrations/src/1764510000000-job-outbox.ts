import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Jobs become a transactional outbox for every driver (decision 0012): with REDIS_URL a relay hands recorded
 * jobs over to BullMQ and marks them `handed` (their run_after then says when to check that Redis still has
 * them). Mail a job may keep twice (a retried or re-run notification) carries a key that is kept once.
 */
export class JobOutbox1764510000000 implements MigrationInterface {
  name = 'JobOutbox1764510000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE jobs DROP CONSTRAINT jobs_status_check`);
    await db.query(`ALTER TABLE jobs ADD CONSTRAINT jobs_status_check CHECK (status IN ('queued', 'handed', 'running', 'done', 'failed'))`);
    await db.query(`ALTER TABLE mail_outbox ADD COLUMN idempotency_key text`);
    await db.query(
      `CREATE UNIQUE INDEX mail_outbox_idempotency_key_idx ON mail_outbox (idempotency_key) WHERE idempotency_key IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX mail_outbox_idempotency_key_idx`);
    await db.query(`ALTER TABLE mail_outbox DROP COLUMN idempotency_key`);
    await db.query(`UPDATE jobs SET status = 'queued' WHERE status = 'handed'`);
    await db.query(`ALTER TABLE jobs DROP CONSTRAINT jobs_status_check`);
    await db.query(`ALTER TABLE jobs ADD CONSTRAINT jobs_status_check CHECK (status IN ('queued', 'running', 'done', 'failed'))`);
  }
}
