import type { MigrationInterface, QueryRunner } from 'typeorm';
import { statementsOf } from './sql-file.js';

/**
 * The dashboard's kept answers are checked against a version instead of forgotten through NOTIFY (decision
 * 0008): NOTIFY takes a database-wide lock at commit, held until the commit is flushed, so every counted
 * writer's commits ran one at a time. A project's version is the sum of its rows here, one per writer shard:
 * a statement that changes counts bumps its projects' rows under the shard lock it already holds (no two
 * transactions ever update one row), and so do a zone change and a truncate. Versions only grow, so an equal
 * sum means no counted commit in between. No backfill: a project without rows is at version 0. The trigger
 * functions are in the `.up.sql` / `.down.sql` files beside this one, printed by
 * `node tools/migrations/stats-triggers.mjs counting --versions` (`--announce atrium_stats_changed` for `down`).
 */
export class StatsVersions1764340000000 implements MigrationInterface {
  name = 'StatsVersions1764340000000';

  async up(db: QueryRunner): Promise<void> {
    for (const statement of statementsOf('1764340000000-stats-versions.up.sql')) await db.query(statement);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const statement of statementsOf('1764340000000-stats-versions.down.sql')) await db.query(statement);
  }
}
