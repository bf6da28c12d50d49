import type { DataSource } from 'typeorm';
import { untimed } from './untimed.js';

/**
 * When a table's planner statistics are stale, by autovacuum's rule (relation_needs_vacanalyze): more rows
 * changed since its last ANALYZE than `threshold + scaleFactor × rows`.
 */
export interface AnalyzeRule {
  /** `autovacuum_analyze_threshold` (PostgreSQL's default 50). */
  threshold: number;
  /** `autovacuum_analyze_scale_factor` (PostgreSQL's default 0.1). */
  scaleFactor: number;
}

export const DEFAULT_ANALYZE_RULE: AnalyzeRule = { threshold: 50, scaleFactor: 0.1 };

/** A table's changes since its last ANALYZE, and the rows that ANALYZE counted: what autovacuum's rule weighs. */
export interface TableActivity {
  /** Rows inserted, updated or deleted since its last ANALYZE (`n_mod_since_analyze`, or estimated). */
  changed: number;
  /** The rows its last ANALYZE or VACUUM counted (`reltuples`; -1 when neither ever ran). */
  rows: number;
}

/** What the catalog says of a table, beside the statistics system's counter. */
export interface TableSize {
  /** `n_mod_since_analyze`: lost when the counters are (every restart of the embedded database). */
  counted: number;
  /** `reltuples` and `relpages`, as the last ANALYZE, VACUUM or CREATE INDEX left them. */
  rows: number;
  pages: number;
  /** The table's size in pages now. */
  pagesNow: number;
  /** Whether an ANALYZE ever saw rows in it (`pg_stats` has its columns). */
  hasStatistics: boolean;
}

/**
 * The changes since the last ANALYZE: the counter, or what the table itself says, whichever is more. The
 * counters live in memory: PGlite never writes them to disk, so every start of the embedded database finds
 * them at zero (as a server does after a crash), and rows written before would never count again. So:
 * - a table with rows but no column statistics (analyzed while empty, as the migrations leave them; its
 *   `reltuples` may be current all the same, set by a CREATE INDEX): all its rows are changes;
 * - otherwise the pages it gained or lost since, at the density that ANALYZE saw;
 * - undefined for a table with pages but no density to go by (`reltuples` 0 or -1): count its rows.
 */
export function estimatedChanges(t: TableSize): number | undefined {
  if (t.pages > 0 && t.rows > 0) {
    if (!t.hasStatistics) return Math.max(t.counted, t.rows);
    return Math.max(t.counted, (Math.abs(t.pagesNow - t.pages) * t.rows) / t.pages);
  }
  return t.pagesNow > 0 ? undefined : t.counted;
}

/** autovacuum's test: a table never analyzed nor vacuumed counts as empty, and equality is not enough. */
export function needsAnalyze(table: TableActivity, rule: AnalyzeRule): boolean {
  return table.changed > rule.threshold + rule.scaleFactor * Math.max(table.rows, 0);
}

/** A table's own storage parameters (`ALTER TABLE … SET (autovacuum_analyze_threshold = …)`) win, as for autovacuum. */
export function ruleOfTable(reloptions: readonly string[] | null | undefined, server: AnalyzeRule): AnalyzeRule {
  const option = (name: string): number | undefined => {
    const raw = reloptions?.find((o) => o.startsWith(`${name}=`))?.slice(name.length + 1);
    const value = raw === undefined ? Number.NaN : Number(raw);
    return Number.isFinite(value) && value >= 0 ? value : undefined;
  };
  return {
    threshold: option('autovacuum_analyze_threshold') ?? server.threshold,
    scaleFactor: option('autovacuum_analyze_scale_factor') ?? server.scaleFactor,
  };
}

/** The server's settings that decide who keeps statistics fresh, and how. */
export interface StatisticsSettings {
  /** `autovacuum`: whether the server analyzes tables by itself. */
  autovacuum: boolean;
  /** `track_counts`: without it neither autovacuum nor anyone else can tell which tables changed. */
  trackCounts: boolean;
  rule: AnalyzeRule;
  /** `autovacuum_naptime`, in ms: how often autovacuum would look (default 1 min). */
  napMs: number;
}

interface SettingRow {
  name: string;
  setting: string;
}

export async function readStatisticsSettings(db: DataSource): Promise<StatisticsSettings> {
  const rows: SettingRow[] = await db.query(
    `SELECT name, setting FROM pg_settings
     WHERE name IN ('autovacuum', 'track_counts', 'autovacuum_analyze_threshold', 'autovacuum_analyze_scale_factor', 'autovacuum_naptime')`,
  );
  const setting = (name: string) => rows.find((r) => r.name === name)?.setting;
  const number = (name: string, fallback: number) => {
    const value = Number(setting(name));
    return Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return {
    autovacuum: setting('autovacuum') === 'on',
    trackCounts: setting('track_counts') !== 'off',
    rule: {
      threshold: number('autovacuum_analyze_threshold', DEFAULT_ANALYZE_RULE.threshold),
      scaleFactor: number('autovacuum_analyze_scale_factor', DEFAULT_ANALYZE_RULE.scaleFactor),
    },
    // pg_settings gives it in seconds.
    napMs: number('autovacuum_naptime', 60) * 1000 || 60_000,
  };
}

/** One table an analyze pass refreshed. */
export interface AnalyzedTable {
  table: string;
  changed: number;
  rows: number;
}

/** Who keeps the planner's statistics fresh on this database. */
export type StatisticsKeeper = 'autovacuum' | 'this application' | 'nobody';

const ACTIVITY = `SELECT format('%I.%I', s.schemaname, s.relname) AS "table",
    s.n_mod_since_analyze::float8 AS counted, c.reltuples::float8 AS rows, c.relpages::float8 AS pages,
    (pg_relation_size(c.oid) / current_setting('block_size')::int)::float8 AS "pagesNow", c.reloptions,
    EXISTS (SELECT 1 FROM pg_stats ps WHERE ps.schemaname = s.schemaname AND ps.tablename = s.relname) AS "hasStatistics"
  FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
  ORDER BY s.n_mod_since_analyze DESC`;

interface ActivityRow extends TableSize {
  table: string;
  reloptions: string[] | null;
}

/**
 * Fresh planner statistics where nobody else keeps them. The migrations analyze the tables while they are
 * empty; without a later ANALYZE the planner keeps believing they are, and sorts a whole project's rows to
 * answer a page of 15 (issue 21: 119 against 810 req/s for 20,000 leads). PostgreSQL's autovacuum refreshes
 * them; the embedded database (PGlite, one backend and no background workers, although `SHOW autovacuum`
 * says on) and a server run with `autovacuum = off` never do. There the application applies autovacuum's
 * own rule, read from the same settings and per-table options.
 */
export class TableStatistics {
  constructor(
    private readonly db: DataSource,
    private readonly options: { embedded: boolean; settings?: () => Promise<StatisticsSettings> },
  ) {}

  settings(): Promise<StatisticsSettings> {
    return this.options.settings ? this.options.settings() : readStatisticsSettings(this.db);
  }

  keeper(settings: StatisticsSettings): StatisticsKeeper {
    if (!settings.trackCounts) return 'nobody';
    return settings.autovacuum && !this.options.embedded ? 'autovacuum' : 'this application';
  }

  /** Vacuums and analyzes every table whose changes since its last ANALYZE pass the rule; answers those it analyzed. */
  async analyzeStale(settings: StatisticsSettings): Promise<AnalyzedTable[]> {
    // The counters of a backend reach the shared statistics when it goes idle, at most once a second; on the
    // embedded database that single backend flushes only at the end of a statement run a second after the
    // last flush, and no timer does it later: flushed here, so the read below sees every write so far.
    if (this.options.embedded) await this.db.query(`SELECT pg_stat_force_next_flush()`);
    const tables: ActivityRow[] = await this.db.query(ACTIVITY);
    const analyzed: AnalyzedTable[] = [];
    for (const t of tables) {
      const rule = ruleOfTable(t.reloptions, settings.rule);
      const changed = estimatedChanges(t) ?? (t.counted > rule.threshold ? t.counted : await this.rowsUpTo(t.table, rule.threshold + 1));
      if (!needsAnalyze({ changed, rows: t.rows }, rule)) continue;
      await this.analyze(t.table);
      analyzed.push({ table: t.table, changed: Math.round(changed), rows: t.rows });
    }
    return analyzed;
  }

  /** A table's rows, counted no further than `bound` (its statistics say it is empty: any row is a change). */
  private async rowsUpTo(table: string, bound: number): Promise<number> {
    const [{ n }] = await this.db.query(`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} LIMIT ${bound}) r`);
    return n;
  }

  /**
   * `VACUUM (ANALYZE)`, not ANALYZE alone: where autovacuum does not run, nothing else ever vacuums either,
   * and without it no page is marked all-visible, so every index scan of a list also reads the table's
   * pages to check each row (a list's bounded count walked the whole key with heap fetches). The vacuum
   * reads only the pages not yet all-visible, about what changed since the last pass. ANALYZE reads a
   * sample of at most 300 × the statistics target rows (300,000 for the search columns' 1000), seconds on
   * a big table: beyond the statement timeout the API sets for requests, so it runs on a connection of its
   * own without one (VACUUM cannot run in a transaction). The embedded database has no timeout.
   */
  private async analyze(table: string): Promise<void> {
    if (this.options.embedded) {
      await this.db.query(`VACUUM (ANALYZE) ${table}`);
      return;
    }
    await untimed(this.db, (runner) => runner.query(`VACUUM (ANALYZE) ${table}`));
  }
}
