import type { MigrationInterface, QueryRunner } from 'typeorm';
// The expression of the trigram indexes of migrations 1763930000000 (customers) and 1763950000000 (leads).
const EXPRESSION = `(firstname || ' ' || lastname || ' ' || email::text)`;
const SEARCHED = { leads: EXPRESSION, customers: EXPRESSION };

/**
 * The leads' and customers' search expression, lower-cased and stored (decision 0004, "Module lists"): a
 * dense `q` walks the id index and tests each row, and `ILIKE` over the concatenation cost 0.76-0.89 ms for
 * the ~1,560 rows of a page at a million rows, `LIKE` over the stored column 0.20 ms. Its trigram index
 * keeps its name and serves `LIKE`. The 1000 histogram entries the index expression had (ModuleListPlans…)
 * now belong to the column: the planner reads a plain column's own statistics, and a column's target also
 * outlives an index dropped and built again (as the bench's bulk load does). The expression's columns are
 * NOT NULL, so the column never is. Adding it rewrites both tables, under an exclusive lock.
 */
export class ListSearchColumns1764400000000 implements MigrationInterface {
  name = 'ListSearchColumns1764400000000';

  async up(db: QueryRunner): Promise<void> {
    for (const [table, expression] of Object.entries(SEARCHED)) {
      // Dropped before the rewrite, which would otherwise build it again only to drop it.
      await db.query(`DROP INDEX ${table}_search_trgm`);
      await db.query(`ALTER TABLE ${table} ADD COLUMN search text GENERATED ALWAYS AS (lower(${expression})) STORED`);
      await db.query(`ALTER TABLE ${table} ALTER COLUMN search SET STATISTICS 1000`);
      await db.query(`CREATE INDEX ${table}_search_trgm ON ${table} USING gin (search gin_trgm_ops)`);
      // The new column has no statistics until an ANALYZE; a table's target (unlike an index's) holds at once.
      await db.query(`ANALYZE ${table} (search)`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [table, expression] of Object.entries(SEARCHED)) {
      await db.query(`DROP INDEX ${table}_search_trgm`);
      await db.query(`ALTER TABLE ${table} DROP COLUMN search`);
      await db.query(`CREATE INDEX ${table}_search_trgm ON ${table} USING gin (${expression} gin_trgm_ops)`);
      await db.query(`ALTER INDEX ${table}_search_trgm ALTER COLUMN 1 SET STATISTICS 1000`);
      await db.query(`ANALYZE ${table}`);
    }
  }
}
