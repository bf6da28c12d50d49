import type { ErrorDto } from './error.dto.js';

/** Long enough for PostgreSQL to finish a restart, short enough that clients come back soon after. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE: ErrorDto = {
  statusCode: 503,
  code: 'http.database_unavailable',
  message: 'The database is unavailable, please try again shortly',
};

/** A statement stopped by its time limit (or cancelled): the database is too busy for now. */
export const DATABASE_TIMEOUT: ErrorDto = {
  statusCode: 503,
  code: 'http.database_timeout',
  message: 'The database took too long to answer, please try again shortly',
};

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now ("the database system is shutting
// down" / "is starting up"), 53300 too_many_connections; class 08 is connection exceptions.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

// What `pg` and `pg-pool` throw without a code when a socket dies or no connection comes in time.
const UNAVAILABLE_MESSAGES = [/Connection terminated/i, /timeout exceeded when trying to connect/i, /not queryable/i];

// 57014 query_canceled: the statement timeout, or a cancel (only ever sent for a request whose client left,
// which then answers 499). `pg`'s own `query_timeout` fires when no answer comes at all (a network partition).
const TIMEOUT_SQLSTATES = new Set(['57014']);
const TIMEOUT_MESSAGES = [/^Query read timeout$/];

/**
 * True when the error says the database cannot be reached or is going down, i.e. the request may
 * succeed if retried later: the HTTP layer answers 503 with Retry-After instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return matches(
    error,
    (code) => NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code),
    UNAVAILABLE_MESSAGES,
  );
}

/** True when a statement ran out of time (or was cancelled): 503 with Retry-After too, never a 500. */
export function isDatabaseTimeout(error: unknown): boolean {
  return matches(error, (code) => TIMEOUT_SQLSTATES.has(code), TIMEOUT_MESSAGES);
}

/** The 503 answer for a failure of the database that may pass if retried, or undefined. */
export function databaseFailureAnswer(error: unknown): ErrorDto | undefined {
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
  if (isDatabaseTimeout(error)) return DATABASE_TIMEOUT;
  return undefined;
}

function matches(error: unknown, code: (code: string) => boolean, messages: RegExp[], depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && code(e.code)) return true;
  if (typeof e.message === 'string' && messages.some((m) => m.test(e.message as string))) return true;
  // TypeORM wraps the driver's error; Node wraps per-address connect failures in an AggregateError.
  const inner = [e.driverError, e.cause, ...(Array.isArray(e.errors) ? e.errors : [])];
  return inner.some((i) => matches(i, code, messages, depth + 1));
}
