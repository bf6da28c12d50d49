import { currentLocale, INTL_LOCALE } from '../../i18n/locale';

/**
 * Event times in the console. The server reads an event's date and 24-hour time as UTC (projects carry no
 * time zone), so the console enters and shows them in UTC too: what was typed is what every viewer sees.
 */
const pad = (n: number) => String(n).padStart(2, '0');
const formats = new Map<string, { month: Intl.DateTimeFormat; day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/** In the language on display (i18n/locale.ts). */
function formatsOf() {
  const locale = currentLocale();
  let f = formats.get(locale);
  if (!f) {
    const tag = INTL_LOCALE[locale];
    f = {
      month: new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }),
      day: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }),
      time: new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone: 'UTC' }),
    };
    formats.set(locale, f);
  }
  return f;
}

/** The months' names, January first. */
export function monthNames(): string[] {
  const { month } = formatsOf();
  return Array.from({ length: 12 }, (_, m) => month.format(new Date(Date.UTC(2000, m, 1))));
}

/** The weekdays' short names, Sunday first ('Sun' / 'dim.'). */
export function weekdayNames(): string[] {
  const weekday = new Intl.DateTimeFormat(INTL_LOCALE[currentLocale()], { weekday: 'short', timeZone: 'UTC' });
  // 2000-01-02 was a Sunday.
  return Array.from({ length: 7 }, (_, d) => weekday.format(new Date(Date.UTC(2000, 0, 2 + d))));
}

/** 'March 02, 2026' / '2 mars 2026' (UTC). */
export function eventDate(unix: number): string {
  const d = new Date(unix * 1000);
  if (currentLocale() !== 'en') return formatsOf().day.format(d);
  return `${formatsOf().month.format(d)} ${pad(d.getUTCDate())}, ${d.getUTCFullYear()}`;
}

/** '09:30 AM' / '09 h 30' (UTC). */
export function eventTime(unix: number): string {
  const d = new Date(unix * 1000);
  if (currentLocale() !== 'en') return formatsOf().time.format(d);
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
