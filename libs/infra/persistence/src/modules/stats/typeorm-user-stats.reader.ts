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

/** The rows of a series in [lo, hi), counted from its index (only ever less than 15 minutes of them). */
function exact(dataset: StatsDataset, lo: string, hi: string): string {
  const s = SOURCES[dataset];
  return `(SELECT count(*) FROM ${s.table} WHERE project_id = $1 AND ${s.time} >= ${lo} AND ${s.time} < ${hi}${s.where ? ` AND ${s.where}` : ''})`;
}

/** A day the range cuts: the whole quarter-hours inside [lo, hi) from the counters, the ends from the index. */
function cutCount(dataset: StatsDataset): string {
  const quarters = `(SELECT coalesce(sum(n), 0) FROM stats_quarter_hours
    WHERE project_id = $1 AND series = '${dataset}' AND quarter >= cut.qlo AND quarter < cut.qhi)`;
  return `${exact(dataset, 'cut.lo', 'cut.qlo')} + ${quarters} + ${exact(dataset, 'cut.qhi', 'cut.hi')} AS "${dataset}"`;
}

/**
 * One statement (decision 0008). The local days of the range in the project's time zone, each as a
 * [lo, hi) pair of instants (cut to the range at both ends, DST days 23 or 25 hours long), as before the
 * counters. A whole day is the sum of its rows in `stats_days` (one per series and writer shard); a day
 * the range cuts (the first and the last) is the sum of its whole quarter-hours in `stats_quarter_hours`
 * plus an index count of the partial quarter-hour at each end. When the range lies inside one
 * quarter-hour, qlo = qhi = hi and the first index count covers it all.
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
  -- MATERIALIZED: inlined into the aggregate below, its counts ran again for each day of the range (23 ms, not 1).
  c AS MATERIALIZED (SELECT cut.day, ${STATS_DATASETS.map(cutCount).join(', ')} FROM cut),
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
 * Prepared by name on PostgreSQL: planning its 18 end counts took 3-7 ms of each request's CPU, more than
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
