import { firstLine, type JobLogger } from './job-logger.js';

/** What the drivers need of the database: a TypeORM `DataSource` (every statement below stands alone). */
export interface SqlExecutor {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** A job as a claim answers it: `attempts` (this run's number) also tells whether the claim still holds. */
export interface ClaimedJob {
  id: string;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * How long a claim lasts without renewal (default): a job whose process died is run again about a minute
 * later. A running job's claim is renewed every third of it (`withHeartbeat`), however long it runs.
 */
export const DEFAULT_LEASE_MS = 60_000;

/** Records a job; `recorded` callers write the same row in their own statement. */
export const RECORD = `INSERT INTO jobs (name, payload) VALUES ($1, $2::jsonb)`;

// `attempts` makes each update a no-op when the lease ran out and another run took the job over.
export const DONE = `UPDATE jobs SET status = 'done', finished_at = now(), last_error = NULL
  WHERE id = $1 AND status = 'running' AND attempts = $2`;

export const DONE_MANY = `UPDATE jobs SET status = 'done', finished_at = now(), last_error = NULL
  FROM unnest($1::bigint[], $2::int[]) AS d(id, attempts)
  WHERE jobs.id = d.id AND jobs.status = 'running' AND jobs.attempts = d.attempts`;

// The run's claim on the row: open while the job waits (queued or handed) or when its last claim lapsed.
export const CLAIM_ONE = `WITH claimed AS (
    UPDATE jobs SET status = 'running', attempts = attempts + 1,
      run_after = now() + $2::float8 * interval '1 millisecond'
    WHERE id = $1 AND (status IN ('queued', 'handed') OR (status = 'running' AND run_after <= now()))
    RETURNING id, name, payload, attempts)
  SELECT * FROM claimed`;

// BullMQ retries a failed run itself (BullMQ driver); the row goes back to handed (checked for in Redis after $4 ms).
export const FAILED_HANDED = `UPDATE jobs SET
    status = CASE WHEN attempts >= $3 THEN 'failed' ELSE 'handed' END,
    finished_at = CASE WHEN attempts >= $3 THEN now() END,
    run_after = now() + $4::float8 * interval '1 millisecond',
    last_error = $5
  WHERE id = $1 AND status = 'running' AND attempts = $2`;

const RENEW = `UPDATE jobs SET run_after = now() + $3::float8 * interval '1 millisecond'
  FROM unnest($1::bigint[], $2::int[]) AS r(id, attempts)
  WHERE jobs.id = r.id AND jobs.status = 'running' AND jobs.attempts = r.attempts`;

/**
 * Runs `work` while renewing the claims of `jobs` every third of the lease (a heartbeat), so a long job is
 * never taken over while its process lives, and one whose process died is free a lease later. A failed
 * renewal is logged and tried again at the next beat.
 */
export async function withHeartbeat<T>(
  db: SqlExecutor,
  jobs: readonly ClaimedJob[],
  leaseMs: number,
  logger: JobLogger,
  work: () => Promise<T>,
): Promise<T> {
  const ids = jobs.map((job) => job.id);
  const attempts = jobs.map((job) => job.attempts);
  const beat = setInterval(() => {
    db.query(RENEW, [ids, attempts, leaseMs]).catch((error: unknown) =>
      logger.error(`jobs: could not renew the claim of ${jobs[0].name} #${ids.join(', #')}: ${firstLine(error)}`),
    );
  }, leaseMs / 3);
  try {
    return await work();
  } finally {
    clearInterval(beat);
  }
}
