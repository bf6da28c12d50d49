import type { MigrationInterface, QueryRunner } from 'typeorm';
import { COUNTED_TABLES, countingFunction, zoneChangedFunction } from './1764200000000-user-stats-counters.js';

/** Where the dashboard's counters announce a change (payload: the project id; none: every project). */
const CHANNEL = 'atrium_stats_changed';

/**
 * API processes keep the dashboard's answers in memory (decision 0008): the counters' triggers now announce
 * each project whose counts a statement changed, once per statement and project (PostgreSQL folds identical
 * notifications of one transaction into one), and the zone change its project; a truncate announces every
 * project. A statement that changes no count (a known lead's `ON CONFLICT DO NOTHING`) announces nothing.
 */
export class StatsNotify1764300000000 implements MigrationInterface {
  name = 'StatsNotify1764300000000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of COUNTED_TABLES) await db.query(countingFunction(table, { announce: CHANNEL }));
    await db.query(zoneChangedFunction({ announce: CHANNEL }));
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of COUNTED_TABLES) await db.query(countingFunction(table));
    await db.query(zoneChangedFunction());
  }
}
