import { projectOf, type Clock, type FieldError, type ProjectScope, type TenantScope, refuseInvalid } from '@atrium/kernel';

/**
 * The six series of the user dashboard (spec 1 §2, §7: `GET /stats/users?dataset=`), in the order the
 * dashboard draws them, with the words its charts carry.
 */
export const STATS_DATASETS = ['newleads', 'engagements', 'submissions', 'customers', 'likes', 'views'] as const;
export type StatsDataset = (typeof STATS_DATASETS)[number];
export const STATS_LABELS: Record<StatsDataset, string> = {
  newleads: 'New Leads',
  engagements: 'Inventory Engagements',
  submissions: 'Form Submissions',
  customers: 'New Customers',
  likes: 'Video Likes',
  views: 'Video Views',
};

/** CONTRACT §9: without a range, the dashboard shows the last 600000 seconds. */
export const DEFAULT_STATS_RANGE_SECONDS = 600_000;
/** A daily chart wider than a year says nothing a year does not; it also bounds the statement's work. */
export const MAX_STATS_RANGE_DAYS = 400;

/** One local day of the project's time zone and the rows of each series in it (and in the range). */
export type StatsDay = { day: string } & Record<StatsDataset, number>;

/** Port: the project's daily counts in the project's time zone, every day of the range present. */
export interface UserStatsReader {
  /** Rows with `from <= time < toExclusive` (unix seconds), per local day from the day of `from` to that of the last second. */
  daily(project: ProjectScope, from: number, toExclusive: number): Promise<{ timeZone: string; days: StatsDay[] }>;
}

export interface UserStatsQuery {
  dataset?: string;
  from?: number;
  to?: number;
}

export interface UserStatsSeries {
  dataset: StatsDataset;
  label: string;
  total: number;
  points: Array<{ day: string; count: number }>;
}

export interface UserStats {
  project: number;
  from: number;
  to: number;
  timeZone: string;
  series: UserStatsSeries[];
}

const isDataset = (value: string): value is StatsDataset => (STATS_DATASETS as readonly string[]).includes(value);

/**
 * The dashboard's figures for the scope's project: one series (`dataset`) or all six. `from` and `to` are
 * unix seconds, both ends included; either may be left out (to: now; from: 600000 seconds before to).
 */
export class ReadUserStats {
  constructor(
    private readonly reader: UserStatsReader,
    private readonly clock: Clock,
  ) {}

  async execute(scope: TenantScope, query: UserStatsQuery): Promise<UserStats> {
    const project = projectOf(scope);
    const to = query.to ?? Math.floor(this.clock.now().getTime() / 1000);
    const from = query.from ?? to - DEFAULT_STATS_RANGE_SECONDS;
    const errors: FieldError[] = [];
    if (query.dataset !== undefined && !isDataset(query.dataset))
      errors.push({ field: 'dataset', message: `must be one of ${STATS_DATASETS.join(', ')}` });
    if (from < 0) errors.push({ field: 'from', message: 'must not be before 1970' });
    if (from > to) errors.push({ field: 'to', message: 'must not be before from' });
    else if (to - from >= MAX_STATS_RANGE_DAYS * 86_400)
      errors.push({ field: 'to', message: `must be within ${MAX_STATS_RANGE_DAYS} days of from` });
    // The message names each problem too, for callers that show only the message (the CLI).
    refuseInvalid(errors);

    // `to` names a whole second: rows up to its end count.
    const { timeZone, days } = await this.reader.daily(project, from, to + 1);
    const datasets = query.dataset !== undefined ? [query.dataset as StatsDataset] : STATS_DATASETS;
    return {
      project: project.projectId,
      from,
      to,
      timeZone,
      series: datasets.map((dataset) => {
        const points = days.map((d) => ({ day: d.day, count: d[dataset] }));
        return { dataset, label: STATS_LABELS[dataset], total: points.reduce((sum, p) => sum + p.count, 0), points };
      }),
    };
  }
}
