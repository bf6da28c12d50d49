import type { Money } from '@atrium/kernel';

/** Times travel as unix seconds, money as dollars (CONTRACT §4). */
export const unix = (d: Date): number => Math.floor(d.getTime() / 1000);
export const unixOrNull = (d: Date | null): number | null => (d ? unix(d) : null);
export const dollars = (m: Money): number => m.toDollars();
export const fromUnix = (s: number | undefined): Date | undefined => (s === undefined ? undefined : new Date(s * 1000));
