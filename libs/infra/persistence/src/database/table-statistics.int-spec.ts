import { beforeAll, describe, expect, it } from '@jest/globals';
import { useTestDatabase } from '../test/open-test-database.js';
import { DEFAULT_ANALYZE_RULE, TableStatistics, type StatisticsSettings } from './table-statistics.js';

const SETTINGS: StatisticsSettings = { autovacuum: false, trackCounts: true, rule: DEFAULT_ANALYZE_RULE, napMs: 60_000 };

interface Activity {
  last_analyze: Date | null;
  changed: number;
}

describe('TableStatistics', () => {
  const t = useTestDatabase();
  const activity = async (table: string): Promise<Activity> => {
    const [row] = await t.sql<Activity>(
      `SELECT last_analyze, n_mod_since_analyze::int AS changed FROM pg_stat_user_tables WHERE relname = $1`,
      [table],
    );
    return row;
  };
  /** Rows written on one connection, whose counters then reach the shared statistics (as a backend going idle does). */
  const write = async (sql: string) => {
    const runner = t.database.dataSource.createQueryRunner();
    try {
      await runner.query(sql);
      await runner.query(`SELECT pg_stat_force_next_flush()`);
    } finally {
      await runner.release();
    }
  };

  const statistics = () => new TableStatistics(t.database.dataSource, { embedded: t.kind === 'embedded' });

  beforeAll(async () => {
    // Out of a real autovacuum's way (a CI server may run one): only the pass under test analyzes these.
    for (const table of ['probe_grown', 'probe_touched']) {
      await t.sql(`CREATE TABLE ${table} (id serial PRIMARY KEY, project_id int NOT NULL) WITH (autovacuum_enabled = false)`);
      await t.sql(`ANALYZE ${table}`);
    }
  });

  it('analyzes a table changed beyond 50 + 10 % of its rows and leaves one below that alone', async () => {
    await write(`INSERT INTO probe_grown (project_id) SELECT 1 FROM generate_series(1, 51)`);
    await write(`INSERT INTO probe_touched (project_id) SELECT 1 FROM generate_series(1, 50)`);
    const [grownBefore, touchedBefore] = [await activity('probe_grown'), await activity('probe_touched')];
    expect(grownBefore.changed).toBe(51);
    expect(touchedBefore.changed).toBe(50);

    const analyzed = await statistics().analyzeStale(SETTINGS);

    expect(analyzed).toContainEqual({ table: 'public.probe_grown', changed: 51, rows: 0 });
    expect(analyzed.map((a) => a.table)).not.toContain('public.probe_touched');
    const [grown, touched] = [await activity('probe_grown'), await activity('probe_touched')];
    expect(grown.changed).toBe(0);
    expect(grown.last_analyze!.getTime()).toBeGreaterThan(grownBefore.last_analyze!.getTime());
    expect(touched).toEqual(touchedBefore);
    const [size] = await t.sql<{ reltuples: number; relpages: number; relallvisible: number }>(
      `SELECT reltuples, relpages, relallvisible FROM pg_class WHERE relname = 'probe_grown'`,
    );
    expect(Number(size.reltuples)).toBe(51);
    // Vacuumed too, since nothing else vacuums here: every page all-visible, so index scans skip the table.
    expect(Number(size.relallvisible)).toBe(Number(size.relpages));
    expect(Number(size.relpages)).toBeGreaterThan(0);

    // Now 51 rows: the next ANALYZE waits for more than 50 + 5.1 changes.
    const pass = async () => (await statistics().analyzeStale(SETTINGS)).map((a) => a.table);
    await write(`UPDATE probe_grown SET project_id = 2`);
    expect(await pass()).not.toContain('public.probe_grown');
    await write(`UPDATE probe_grown SET project_id = 3 WHERE id <= 5`);
    expect(await pass()).toContain('public.probe_grown');
  });

  it('still finds what changed when the counters were lost (every start of the embedded database, a crash)', async () => {
    await t.sql(`CREATE TABLE probe_restarted (id serial PRIMARY KEY, note text NOT NULL) WITH (autovacuum_enabled = false)`);
    await t.sql(`CREATE TABLE probe_filled (id serial PRIMARY KEY, note text NOT NULL) WITH (autovacuum_enabled = false)`);
    await t.sql(`CREATE TABLE probe_few (id serial PRIMARY KEY, note text NOT NULL) WITH (autovacuum_enabled = false)`);
    await t.sql(`CREATE TABLE probe_indexed (id serial PRIMARY KEY, note text NOT NULL) WITH (autovacuum_enabled = false)`);
    await write(`INSERT INTO probe_restarted (note) SELECT repeat('x', 100) FROM generate_series(1, 1000)`);
    await t.sql(`ANALYZE probe_restarted, probe_filled, probe_few, probe_indexed`);
    await write(`INSERT INTO probe_restarted (note) SELECT repeat('x', 100) FROM generate_series(1, 1000)`);
    await write(`INSERT INTO probe_filled (note) SELECT 'x' FROM generate_series(1, 51)`);
    await write(`INSERT INTO probe_few (note) SELECT 'x' FROM generate_series(1, 50)`);
    // A bulk load's index build brings reltuples and relpages up to date, not the columns' statistics.
    await write(`INSERT INTO probe_indexed (note) SELECT 'x' FROM generate_series(1, 300)`);
    await t.sql(`CREATE INDEX probe_indexed_note ON probe_indexed (note)`);
    await t.sql(`SELECT pg_stat_reset()`);
    expect((await activity('probe_restarted')).changed).toBe(0);

    const analyzed = (await statistics().analyzeStale(SETTINGS)).map((a) => a.table);
    // 1,000 rows in as many pages again as ANALYZE saw; 51 and 300 rows where it saw none; 50 are not past the threshold.
    expect(analyzed).toEqual(expect.arrayContaining(['public.probe_restarted', 'public.probe_filled', 'public.probe_indexed']));
    expect(analyzed).not.toContain('public.probe_few');
    expect((await activity('probe_restarted')).last_analyze).not.toBeNull();
  });

  it("follows a table's own analyze threshold", async () => {
    await t.sql(`ALTER TABLE probe_touched SET (autovacuum_analyze_threshold = 10)`);
    const analyzed = await statistics().analyzeStale(SETTINGS);
    expect(analyzed.map((a) => a.table)).toContain('public.probe_touched');
    expect((await activity('probe_touched')).changed).toBe(0);
  });

  it('leaves the statistics to autovacuum where it runs, never on the embedded database, and to nobody without track_counts', async () => {
    const server = new TableStatistics(t.database.dataSource, { embedded: false });
    const embedded = new TableStatistics(t.database.dataSource, { embedded: true });
    expect(server.keeper({ ...SETTINGS, autovacuum: true })).toBe('autovacuum');
    expect(server.keeper(SETTINGS)).toBe('this application');
    // PGlite says `autovacuum = on`, but runs no background worker.
    expect(embedded.keeper({ ...SETTINGS, autovacuum: true })).toBe('this application');
    expect(server.keeper({ ...SETTINGS, trackCounts: false })).toBe('nobody');
  });

  it("reads the server's settings", async () => {
    const settings = await statistics().settings();
    expect(settings.trackCounts).toBe(true);
    expect(settings.rule.threshold).toBeGreaterThanOrEqual(0);
    expect(settings.rule.scaleFactor).toBeGreaterThanOrEqual(0);
    expect(settings.napMs).toBeGreaterThanOrEqual(1000);
  });
});
