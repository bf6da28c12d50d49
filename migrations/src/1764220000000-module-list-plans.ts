import type { MigrationInterface, QueryRunner } from 'typeorm';

const LISTED = ['leads', 'customers', 'inventory_items'];

/**
 * Plans of the module lists at a million rows (decision 0004, "Module lists"):
 * - No parallel plans on the listed tables. A list reads one page; when the planner under-estimates a
 *   filter (the walk of the id index, whose hidden expression it guesses at 0.01 %), it planned a Gather
 *   over the whole index, and starting its workers cost 180-290 ms a request on these two cores, against
 *   1.1 ms for the same walk in the request's own backend.
 * - The trigram indexes of the leads' and customers' search expression get 1000 histogram entries, as the
 *   people's did (ListIndexStatistics…): a 1 % term then hits about ten of them and its estimate holds
 *   (with 100, Family42 of the bench data hit none: estimated at 100 rows, read whole through the trigram
 *   index and sorted, 1.8 s). No ANALYZE here: in the migration's own session the index's cached
 *   descriptor still holds the old target, so the finer histogram comes with the next ANALYZE (autovacuum's,
 *   or the one a bulk load runs).
 */
export class ModuleListPlans1764220000000 implements MigrationInterface {
  name = 'ModuleListPlans1764220000000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of LISTED) await db.query(`ALTER TABLE ${table} SET (parallel_workers = 0)`);
    for (const table of ['leads', 'customers']) await db.query(`ALTER INDEX ${table}_search_trgm ALTER COLUMN 1 SET STATISTICS 1000`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['leads', 'customers']) await db.query(`ALTER INDEX ${table}_search_trgm ALTER COLUMN 1 SET STATISTICS -1`);
    for (const table of LISTED) await db.query(`ALTER TABLE ${table} RESET (parallel_workers)`);
  }
}
