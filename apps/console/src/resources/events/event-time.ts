/**
 * Event times in the console. The server reads an event's date and 24-hour time as UTC (projects carry no
 * time zone), so the console enters and shows them in UTC too: what was typed is what every viewer sees.
 */
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const pad = (n: number) => String(n).padStart(2, '0');

export const MONTHS = Array.from({ length: 12 }, (_, m) => monthName.format(new Date(Date.UTC(2000, m, 1))));

/** 'March 02, 2026' (UTC). */
export function eventDate(unix: number): string {
  const d = new Date(unix * 1000);
  return `${monthName.format(d)} ${pad(d.getUTCDate())}, ${d.getUTCFullYear()}`;
}

/** '09:30 AM' (UTC). */
export function eventTime(unix: number): string {
  const d = new Date(unix * 1000);
  const h = d.getUTCHours();
  return `${pad(h % 12 || 12)}:${pad(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}

/** 'YYYY-MM-DD' of a UTC instant (today when none). */
export function utcDay(unix: number = Date.now() / 1000): string {
  return new Date(unix * 1000).toISOString().slice(0, 10);
}

/** 'HH:mm' (24-hour, UTC) now: the time pickers' default. */
export function utcNow(): string {
  return new Date().toISOString().slice(11, 16);
}

/** Unix seconds of a UTC day's midnight. */
export function dayStart(year: number, month: number, day: number): number {
  return Date.UTC(year, month, day) / 1000;
}
