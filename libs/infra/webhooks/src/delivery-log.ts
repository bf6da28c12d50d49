import type { SqlExecutor } from './webhook-dispatcher.js';

/**
 * Deletes settled deliveries older than their status's days (by their last attempt); answers how many. Every
 * event to every endpoint leaves a row, and nothing else removes them. Pending rows are never touched.
 */
export async function forgetSettledDeliveries(db: SqlExecutor, keepDays: { delivered: number; failed: number }): Promise<number> {
  const [, count] = (await db.query(
    `DELETE FROM webhook_deliveries WHERE (status = 'delivered' AND coalesce(last_attempt_at, created_at) < now() - $1::int * interval '1 day')
        OR (status = 'failed' AND coalesce(last_attempt_at, created_at) < now() - $2::int * interval '1 day')`,
    [keepDays.delivered, keepDays.failed],
  )) as [unknown, number];
  return Number(count ?? 0);
}
