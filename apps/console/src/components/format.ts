import { currentLocale, INTL_LOCALE, type Locale } from '../i18n/locale';

/**
 * How the console writes money, numbers and time, in the language on display (i18n/locale.ts), from the unix
 * seconds of the wire, in the browser's time zone. English as CONSOLE.md says: Canadian dollars in US number
 * format (CA$1,234.50), dates 'MMMM DD, YYYY', times 'hh:mm a'. French as in Canada, with the
 * currency written CA$ as in English (the "CA$ in both": a $ alone is ambiguous to a reader abroad):
 * 1 234,50 CA$, '5 janvier 2024', '15 h 07'.
 */
const formats = new Map<
  string,
  { money: Intl.NumberFormat; number: Intl.NumberFormat; month: Intl.DateTimeFormat; day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }
>();

function formatsOf(locale: Locale = currentLocale()) {
  let f = formats.get(locale);
  if (!f) {
    const tag = INTL_LOCALE[locale];
    f = {
      money: new Intl.NumberFormat(tag, { style: 'currency', currency: 'CAD' }),
      number: new Intl.NumberFormat(tag),
      month: new Intl.DateTimeFormat(tag, { month: 'long' }),
      day: new Intl.DateTimeFormat(tag, { dateStyle: 'long' }),
      time: new Intl.DateTimeFormat(tag, { timeStyle: 'short' }),
    };
    formats.set(locale, f);
  }
  return f;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isSet = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** 'CA$1,234.50' / '1 234,50 CA$' */
export function formatMoney(dollars: number | null | undefined): string {
  if (!isSet(dollars)) return '';
  const money = formatsOf().money;
  if (currentLocale() === 'en') return money.format(dollars);
  // Intl writes Canadian dollars as a bare '$' in fr-CA: the symbol becomes CA$, the rest stays the locale's.
  return money
    .formatToParts(dollars)
    .map((part) => (part.type === 'currency' ? 'CA$' : part.value))
    .join('');
}

/** '12,345' / '12 345' */
export function formatNumber(value: number): string {
  return formatsOf().number.format(value);
}

/** 'January 05, 2024' / '5 janvier 2024' */
export function formatDate(unix: number | null | undefined): string {
  if (!isSet(unix)) return '';
  const d = new Date(unix * 1000);
  if (currentLocale() !== 'en') return formatsOf().day.format(d);
  return `${formatsOf().month.format(d)} ${pad(d.getDate())}, ${d.getFullYear()}`;
}

/** '03:07 PM' / '15 h 07' */
export function formatTime(unix: number | null | undefined): string {
  if (!isSet(unix)) return '';
  const d = new Date(unix * 1000);
  if (currentLocale() !== 'en') return formatsOf().time.format(d);
  const hours = d.getHours() % 12 || 12;
  return `${pad(hours)}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

export function nowUnix(): number {
  return Math.floor(Date.now() / 1000);
}

/** Unix seconds → the 'YYYY-MM-DD' of a date input (local day); a value already in that form stays as is. */
export function toDateInput(unix: unknown): string {
  if (typeof unix === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(unix)) return unix;
  if (typeof unix !== 'number' || !Number.isFinite(unix)) return '';
  const d = new Date(unix * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * A date input's 'YYYY-MM-DD' → unix seconds at the start of that local day, or at its last second
 * (`endOfDay`, for the upper bound of a range, so that the day itself is included).
 */
export function fromDateInput(value: unknown, endOfDay = false): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number);
  const date = endOfDay ? new Date(y, m - 1, d, 23, 59, 59) : new Date(y, m - 1, d);
  return Number.isNaN(date.getTime()) ? null : Math.floor(date.getTime() / 1000);
}
