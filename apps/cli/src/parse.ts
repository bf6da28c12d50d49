import { InvalidArgumentError } from 'commander';
import { UsageError } from './errors.js';

/**
 * Strict parsing of what people type: ids, counts, amounts, dates and paging. Each parser answers the
 * value or throws a `UsageError` (exit 2) saying what was expected; `argParser` adapts one for commander,
 * which then names the option or argument at fault.
 */

/** The API's list limit (CONTRACT §4). */
export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 15;

const WHOLE = /^\d+$/;

function positiveWhole(raw: string, expected: string, max = Number.MAX_SAFE_INTEGER): number {
  const text = raw.trim();
  const n = WHOLE.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > max) throw new UsageError(expected);
  return n;
}

/** A record id: a positive whole number ('7'; not 'abc', '-1', '0', '7.5', '1e3'). */
export function parseId(raw: string): number {
  return positiveWhole(raw, 'Expected an id: a positive whole number, e.g. 7');
}

/** A count such as a number of projects or users: a positive whole number. */
export function parseCount(raw: string): number {
  return positiveWhole(raw, 'Expected a positive whole number, e.g. 3');
}

/** A page number, from 1. */
export function parsePage(raw: string): number {
  return positiveWhole(raw, 'Expected a page number from 1');
}

/** Rows per page, from 1 to 100. */
export function parsePerPage(raw: string): number {
  return positiveWhole(raw, `Expected a whole number from 1 to ${MAX_PER_PAGE}`, MAX_PER_PAGE);
}

/**
 * An amount of dollars above zero with at most two decimals ('109.5', '109.50', '1200'); answers the number
 * of dollars the API expects. Thousands separators, currency signs and exponents are refused rather than guessed.
 */
export function parseAmount(raw: string): number {
  const text = raw.trim();
  if (/^-/.test(text)) throw new UsageError('Expected a positive amount, not a negative one');
  if (/^\d+\.\d{3,}$/.test(text)) throw new UsageError('Expected at most two decimals (whole cents)');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new UsageError('Expected an amount in dollars, e.g. 109.50');
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new UsageError('Expected a smaller amount');
  if (cents === 0) throw new UsageError('Expected an amount above 0');
  return cents / 100;
}

/** A calendar date 'YYYY-MM-DD', answered as unix seconds at midnight UTC (see `formatDate`). */
export function parseDate(raw: string): number {
  const text = raw.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new UsageError('Expected a date as YYYY-MM-DD, e.g. 2026-11-21');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1970) throw new UsageError('Expected a date from 1970 on');
  const ms = Date.UTC(year, month - 1, day);
  const d = new Date(ms);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    throw new UsageError(`Expected a date as YYYY-MM-DD: ${text} is not a day of the calendar`);
  }
  return ms / 1000;
}

/** One of the parsers above as a commander option/argument parser (its `UsageError` becomes commander's usage error). */
export function argParser<T>(parse: (raw: string) => T): (raw: string) => T {
  return (raw) => {
    try {
      return parse(raw);
    } catch (error) {
      if (error instanceof UsageError) throw new InvalidArgumentError(error.message);
      throw error;
    }
  };
}
