import type { EntityManager } from 'typeorm';
import type { ProjectScope } from '@atrium/kernel';
import { STATS_DATASETS, type StatsDataset, type StatsDay, type UserStatsReader } from '@atrium/modules';
import { queryPrepared } from '../../database/named-statements.js';

/** Where each series' rows are: the table, its time column, and what else a counted row must be. */
const SOURCES: Record<StatsDataset, { table: string; time: string; where?: string }> = {
  newleads: { table: 'leads', time: 'created_at' },
  engagements: { table: 'inventory_tags', time: 'created_at' },
  // The console's delete makes a submission inactive: the chart counts what the lists show.
  submissions: { table: 'submissions', time: 'date_time', where: `status = 'active'` },
  customers: { table: 'customers', time: 'created_at' },
  likes: { table: 'video_events', time: 'at', where: `kind = 'like'` },
  views: { table: 'video_events', time: 'at', where: `kind = 'view'` },
};

/** The quarter-hour boundary at or before / at or after an instant (UTC; the counters' grain). */
const quarterFloor = (t: string) => `to_timestamp(floor(extract(epoch FROM ${t}) / 900) * 900)`;
const quarterCeil = (t: string) => `to_timestamp(ceil(extract(epoch FROM ${t}) / 900) * 900)`;

const TABLES = [...new Set(STATS_DATASETS.map((d) => SOURCES[d].table))];
const alias = (table: string) => `t${TABLES.indexOf(table)}`;

/**
 * The rows of each series of one table in a piece [a, b) of a cut day, counted from the table's index (only
 * ever less than 15 minutes of them): one scan for the table's series together (likes and views).
 */
function pieceCounts(table: string): string {
  const series = STATS_DATASETS.filter((d) => SOURCES[d].table === table);
  const { time } = SOURCES[series[0]];
  // Conditions narrow the scan when every series of the table has one (the submissions' partial index is on
  // active ones).
  const narrow = series.every((d) => SOURCES[d].where) ? series.map((d) => `(${SOURCES[d].where})`).join(' OR ') : undefined;
  const counts = series.map((d) =>
    series.length > 1 && SOURCES[d].where ? `count(*) FILTER (WHERE ${SOURCES[d].where}) AS "${d}"` : `count(*) AS "${d}"`,
  );
  return `LATERAL (SELECT ${counts.join(', ')} FROM ${table}
    WHERE project_id = $1 AND ${time} >= piece.a AND ${time} < piece.b${narrow ? ` AND (${narrow})` : ''}) ${alias(table)}`;
}

/**
 * One statement (decision 0008). The local days of the range in the project's time zone, each as a
 * [lo, hi) pair of instants (cut to the range at both ends, DST days 23 or 25 hours long), as before the
 * counters. A whole day is the sum of its rows in `stats_days` (one per series and writer shard); a day
 * the range cuts (the first and the last) is the sum of its whole quarter-hours in `stats_quarter_hours`
 * plus an index count of the partial quarter-hour at each end. When the range lies inside one
 * quarter-hour, qlo = qhi = hi and the first index count covers it all.
 *
 * The cut days' counts take one index scan per table for the (up to four) partial quarter-hours, and one
 * for the quarter-hours of all six series: eighteen scalar subqueries per cut day did the same work with
 * three times the plan nodes, and PostgreSQL spent more on setting them up and freeing their memory than on
 * counting (1.4–1.6 against 1.8–2.2 ms of backend CPU an execution on the 1 M / 10 M-row bench database).
 *
 * The days come in one row as one text, `day,n1,…,n6 day,n1,…,n6 …` (the counts in STATS_DATASETS' order):
 * measured on 90 days, statement by statement on PostgreSQL, that cost the API ~450 µs less CPU than 91
 * rows of eight columns, and PostgreSQL ~250 µs less (no row messages); `json_agg` saved the API less and
 * cost PostgreSQL more. No row when the project is gone.
 */
function userStatsSql(): string {
  const whole = STATS_DATASETS.map((d) => `sum(n) FILTER (WHERE series = '${d}') AS "${d}"`).join(', ');
  const pick = STATS_DATASETS.map((d) => `(CASE WHEN c.day IS NOT NULL THEN c."${d}" ELSE coalesce(w."${d}", 0) END)::int`).join(', ');
  return `WITH zone AS (SELECT time_zone AS tz FROM projects WHERE id = $1),
  d AS (
    SELECT to_char(local, 'YYYY-MM-DD') AS day, local::date AS date,
           local AT TIME ZONE zone.tz AS day_lo, (local + interval '1 day') AT TIME ZONE zone.tz AS day_hi,
           greatest(local AT TIME ZONE zone.tz, to_timestamp($2::float8)) AS lo,
           least((local + interval '1 day') AT TIME ZONE zone.tz, to_timestamp($3::float8)) AS hi
    FROM zone, generate_series(
      date_trunc('day', to_timestamp($2::float8) AT TIME ZONE zone.tz),
      date_trunc('day', to_timestamp($3::float8 - 1) AT TIME ZONE zone.tz),
      interval '1 day') AS local
  ),
  cut AS (
    SELECT day, lo, hi, CASE WHEN qa < qb THEN qa ELSE hi END AS qlo, CASE WHEN qa < qb THEN qb ELSE hi END AS qhi
    FROM (SELECT day, lo, hi, ${quarterCeil('lo')} AS qa, ${quarterFloor('hi')} AS qb FROM d WHERE lo <> day_lo OR hi <> day_hi) x
  ),
  -- The partial quarter-hours of the cut days: [lo, qlo) and [qhi, hi).
  piece AS (SELECT day, lo AS a, qlo AS b FROM cut UNION ALL SELECT day, qhi, hi FROM cut),
  ends AS (
    SELECT piece.day, ${STATS_DATASETS.map((d) => `sum(${alias(SOURCES[d].table)}."${d}") AS "${d}"`).join(', ')}
    FROM piece, ${TABLES.map(pieceCounts).join(', ')}
    GROUP BY piece.day
  ),
  quarters AS (
    SELECT cut.day, ${STATS_DATASETS.map((d) => `sum(q.n) FILTER (WHERE q.series = '${d}') AS "${d}"`).join(', ')}
    FROM cut JOIN stats_quarter_hours q ON q.project_id = $1 AND q.series = ANY('{${STATS_DATASETS.join(',')}}'::text[])
      AND q.quarter >= cut.qlo AND q.quarter < cut.qhi
    GROUP BY cut.day
  ),
  -- MATERIALIZED: inlined into the join below, an earlier form of these counts ran again for each day of the
  -- range (23 ms, not 1); the spec checks that no table is read more than once a piece.
  c AS MATERIALIZED (
    SELECT cut.day, ${STATS_DATASETS.map((d) => `coalesce(e."${d}", 0) + coalesce(q."${d}", 0) AS "${d}"`).join(', ')}
    FROM cut LEFT JOIN ends e ON e.day = cut.day LEFT JOIN quarters q ON q.day = cut.day
  ),
  w AS (
    SELECT day, ${whole} FROM stats_days
    WHERE project_id = $1 AND day >= (SELECT min(date) FROM d) AND day <= (SELECT max(date) FROM d)
    GROUP BY day
  )
  SELECT zone.tz AS "timeZone", string_agg(concat_ws(',', d.day, ${pick}), ' ' ORDER BY d.day) AS "days",
    (SELECT coalesce(sum(v), 0) FROM stats_versions WHERE project_id = $1)::text AS "version"
  FROM zone, d LEFT JOIN c ON c.day = d.day LEFT JOIN w ON w.day = d.date
  GROUP BY zone.tz`;
}

/**
 * Prepared by name on PostgreSQL: planning its end counts took 3-7 ms of each request's CPU, more than
 * running it. Exported for the specs, which check its plan.
 */
export const USER_STATS_SQL = userStatsSql();

/**
 * The project's version: the sum of its per-shard counters of counted commits (migration 1764340000000).
 * No row when the project is gone. Prepared by name too: it is asked before every kept answer.
 */
const VERSION_SQL = `SELECT (SELECT coalesce(sum(v), 0) FROM stats_versions WHERE project_id = p.id)::text AS "version"
  FROM projects p WHERE p.id = $1`;

type Answer = { timeZone: string; days: StatsDay[] };

/** The days as the statement sends them: `day,n1,…,n6` each, space-separated. */
function daysOf(text: string): StatsDay[] {
  return text.split(' ').map((line) => {
    const [day, ...counts] = line.split(',');
    const stats = { day } as StatsDay;
    STATS_DATASETS.forEach((dataset, i) => (stats[dataset] = Number(counts[i])));
    return stats;
  });
}

/** An answer and the project's version in the statement's snapshot (none when the project is gone). */
export interface VersionedAnswer {
  version?: string;
  answer: Answer;
}

/** What CachedUserStatsReader needs: answers with their version, and the version alone. */
export interface VersionedUserStatsReader {
  versioned(project: ProjectScope, from: number, toExclusive: number): Promise<VersionedAnswer>;
  version(project: ProjectScope): Promise<string | undefined>;
}

/** Reads the dashboard's counts from the running counters kept by the triggers of migration UserStatsCounters. */
export class TypeormUserStatsReader implements UserStatsReader, VersionedUserStatsReader {
  constructor(private readonly db: EntityManager) {}

  async daily(project: ProjectScope, from: number, toExclusive: number): Promise<Answer> {
    return (await this.versioned(project, from, toExclusive)).answer;
  }

  async version({ projectId }: ProjectScope): Promise<string | undefined> {
    const rows = await queryPrepared<Array<{ version: string }>>(this.db, VERSION_SQL, [projectId]);
    return rows[0]?.version;
  }

  async versioned({ projectId }: ProjectScope, from: number, toExclusive: number): Promise<VersionedAnswer> {
    // The planner sees neither how many days the range has (it assumes 1000) nor the cut days' bounds (it
    // prices each end's index count at 0.5 % of the table): a statement that runs in ~5 ms at 10 M rows is
    // costed in the tens of millions, where PostgreSQL's JIT spent 6 s compiling it. The pool's connections
    // run without JIT (openDatabase), so this is one round trip.
    const rows = await queryPrepared<Array<{ timeZone: string; days: string; version: string }>>(this.db, USER_STATS_SQL, [
      projectId,
      from,
      toExclusive,
    ]);
    const row = rows[0];
    return { version: row?.version, answer: { timeZone: row?.timeZone ?? 'UTC', days: row?.days ? daysOf(row.days) : [] } };
  }
}
