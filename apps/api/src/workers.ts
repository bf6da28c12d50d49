import { ConfigError } from './config/config.js';

/**
 * How many API processes to run: `WEB_CONCURRENCY` (a whole number from 1), 1 when absent. Always 1 on the
 * embedded database, which has a single session that one process holds.
 */
export function workersWanted(env: Record<string, string | undefined>): number {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return 1;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new ConfigError([`WEB_CONCURRENCY: must be a whole number from 1 (got ${JSON.stringify(raw)})`]);
  return env.DATABASE_URL ? n : 1;
}
