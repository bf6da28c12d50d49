import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The planner reads the statistics of an expression from an index on that expression before any extended
 * statistics object, so `people_search_stats` (ListStatistics…) was never consulted: the trigram index's
 * own statistics are the ones that count. They get the finer sample instead (decision 0004).
 */
export class ListIndexStatistics1763862000000 implements MigrationInterface {
  name = 'ListIndexStatistics1763862000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP STATISTICS people_search_stats`);
    await db.query(`ALTER INDEX people_search_trgm ALTER COLUMN 1 SET STATISTICS 1000`);
    await db.query(`ANALYZE people`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER INDEX people_search_trgm ALTER COLUMN 1 SET STATISTICS -1`);
    await db.query(
      `CREATE STATISTICS people_search_stats ON ((firstname || ' ' || lastname || ' ' || email || ' ' || coalesce(company, ''))) FROM people`,
    );
    await db.query(`ALTER STATISTICS people_search_stats SET STATISTICS 1000`);
  }
}
