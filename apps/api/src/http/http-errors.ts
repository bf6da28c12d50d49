import { Conflict, Forbidden, InvalidInput, NotConfigured, NotFound, RateLimited, Unauthenticated, type DomainError } from '@atrium/kernel';

/** The HTTP status of each kind of domain error (ARCHITECTURE.md "Errors"): the class decides. */
const STATUS_BY_CLASS: ReadonlyArray<readonly [abstract new (...args: never[]) => DomainError, number]> = [
  [InvalidInput, 400],
  [Unauthenticated, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [RateLimited, 429],
  [NotConfigured, 503],
];

/**
 * Overrides by code, for the rare error whose status differs from its class's. Empty today: prefer a
 * class that says what the error is.
 */
const STATUS_BY_CODE: Readonly<Record<string, number>> = {};

/**
 * The status a domain error answers, or undefined when its class is none of the known kinds: the filter
 * answers 500 and logs it, so a forgotten mapping is loud, never a silent 400.
 */
export function httpStatusOf(error: DomainError): number | undefined {
  return STATUS_BY_CODE[error.code] ?? STATUS_BY_CLASS.find(([kind]) => error instanceof kind)?.[1];
}
