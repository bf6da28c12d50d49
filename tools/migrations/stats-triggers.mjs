#!/usr/bin/env node
// The dashboard counters' trigger SQL (decision 0008). Migrations keep this generator's output in their own
// SQL files and never import it, so that an applied migration never changes: to change how counts are kept,
// write a new migration whose SQL file is printed by this tool, and add what it needs here.
//
//   node tools/migrations/stats-triggers.mjs counting [--announce CHANNEL | --versions]
//     prints each counted table's trigger function and the zone change's, separated by `--;` lines.
// tools/migrations/stats-triggers.spec.ts checks that it still prints the committed migrations' SQL.
import { fileURLToPath } from 'node:url';

/**
 * Each counted table: its series, and its rows as (project_id, series, at) over a set of rows named
 * `changed`, by the dashboard's rule for what counts (decision 0008).
 */
const TALLIES = {
  leads: { series: ['newleads'], tally: `SELECT project_id, 'newleads'::text AS series, created_at AS at FROM changed` },
  inventory_tags: {
    series: ['engagements'],
    tally: `SELECT project_id, 'engagements'::text AS series, created_at AS at FROM changed`,
  },
  // The console's delete makes a submission inactive: only active ones count.
  submissions: {
    series: ['submissions'],
    tally: `SELECT project_id, 'submissions'::text AS series, date_time AS at FROM changed WHERE status = 'active'`,
  },
  customers: { series: ['customers'], tally: `SELECT project_id, 'customers'::text AS series, created_at AS at FROM changed` },
  video_events: {
    series: ['likes', 'views'],
    tally: `SELECT project_id, CASE kind WHEN 'like' THEN 'likes' ELSE 'views' END AS series, at FROM changed`,
  },
};

/** Advisory lock classes (two-key form): a writer's counter shard, and a project's time zone. */
const SHARD_LOCK = 8008;
const ZONE_LOCK = 8009;
/** Counter rows per key at most: one per concurrent writer, up to this many writers at once. */
const SHARDS = 16;

const over = (sql, rows) => sql.replaceAll('changed', rows);

/** The signed changes of one statement: +1 per counted row it added, -1 per counted row it removed. */
function delta(table, op) {
  const added = over(TALLIES[table].tally, 'new_rows');
  const removed = over(TALLIES[table].tally, 'old_rows');
  if (op === 'INSERT') return `SELECT project_id, series, at, 1 AS n FROM (${added}) r`;
  if (op === 'DELETE') return `SELECT project_id, series, at, -1 AS n FROM (${removed}) r`;
  // An update counts only where it changed what counts (the status of a submission, a time, a project).
  return `SELECT project_id, series, at, 1 AS n FROM (${added} EXCEPT ALL ${removed}) r
    UNION ALL SELECT project_id, series, at, -1 AS n FROM (${removed} EXCEPT ALL ${added}) r`;
}

/**
 * Whether a quarter-hour (of a row `q` with `quarter` and `time_zone`) holds the start of a local day, so
 * that its rows fall on two days. Never, while the zone's offset is a multiple of 15 minutes (every offset
 * in use since 1972); old local mean times and Monrovia before 1972 had others.
 */
const STRADDLES = `stats_day(time_zone, quarter) <> stats_day(time_zone, quarter + interval '899.999999 seconds')`;

/**
 * Adds signed changes (`changes`: project_id, series, at, n) to a shard: per UTC quarter-hour, and per
 * local day of the project's zone, a quarter-hour's day computed once for all its rows (per row only in a
 * quarter-hour that straddles two days). Rows of a project no longer in `projects` (being deleted, its rows
 * cascading) add nothing: its counters go with it through their foreign key.
 */
function addTo(changes, shard) {
  return `WITH q AS (
      SELECT c.project_id, c.series, stats_quarter(c.at) AS quarter, p.time_zone, sum(c.n) AS n
      FROM (${changes}) c JOIN projects p ON p.id = c.project_id GROUP BY 1, 2, 3, 4
    ), added AS (
      INSERT INTO stats_quarter_hours (project_id, series, quarter, shard, n)
      SELECT project_id, series, quarter, ${shard}, n FROM q WHERE n <> 0
      ON CONFLICT (project_id, series, quarter, shard) DO UPDATE SET n = stats_quarter_hours.n + excluded.n
    ), straddling AS (
      SELECT * FROM q WHERE ${STRADDLES}
    ), days AS (
      SELECT project_id, stats_day(time_zone, quarter) AS day, series, n FROM q WHERE NOT ${STRADDLES}
      UNION ALL
      SELECT r.project_id, stats_day(s.time_zone, r.at), r.series, r.n
      FROM (${changes}) r JOIN straddling s ON s.project_id = r.project_id AND s.series = r.series AND s.quarter = stats_quarter(r.at)
    )
    INSERT INTO stats_days (project_id, day, series, shard, n)
    SELECT project_id, day, series, ${shard}, sum(n) FROM days GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT (project_id, day, series, shard) DO UPDATE SET n = stats_days.n + excluded.n`;
}

/**
 * How a counting function tells readers that counts changed: `announce`, a notification on that channel per
 * project (migration 1764300000000); `versions`, a bump of the project's version row under the writer's own
 * shard (migration 1764340000000); neither: nothing (migration 1764200000000).
 * @typedef {{ announce?: string, versions?: boolean }} CountSignal
 */

/**
 * The projects' versions bumped under `shard`, once per project of `projects` (a query of `project_id`s)
 * still in `projects` (the counters' guard: a project being deleted has no version row to keep).
 */
export function bumpVersions(projects, shard) {
  return `INSERT INTO stats_versions (project_id, shard, v)
    SELECT DISTINCT p.id, ${shard}, 1 FROM (${projects}) c JOIN projects p ON p.id = c.project_id
    ON CONFLICT (project_id, shard) DO UPDATE SET v = stats_versions.v + 1`;
}

/**
 * A trigger's work for one statement: nothing when nothing counted changed, else lock, pick a shard, add,
 * and signal (see CountSignal); the notification is sent by the statement that takes the project's zone lock.
 */
function apply(table, op, signal) {
  const changes = delta(table, op);
  const notify = signal.announce ? `, pg_notify('${signal.announce}', project_id::text)` : '';
  const bump = signal.versions ? `\n    ${bumpVersions(changes, 'writer_shard')};` : '';
  return `
    PERFORM 1 FROM (${changes}) c LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
    -- Read the zone only under this lock: a zone change recounts the days under the exclusive one.
    PERFORM pg_advisory_xact_lock_shared(${ZONE_LOCK}, project_id)${notify} FROM (SELECT DISTINCT project_id FROM (${changes}) c) p;
    writer_shard := stats_shard();
    ${addTo(changes, 'writer_shard')};${bump}`;
}

/** The trigger function of a counted table (its series emptied on TRUNCATE); see CountSignal. */
export function countingFunction(table, signal = {}) {
  const series = TALLIES[table].series.map((s) => `'${s}'`).join(', ');
  return `CREATE OR REPLACE FUNCTION stats_count_${table}() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE writer_shard smallint;
        BEGIN
          IF TG_OP = 'INSERT' THEN ${apply(table, 'INSERT', signal)}
          ELSIF TG_OP = 'DELETE' THEN ${apply(table, 'DELETE', signal)}
          ELSIF TG_OP = 'UPDATE' THEN ${apply(table, 'UPDATE', signal)}
          ELSE
            ${truncate(series, signal)}
          END IF;
          RETURN NULL;
        END $$`;
}

/** TRUNCATE: the table's series emptied for every project; the projects that had counts told. */
function truncate(series, signal) {
  const empty = `DELETE FROM stats_quarter_hours WHERE series IN (${series});
            DELETE FROM stats_days WHERE series IN (${series});`;
  if (signal.announce) return `${empty}\n            PERFORM pg_notify('${signal.announce}', '');`;
  if (!signal.versions) return empty;
  return `writer_shard := stats_shard();
            WITH hours AS (DELETE FROM stats_quarter_hours WHERE series IN (${series}) RETURNING project_id),
              days AS (DELETE FROM stats_days WHERE series IN (${series}) RETURNING project_id)
            ${bumpVersions('SELECT project_id FROM hours UNION SELECT project_id FROM days', 'writer_shard')};`;
}

/** The counted tables. */
export const COUNTED_TABLES = Object.keys(TALLIES);

/** The zone change's trigger function: the project's days recounted, and its readers told (see CountSignal). */
export function zoneChangedFunction(signal = {}) {
  const announce = signal.announce ? ` PERFORM pg_notify('${signal.announce}', NEW.id::text);` : '';
  const bump = signal.versions ? ` ${bumpVersions('SELECT NEW.id AS project_id', 'stats_shard()')};` : '';
  // Without JIT: the lateral counts of straddling quarter-hours (none, almost always) are costed as if every
  // quarter-hour straddled: compiling them took 0.5 s each, the whole rebuild (44,000 quarter-hour rows) 0.45 s.
  return `CREATE OR REPLACE FUNCTION stats_zone_changed() RETURNS trigger LANGUAGE plpgsql SET jit = off
      AS $$ BEGIN ${recountDays()}${announce}${bump} RETURN NULL; END $$`;
}

/**
 * A project's days again, in its new zone, from its quarter-hours (milliseconds, not a pass over its rows).
 * A quarter-hour lies inside one local day whenever the zone's offset is a multiple of 15 minutes; in the
 * rare quarter-hours a day starts inside (old local mean times, Monrovia before 1972), the rows are counted.
 * Under the zone's exclusive lock: no writer of the project is between reading the zone and adding.
 */
function recountDays() {
  // Each quarter-hour's day once (not once per series and shard: the zone lookups are the cost).
  const quarters = `SELECT quarter, stats_day(NEW.time_zone, quarter) AS day,
      stats_day(NEW.time_zone, quarter + interval '899.999999 seconds') <> stats_day(NEW.time_zone, quarter) AS straddles
    FROM (SELECT DISTINCT quarter FROM stats_quarter_hours WHERE project_id = NEW.id) q`;
  const straddling = Object.entries(TALLIES).map(
    ([table, { tally }]) => `SELECT stats_day(NEW.time_zone, r.at), r.series, count(*)
      FROM qd JOIN LATERAL (SELECT * FROM (${over(tally, table)}) r
        WHERE r.project_id = NEW.id AND r.at >= qd.quarter AND r.at < qd.quarter + interval '15 minutes') r ON true
      WHERE qd.straddles GROUP BY 1, 2`,
  );
  return `
    PERFORM pg_advisory_xact_lock(${ZONE_LOCK}, NEW.id);
    DELETE FROM stats_days WHERE project_id = NEW.id;
    WITH qd AS MATERIALIZED (${quarters})
    INSERT INTO stats_days (project_id, day, series, shard, n)
    SELECT NEW.id, day, series, 0, sum(n) FROM (
      SELECT qd.day, s.series, s.n FROM stats_quarter_hours s JOIN qd USING (quarter)
      WHERE s.project_id = NEW.id AND NOT qd.straddles
      ${straddling.map((s) => `UNION ALL ${s}`).join('\n')}
    ) c (day, series, n) GROUP BY day, series HAVING sum(n) <> 0;`;
}

/**
 * The statements of migration 1764200000000 (user-stats-counters.up.sql): running counts for the user
 * dashboard (decision 0008), per project, series and UTC quarter-hour, and per local day in the project's
 * zone, kept by statement-level triggers in the writing transaction. Each writer adds to a shard of its own
 * (an advisory lock per shard), so concurrent writers never wait on a counter row.
 */
export function userStatsCounters() {
  const out = [];
  out.push(`CREATE TABLE stats_quarter_hours (
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      series text NOT NULL,
      quarter timestamptz NOT NULL,
      shard smallint NOT NULL,
      n bigint NOT NULL,
      PRIMARY KEY (project_id, series, quarter, shard)
    )`);
  out.push(`CREATE TABLE stats_days (
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      day date NOT NULL,
      series text NOT NULL,
      shard smallint NOT NULL,
      n bigint NOT NULL,
      PRIMARY KEY (project_id, day, series, shard)
    )`);
  // The quarter-hour an instant lies in (UTC). date_bin is integer arithmetic, 5 times faster than epoch
  // numerics; its origin (year 1) lies before any row.
  out.push(`CREATE FUNCTION stats_quarter(t timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT date_bin('15 minutes', t, timestamptz '0001-01-01 00:00:00+00') $$`);
  // The local day an instant is counted in, as the reader cuts days: the last day whose start
  // (local midnight AT TIME ZONE, PostgreSQL's reading of a skipped or repeated midnight) is not after it.
  out.push(`CREATE FUNCTION stats_day(tz text, t timestamptz) RETURNS date LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT CASE WHEN ((t AT TIME ZONE tz)::date)::timestamp AT TIME ZONE tz > t
                        THEN (t AT TIME ZONE tz)::date - 1 ELSE (t AT TIME ZONE tz)::date END $$`);
  // The lowest shard no other transaction holds: held until commit, so no two writers ever update one
  // counter row at once. Lowest first, so that a key has as many rows as writers were ever at once on
  // it (one, mostly), not one per backend: a read sums fewer rows. Beyond ${SHARDS} at once, wait.
  out.push(`CREATE FUNCTION stats_shard() RETURNS smallint LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        FOR s IN 0..${SHARDS - 1} LOOP
          IF pg_try_advisory_xact_lock(${SHARD_LOCK}, s) THEN RETURN s; END IF;
        END LOOP;
        PERFORM pg_advisory_xact_lock(${SHARD_LOCK}, pg_backend_pid() % ${SHARDS});
        RETURN pg_backend_pid() % ${SHARDS};
      END $$`);
  for (const [table, { tally }] of Object.entries(TALLIES)) {
    out.push(countingFunction(table));
    out.push(`CREATE TRIGGER ${table}_stats_insert AFTER INSERT ON ${table}
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_count_${table}()`);
    out.push(`CREATE TRIGGER ${table}_stats_delete AFTER DELETE ON ${table}
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_count_${table}()`);
    out.push(`CREATE TRIGGER ${table}_stats_update AFTER UPDATE ON ${table}
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_count_${table}()`);
    out.push(`CREATE TRIGGER ${table}_stats_truncate AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION stats_count_${table}()`);
    // The backfill: one pass over the table, as one statement inserting all its rows would add them.
    out.push(addTo(`SELECT project_id, series, at, 1 AS n FROM (${over(tally, table)}) r`, '0'));
  }
  out.push(zoneChangedFunction());
  out.push(`CREATE TRIGGER projects_stats_zone AFTER UPDATE OF time_zone ON projects
      FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION stats_zone_changed()`);
  return out;
}

/** Each counted table's trigger function, then the zone change's, for a signal (see CountSignal). */
export function countingFunctions(signal = {}) {
  return [...COUNTED_TABLES.map((table) => countingFunction(table, signal)), zoneChangedFunction(signal)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [what, flag, value] = process.argv.slice(2);
  if (what !== 'counting') {
    console.error('usage: stats-triggers.mjs counting [--announce CHANNEL | --versions]');
    process.exit(2);
  }
  const signal = flag === '--announce' ? { announce: value } : flag === '--versions' ? { versions: true } : {};
  console.log(countingFunctions(signal).join('\n--;\n'));
}
