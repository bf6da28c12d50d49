import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A finer sample for the people's search-expression statistics: with the default 100 histogram entries a
 * term matching 1 % hits zero, one or two of them, so its estimate swung between 0.01 % and 2 % from one
 * ANALYZE to the next, and with it the plan (decision 0004). 1000 entries keep it within about 2×.
 */
export class ListStatisticsTarget1763861000000 implements MigrationInterface {
  name = 'ListStatisticsTarget1763861000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER STATISTICS people_search_stats SET STATISTICS 1000`);
    await db.query(`ANALYZE people`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER STATISTICS people_search_stats SET STATISTICS -1`);
  }
}
