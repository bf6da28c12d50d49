// Seeds the bench data with SQL, records the statements each read scenario issues (through the real
// repositories, so the bare server replays the API's own SQL), and explains them with EXPLAIN (ANALYZE).
import { openDatabase } from '@atrium/persistence';

const PEOPLE_TRGM = `CREATE INDEX people_search_trgm ON people
  USING gin ((firstname || ' ' || lastname || ' ' || email || ' ' || coalesce(company, '')) gin_trgm_ops)`;
// As migration ListIndexStatistics does for the index it replaces.
const PEOPLE_TRGM_STATISTICS = `ALTER INDEX people_search_trgm ALTER COLUMN 1 SET STATISTICS 1000`;

/** One bulk statement per table; the trigram indexes are rebuilt once rather than maintained per row. */
const SEED = [
  `DROP INDEX people_search_trgm`,
  `INSERT INTO people (kind, email, firstname, lastname, company, phone, password_hash, created_at)
   SELECT 'clients', 'bench' || g || '@example.com', 'First' || g, 'Last' || g, 'Company ' || (abs(hashint4(g)) % 100), '555-' || g, 'x',
          timestamptz '2020-01-01 00:00:00+00' + g * interval '1 minute'
   FROM generate_series(1, $1) g`,
  PEOPLE_TRGM,
  PEOPLE_TRGM_STATISTICS,
  `INSERT INTO subscriptions (client_id, core_id, status, start_date, end_date, max_projects, max_users, modules, monthly_price_cents)
   SELECT id, id, 'active', created_at, created_at + interval '30 days', 2, 5, '{crm}', 10900
   FROM people WHERE kind = 'clients' ORDER BY id LIMIT 1000`,
  `DROP INDEX invoices_description_trgm`,
  `INSERT INTO invoices (subscription_id, status, due_date, date_created, amount_cents, description)
   SELECT s.first + g % 1000, CASE WHEN g % 3 = 0 THEN 'paid' ELSE 'unpaid' END,
          timestamptz '2020-01-31 00:00:00+00' + g * interval '1 minute', timestamptz '2020-01-01 00:00:00+00' + g * interval '1 minute',
          1000 + g % 50000, 'Invoice ' || g || ' for month ' || (g % 12 + 1)
   FROM generate_series(1, $1) g, (SELECT min(id) AS first FROM subscriptions) s`,
  `CREATE INDEX invoices_description_trgm ON invoices USING gin (description gin_trgm_ops)`,
];

/**
 * `rows` clients (people), a subscription for each of the first thousand, `rows` invoices: on an open data
 * source. Nothing is analyzed or vacuumed unless `vacuumAnalyze` (tools/sql, whose plans need exact
 * statistics): the bench measures what the product makes of the rows on its own (issue 21).
 */
export async function seedAdminLists(dataSource, rows, { vacuumAnalyze = false } = {}) {
  for (const sql of SEED) await dataSource.query(sql, sql.includes('$1') ? [rows] : []);
  if (vacuumAnalyze) await dataSource.query('VACUUM ANALYZE');
}

export async function seed(target, rows) {
  const db = await openDatabase({ ...target, migrate: false });
  try {
    const t0 = performance.now();
    await seedAdminLists(db.dataSource, rows);
    return performance.now() - t0;
  } finally {
    await db.close();
  }
}

/** The SQL each read scenario issues, in order, with its parameters (dates as ISO text for JSON). */
export async function captureAndExplain(target, scenarios) {
  const db = await openDatabase({ ...target, migrate: false });
  const recorded = [];
  const original = db.dataSource.logger;
  db.dataSource.logger = {
    ...original,
    // A statement prepared by name (decision 0011) arrives as pg's `{ name, text }`: replayed the same way.
    logQuery: (query, params) =>
      recorded.push({
        sql: typeof query === 'string' ? query : query.text,
        ...(typeof query === 'string' ? {} : { name: query.name }),
        params: (params ?? []).map((p) => (p instanceof Date ? p.toISOString() : p)),
      }),
    logQueryError: () => undefined,
    logQuerySlow: () => undefined,
    logSchemaBuild: () => undefined,
    logMigration: () => undefined,
    log: () => undefined,
  };
  const statements = {};
  const explains = {};
  try {
    for (const s of scenarios.filter((x) => x.read)) {
      recorded.length = 0;
      await s.read(db.dataSource.manager);
      statements[s.name] = [...recorded];
      if (process.env.BENCH_DEBUG)
        console.log(
          s.name,
          recorded.map((r) => r.name ?? '-'),
        );
    }
    db.dataSource.logger = original;
    for (const [name, list] of Object.entries(statements)) {
      explains[name] = [];
      for (const { sql, params } of list) {
        if (sql.startsWith('EXPLAIN')) {
          explains[name].push({
            sql,
            plan: [
              '(the estimate: EXPLAIN without ANALYZE, planning only; the API keeps it for seconds, the bare server does not replay it)',
            ],
          });
          continue;
        }
        const rows = await db.dataSource.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
        explains[name].push({ sql, plan: rows.map((r) => r['QUERY PLAN']) });
      }
    }
  } finally {
    await db.close();
  }
  return { statements, explains };
}
