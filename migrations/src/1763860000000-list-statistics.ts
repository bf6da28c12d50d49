import type { MigrationInterface, QueryRunner } from 'typeorm';

const PERSON_SEARCH = `(firstname || ' ' || lastname || ' ' || email || ' ' || coalesce(company, ''))`;

/**
 * Statistics on the people's text-filter expression (decision 0004). Without them the planner guesses
 * that any `ILIKE '%…%'` matches 0.01 % of the rows: a filter matching 1 % then reads every match through
 * the trigram index and sorts them (~280 ms at a million rows) instead of walking the id index until a
 * page is full (~3 ms), and the estimated total shown as "about N" is off a hundredfold.
 */
export class ListStatistics1763860000000 implements MigrationInterface {
  name = 'ListStatistics1763860000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE STATISTICS people_search_stats ON (${PERSON_SEARCH}) FROM people`);
    await db.query(`ANALYZE people`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP STATISTICS people_search_stats`);
  }
}
