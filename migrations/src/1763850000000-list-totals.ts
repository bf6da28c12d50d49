import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each counted table: the (list, owner) pairs one row adds to, over a set of rows named `changed`. Owner 0
 * is the whole list (the admin's view); otherwise the client or subscription a list is narrowed to.
 */
const TALLIES: Record<string, string> = {
  people: `SELECT kind, CASE WHEN kind = 'users' THEN subscription_id ELSE 0 END FROM changed WHERE kind <> 'admins'`,
  subscriptions: `SELECT 'subscriptions', 0 FROM changed UNION ALL SELECT 'subscriptions', client_id FROM changed`,
  // An invoice belongs to a client through its subscription (which never changes).
  invoices: `SELECT 'invoices', 0 FROM changed UNION ALL
    SELECT 'invoices', s.client_id FROM changed JOIN subscriptions s ON s.id = changed.subscription_id`,
  transactions: `SELECT 'transactions', 0 FROM changed UNION ALL SELECT 'transactions', client_id FROM changed`,
  projects: `SELECT 'projects', subscription_id FROM changed`,
};

/** When a row goes, the counters narrowed to it go too (no foreign key can say that of an `owner`). */
const PARTITIONS: Record<string, string> = {
  people: `list IN ('subscriptions', 'invoices', 'transactions') AND owner IN (SELECT id FROM changed WHERE kind = 'clients')`,
  subscriptions: `list IN ('users', 'projects') AND owner IN (SELECT id FROM changed)`,
};

const over = (sql: string, rows: string) => sql.replaceAll('changed', rows);

/**
 * Exact totals of unfiltered lists without counting (decision 0004): counters kept by statement-level
 * triggers in the transaction of the write, so a bulk insert adds once, not once per row. Also the
 * indexes that serve the lists' date ranges and date sorts.
 */
export class ListTotals1763850000000 implements MigrationInterface {
  name = 'ListTotals1763850000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE list_totals (
      list text NOT NULL,
      owner integer NOT NULL,
      n bigint NOT NULL,
      PRIMARY KEY (list, owner)
    )`);
    for (const [table, pairs] of Object.entries(TALLIES)) {
      // Ordered so that concurrent writers lock the counter rows in one order and cannot deadlock.
      await db.query(`CREATE FUNCTION list_totals_${table}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'INSERT' THEN
            INSERT INTO list_totals (list, owner, n)
              SELECT list, owner, count(*) FROM (${over(pairs, 'new_rows')}) p (list, owner) GROUP BY 1, 2 ORDER BY 1, 2
              ON CONFLICT (list, owner) DO UPDATE SET n = list_totals.n + excluded.n;
          ELSE
            UPDATE list_totals t SET n = t.n - d.n
              FROM (SELECT list, owner, count(*) AS n FROM (${over(pairs, 'old_rows')}) p (list, owner) GROUP BY 1, 2) d
              WHERE t.list = d.list AND t.owner = d.owner;
            ${PARTITIONS[table] ? `DELETE FROM list_totals WHERE ${over(PARTITIONS[table], 'old_rows')};` : ''}
          END IF;
          RETURN NULL;
        END $$`);
      await db.query(`CREATE TRIGGER ${table}_list_totals_insert AFTER INSERT ON ${table}
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_${table}()`);
      await db.query(`CREATE TRIGGER ${table}_list_totals_delete AFTER DELETE ON ${table}
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_${table}()`);
      await db.query(
        `INSERT INTO list_totals (list, owner, n) SELECT list, owner, count(*) FROM (${over(pairs, table)}) p (list, owner) GROUP BY 1, 2`,
      );
    }
    // Date ranges and date sorts, with the id as the tie-breaker every list sorts by last.
    await db.query(`CREATE INDEX people_kind_created_idx ON people (kind, created_at, id)`);
    await db.query(`CREATE INDEX subscriptions_start_idx ON subscriptions (start_date, id)`);
    await db.query(`DROP INDEX invoices_created_idx`);
    await db.query(`CREATE INDEX invoices_created_idx ON invoices (date_created, id)`);
    await db.query(`CREATE INDEX invoices_due_idx ON invoices (due_date, id)`);
    await db.query(`DROP INDEX transactions_date_idx`);
    await db.query(`CREATE INDEX transactions_date_idx ON transactions (date_time, id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX transactions_date_idx`);
    await db.query(`CREATE INDEX transactions_date_idx ON transactions (date_time)`);
    await db.query(`DROP INDEX invoices_due_idx`);
    await db.query(`DROP INDEX invoices_created_idx`);
    await db.query(`CREATE INDEX invoices_created_idx ON invoices (date_created)`);
    await db.query(`DROP INDEX subscriptions_start_idx`);
    await db.query(`DROP INDEX people_kind_created_idx`);
    for (const table of Object.keys(TALLIES)) {
      await db.query(`DROP TRIGGER ${table}_list_totals_insert ON ${table}`);
      await db.query(`DROP TRIGGER ${table}_list_totals_delete ON ${table}`);
      await db.query(`DROP FUNCTION list_totals_${table}()`);
    }
    await db.query(`DROP TABLE list_totals`);
  }
}
