import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Background jobs of the in-process driver (`@atrium/jobs`), used when REDIS_URL is absent. */
export class Jobs1763766400000 implements MigrationInterface {
  name = 'Jobs1763766400000';

  async up(db: QueryRunner): Promise<void> {
    // While a job runs, run_after holds its lease expiry, so a job left 'running' by a crashed process
    // becomes claimable again once the lease passes.
    await db.query(`CREATE TABLE jobs (
      id bigserial PRIMARY KEY,
      name text NOT NULL,
      payload jsonb NOT NULL DEFAULT '{}'::jsonb,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      run_after timestamptz NOT NULL DEFAULT now(),
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`);
    // The poller's claim query filters on exactly these two columns.
    await db.query(`CREATE INDEX jobs_status_run_after_idx ON jobs (status, run_after)`);
    // One row per repeated job: the name is the key, so a schedule exists once whatever the process count.
    await db.query(`CREATE TABLE job_schedules (
      name text PRIMARY KEY,
      every_ms bigint NOT NULL CHECK (every_ms > 0),
      next_run_at timestamptz NOT NULL
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE job_schedules`);
    await db.query(`DROP TABLE jobs`);
  }
}
