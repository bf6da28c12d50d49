import type { MigrationInterface, QueryRunner } from 'typeorm';
import { statementsOf } from './sql-file.js';

/**
 * API processes keep the dashboard's answers in memory (decision 0008): the counters' triggers now announce
 * each project whose counts a statement changed, once per statement and project (PostgreSQL folds identical
 * notifications of one transaction into one), and the zone change its project; a truncate announces every
 * project. A statement that changes no count (a known lead's `ON CONFLICT DO NOTHING`) announces nothing.
 * The trigger functions are in the `.up.sql` / `.down.sql` files beside this one, printed by
 * `node tools/migrations/stats-triggers.mjs counting --announce atrium_stats_changed` (and without `--announce`).
 */
export class StatsNotify1764300000000 implements MigrationInterface {
  name = 'StatsNotify1764300000000';

  async up(db: QueryRunner): Promise<void> {
    for (const statement of statementsOf('1764300000000-stats-notify.up.sql')) await db.query(statement);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const statement of statementsOf('1764300000000-stats-notify.down.sql')) await db.query(statement);
  }
}
