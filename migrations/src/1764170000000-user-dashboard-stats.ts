import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The user dashboard (GET /stats/users): each project's time zone, in which its charts cut days, and the
 * indexes the six daily counts read by range. Every count is `project_id = $1 AND <time> in [lo, hi)`, so
 * an index on (project_id, <time>) answers it from the index alone. Submissions count while active (the
 * console's delete makes one inactive), hence a partial index that holds only those.
 */
export class UserDashboardStats1764170000000 implements MigrationInterface {
  name = 'UserDashboardStats1764170000000';

  async up(db: QueryRunner): Promise<void> {
    // timezone() raises on a name PostgreSQL does not know, so no unknown zone is ever stored.
    await db.query(`ALTER TABLE projects ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC'
      CONSTRAINT projects_time_zone_check CHECK (timezone(time_zone, timestamptz '2000-01-01') IS NOT NULL)`);
    await db.query(`CREATE INDEX leads_project_created_idx ON leads (project_id, created_at)`);
    await db.query(`CREATE INDEX customers_project_created_idx ON customers (project_id, created_at)`);
    await db.query(`CREATE INDEX submissions_active_time_idx ON submissions (project_id, date_time) WHERE status = 'active'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX submissions_active_time_idx`);
    await db.query(`DROP INDEX customers_project_created_idx`);
    await db.query(`DROP INDEX leads_project_created_idx`);
    await db.query(`ALTER TABLE projects DROP COLUMN time_zone`);
  }
}
