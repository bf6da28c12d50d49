/**
 * How the console writes money and time (CONSOLE.md): Canadian dollars in US number format (CA$1,234.50),
 * dates 'MMMM DD, YYYY' and times 'hh:mm a', from the unix seconds of the wire, in the browser's time zone.
 */
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CAD' });
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long' });

const pad = (n: number) => String(n).padStart(2, '0');
const isSet = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

export function formatMoney(dollars: number | null | undefined): string {
  return isSet(dollars) ? money.format(dollars) : '';
}

/** 'January 05, 2024' */
export function formatDate(unix: number | null | undefined): string {
  if (!isSet(unix)) return '';
  const d = new Date(unix * 1000);
  return `${monthName.format(d)} ${pad(d.getDate())}, ${d.getFullYear()}`;
}

/** '03:07 PM' */
export function formatTime(unix: number | null | undefined): string {
  if (!isSet(unix)) return '';
  const d = new Date(unix * 1000);
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
