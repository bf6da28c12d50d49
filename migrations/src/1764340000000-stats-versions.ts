import type { MigrationInterface, QueryRunner } from 'typeorm';
import { COUNTED_TABLES, countingFunction, zoneChangedFunction } from './1764200000000-user-stats-counters.js';

/** The channel of migration 1764300000000, restored by `down`. */
const CHANNEL = 'atrium_stats_changed';

/**
 * The dashboard's kept answers are checked against a version instead of forgotten through NOTIFY (decision
 * 0008): NOTIFY takes a database-wide lock at commit, held until the commit is flushed, so every counted
 * writer's commits ran one at a time. A project's version is the sum of its rows here, one per writer shard:
 * a statement that changes counts bumps its projects' rows under the shard lock it already holds (no two
 * transactions ever update one row), and so do a zone change and a truncate. Versions only grow, so an equal
 * sum means no counted commit in between. No backfill: a project without rows is at version 0.
 */
export class StatsVersions1764340000000 implements MigrationInterface {
  name = 'StatsVersions1764340000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE stats_versions (
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      shard smallint NOT NULL,
      v bigint NOT NULL,
      PRIMARY KEY (project_id, shard)
    )`);
    for (const table of COUNTED_TABLES) await db.query(countingFunction(table, { versions: true }));
    await db.query(zoneChangedFunction({ versions: true }));
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of COUNTED_TABLES) await db.query(countingFunction(table, { announce: CHANNEL }));
    await db.query(zoneChangedFunction({ announce: CHANNEL }));
    await db.query(`DROP TABLE stats_versions`);
  }
}
