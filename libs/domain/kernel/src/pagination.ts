import { InvalidInput } from './domain-error.js';
import type { ListContract } from './list-contract.js';

export const DEFAULT_PER_PAGE = 15;
export const MAX_PER_PAGE = 100;

/** The list parameters every list accepts (CONTRACT §4), already validated. */
export interface ListQuery {
  page: number;
  perPage: number;
  q?: string;
  from?: Date;
  to?: Date;
  /** A wire field of the list's contract; absent means the contract's default sort. */
  sort?: string;
  order: 'asc' | 'desc';
}

/** Beyond this many matching rows, a filtered list's total is estimated rather than counted. */
export const EXACT_TOTAL_BOUND = 1000;

export interface Page<T> {
  rows: T[];
  total: number;
  /** True when `total` is the planner's estimate (a filtered list with more than EXACT_TOTAL_BOUND rows). */
  estimated?: boolean;
}

export interface RawListQuery {
  page?: string | number;
  perPage?: string | number;
  q?: string;
  from?: string | number;
  to?: string | number;
  sort?: string;
  order?: string;
}

function positiveInt(value: string | number | undefined, field: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new InvalidInput('Invalid list parameters', [{ field, message: 'must be a whole number from 1' }]);
  return n;
}

function unixSeconds(value: string | number | undefined, field: string): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new InvalidInput('Invalid list parameters', [{ field, message: 'must be unix seconds' }]);
  return new Date(n * 1000);
}

/**
 * Validates list parameters against the list's contract, so a client can never name a column the
 * contract does not offer (and never reach SQL with one).
 */
export function parseListQuery(raw: RawListQuery, contract: ListContract): ListQuery {
  const { sortable } = contract;
  const page = positiveInt(raw.page, 'page', 1);
  const perPage = positiveInt(raw.perPage, 'perPage', DEFAULT_PER_PAGE);
  if (perPage > MAX_PER_PAGE) {
    throw new InvalidInput('Invalid list parameters', [{ field: 'perPage', message: `must be at most ${MAX_PER_PAGE}` }]);
  }
  const order = (raw.order ?? 'desc').toLowerCase();
  if (order !== 'asc' && order !== 'desc') {
    throw new InvalidInput('Invalid list parameters', [{ field: 'order', message: 'must be asc or desc' }]);
  }
  if (raw.sort !== undefined && raw.sort !== '' && !sortable.includes(raw.sort)) {
    throw new InvalidInput('Invalid list parameters', [{ field: 'sort', message: `must be one of ${sortable.join(', ')}` }]);
  }
  const q = raw.q?.trim();
  if (q && q.length > 200) throw new InvalidInput('Invalid list parameters', [{ field: 'q', message: 'must be at most 200 characters' }]);
  return {
    page,
    perPage,
    q: q || undefined,
    from: unixSeconds(raw.from, 'from'),
    to: unixSeconds(raw.to, 'to'),
    sort: raw.sort || contract.defaultSort,
    order,
  };
}
