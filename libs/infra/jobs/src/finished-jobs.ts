import type { SqlExecutor } from './job-records.js';

/** How long finished jobs stay in `jobs` for inspection: done ones a week, failed ones a month. */
export const KEEP_DONE_DAYS = 7;
export const KEEP_FAILED_DAYS = 30;

/**
 * Deletes the rows of jobs that ended long enough ago; answers how many. Every notification, mail, billing
 * pass and scheduled run leaves a row, and nothing else removes them. Waiting, handed and running rows are
 * never touched.
 */
export async function forgetFinishedJobs(
  db: SqlExecutor,
  keepDoneDays = KEEP_DONE_DAYS,
  keepFailedDays = KEEP_FAILED_DAYS,
): Promise<number> {
  const [, count] = (await db.query(
    `DELETE FROM jobs WHERE (status = 'done' AND finished_at < now() - $1::int * interval '1 day')
        OR (status = 'failed' AND coalesce(finished_at, run_after) < now() - $2::int * interval '1 day')`,
    [keepDoneDays, keepFailedDays],
  )) as [unknown, number];
  return Number(count ?? 0);
}
