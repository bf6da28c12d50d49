import type { EntityManager } from 'typeorm';
import { THROTTLE_KINDS, type LoginThrottleStore, type ThrottleCounter, type ThrottleCounters, type ThrottleKind } from '@atrium/tenancy';

interface CounterRow {
  key: string;
  attempts: number;
  last_attempt_at: Date | null;
  blocked_until: Date | null;
}

/**
 * The sign-in counters in PostgreSQL, shared by every API process. One transaction per change: the upsert
 * creates missing counters and locks all of them (always in key order, so two attempts never wait on each
 * other crosswise), the domain decides, the update saves. A concurrent attempt on any of the same counters
 * waits for the commit and reads what it saved.
 */
export class TypeormLoginThrottleStore implements LoginThrottleStore {
  constructor(private readonly db: EntityManager) {}

  update<T>(keys: Record<ThrottleKind, string>, change: (counters: ThrottleCounters) => { save: ThrottleCounters; result: T }): Promise<T> {
    const ordered = [...new Set(THROTTLE_KINDS.map((kind) => keys[kind]))].sort();
    return this.db.transaction(async (tx) => {
      const rows: CounterRow[] = await tx.query(
        `INSERT INTO login_throttles (key) SELECT k FROM unnest($1::text[]) AS k ORDER BY k
         ON CONFLICT (key) DO UPDATE SET attempts = login_throttles.attempts
         RETURNING key, attempts, last_attempt_at, blocked_until`,
        [ordered],
      );
      const byKey = new Map(rows.map((r) => [r.key, counterOf(r)]));
      const read = (kind: ThrottleKind) => byKey.get(keys[kind]) ?? { attempts: 0, lastAttemptAt: null, blockedUntil: null };
      const { save, result } = change({ pair: read('pair'), address: read('address'), email: read('email') });
      const saved = THROTTLE_KINDS.map((kind) => [keys[kind], save[kind]] as const);
      await tx.query(
        `UPDATE login_throttles AS t SET attempts = v.attempts, last_attempt_at = v.last_attempt_at, blocked_until = v.blocked_until
         FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::timestamptz[]) AS v (key, attempts, last_attempt_at, blocked_until)
         WHERE t.key = v.key`,
        [
          saved.map(([key]) => key),
          saved.map(([, c]) => c.attempts),
          saved.map(([, c]) => c.lastAttemptAt),
          saved.map(([, c]) => c.blockedUntil),
        ],
      );
      return result;
    });
  }

  async forget(before: Date, now: Date): Promise<number> {
    const [, count] = (await this.db.query(
      `DELETE FROM login_throttles WHERE (last_attempt_at IS NULL OR last_attempt_at < $1) AND (blocked_until IS NULL OR blocked_until <= $2)`,
      [before, now],
    )) as [unknown, number];
    return Number(count ?? 0);
  }
}

function counterOf(row: CounterRow): ThrottleCounter {
  return {
    attempts: Number(row.attempts),
    lastAttemptAt: row.last_attempt_at ? new Date(row.last_attempt_at) : null,
    blockedUntil: row.blocked_until ? new Date(row.blocked_until) : null,
  };
}
