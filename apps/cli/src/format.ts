/**
 * Pure formatting shared by every command: money, dates, names and the pagination footer. Commands never
 * format these themselves, so `atrium` shows them the same way everywhere.
 */

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CAD' });

/** Canadian dollars in US format: 1234.5 → 'CA$1,234.50'. Money travels as dollars (CONTRACT §4). */
export function formatMoney(dollars: number): string {
  return money.format(dollars);
}

/**
 * Dates are shown in UTC, so that a date given as `--due 2026-11-21` (UTC midnight) reads back as the same
 * day on every machine.
 */
const date = new Intl.DateTimeFormat('en-US', { month: 'long', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** Unix seconds as 'MMMM DD, YYYY' (e.g. 'November 21, 2026'); '' for none. */
export function formatDate(unixSeconds: number | null | undefined): string {
  if (unixSeconds === null || unixSeconds === undefined || !Number.isFinite(unixSeconds)) return '';
  return date.format(new Date(unixSeconds * 1000));
}

/** 'First Last', without stray spaces when a part is empty. */
export function fullName(firstname: string | null | undefined, lastname: string | null | undefined): string {
  return [firstname, lastname].filter((part) => part && part.trim() !== '').join(' ');
}

export interface PageInfo {
  /** The page shown, from 1. */
  page: number;
  perPage: number;
  /** Rows in the whole list (`X-Total-Count`). */
  total: number;
}

/** How many pages `total` rows make; an empty list is still one (empty) page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The line under a list's table: 'Page 2 of 5 (73 total)'. */
export function formatPageFooter({ page, perPage, total }: PageInfo): string {
  return `Page ${page} of ${pageCount(total, perPage)} (${total} total)`;
}
