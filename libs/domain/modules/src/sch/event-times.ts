import { InvalidInput, type FieldError } from '@atrium/kernel';

/**
 * Events' wall-clock times. Projects carry no time zone, so an event's date and 24-hour time are read as
 * UTC, stored as that instant, and shown in UTC by the console: what was typed is what is shown, wherever
 * the browser is. A project time zone would change only `zoneOffset` below.
 */
export const DAY_SECONDS = 86_400;

/** A day on the wire: `YYYY-MM-DD`, or unix seconds (the UTC day holding that instant). */
export type DayInput = string | number;

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

const isUnix = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** Unix seconds of the UTC midnight that starts the day, or null when `value` is no day. */
export function dayStart(value: unknown): number | null {
  if (isUnix(value)) return value - (value % DAY_SECONDS);
  if (typeof value !== 'string') return null;
  const m = YMD.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  // 2026-02-30 would roll over to March: refuse it rather than store another day.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / 1000;
}

/** Seconds since midnight of a 24-hour `HH:mm`, or null. */
export function timeOfDay(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = HHMM.exec(value.trim());
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 : null;
}

/** `HH:mm` (24-hour, UTC) of an instant. */
export function hhmm(at: Date): string {
  return at.toISOString().slice(11, 16);
}

/** The UTC day holding `unix`: [start, end). */
export function dayOf(unix: number): { from: Date; to: Date } {
  const start = unix - (unix % DAY_SECONDS);
  return { from: new Date(start * 1000), to: new Date((start + DAY_SECONDS) * 1000) };
}

/** Collects field errors while reading a schedule, so that one answer names every bad field. */
export class ScheduleReader {
  readonly errors: FieldError[] = [];

  day(value: unknown, field: string): number | undefined {
    if (value === undefined) return undefined;
    const day = dayStart(value);
    if (day === null) this.errors.push({ field, message: 'must be a date (YYYY-MM-DD or unix seconds)' });
    return day ?? undefined;
  }

  time(value: unknown, field: string): number | undefined {
    if (value === undefined) return undefined;
    const time = timeOfDay(value);
    if (time === null) this.errors.push({ field, message: 'must be a 24-hour time HH:mm' });
    return time ?? undefined;
  }

  instant(value: unknown, field: string): number | undefined {
    if (value === undefined) return undefined;
    if (!isUnix(value)) this.errors.push({ field, message: 'must be unix seconds' });
    return isUnix(value) ? value : undefined;
  }

  required(value: unknown, field: string): void {
    if (value === undefined || value === null || value === '') this.errors.push({ field, message: 'is required' });
  }

  fail(): void {
    if (this.errors.length) throw new InvalidInput(this.errors.map((e) => `${e.field} ${e.message}`).join('; '), this.errors);
  }
}
