import type { EntityManager } from 'typeorm';
import { STATS_DATASETS, type StatsDataset, type StatsDay, type UserStatsReader } from '@atrium/modules';

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

/**
 * One statement: the local days of the range in the project's time zone, each as a [lo, hi) pair of instants
 * (cut to the range at both ends, DST days 23 or 25 hours long), and per day and series a count over the
 * index (project_id, <time>): a range scan answered from the index, with no per-row time-zone arithmetic.
 */
function userStatsSql(): string {
  const count = (dataset: StatsDataset): string => {
    const s = SOURCES[dataset];
    const extra = s.where ? ` AND ${s.where}` : '';
    return `(SELECT count(*) FROM ${s.table} WHERE project_id = $1 AND ${s.time} >= d.lo AND ${s.time} < d.hi${extra})::int AS "${dataset}"`;
  };
  return `WITH zone AS (SELECT time_zone AS tz FROM projects WHERE id = $1),
  d AS (
    SELECT to_char(local, 'YYYY-MM-DD') AS day,
           greatest(local AT TIME ZONE zone.tz, to_timestamp($2::float8)) AS lo,
           least((local + interval '1 day') AT TIME ZONE zone.tz, to_timestamp($3::float8)) AS hi
    FROM zone, generate_series(
      date_trunc('day', to_timestamp($2::float8) AT TIME ZONE zone.tz),
      date_trunc('day', to_timestamp($3::float8 - 1) AT TIME ZONE zone.tz),
      interval '1 day') AS local
  )
  SELECT zone.tz AS "timeZone", d.day, ${STATS_DATASETS.map(count).join(', ')}
  FROM zone, d ORDER BY d.day`;
}

const USER_STATS_SQL = userStatsSql();

export class TypeormUserStatsReader implements UserStatsReader {
  constructor(private readonly db: EntityManager) {}

  async daily(projectId: number, from: number, toExclusive: number): Promise<{ timeZone: string; days: StatsDay[] }> {
    const rows: Array<StatsDay & { timeZone: string }> = await this.db.query(USER_STATS_SQL, [projectId, from, toExclusive]);
    return { timeZone: rows[0]?.timeZone ?? 'UTC', days: rows.map(({ timeZone: _zone, ...day }) => day) };
  }
}
