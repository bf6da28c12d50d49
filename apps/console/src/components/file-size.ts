const UNITS = ['kB', 'MB', 'GB', 'TB'];

/**
 * A file's size for people (issue 19): '512 B', '7.2 kB', '14 MB', in SI units as file managers write them,
 * one decimal below ten and none above.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1000) return `${bytes} B`;
  let value = bytes;
  let unit = -1;
  do {
    value /= 1000;
    unit++;
  } while (value >= 999.95 && unit < UNITS.length - 1);
  const shown = value < 9.95 ? value.toFixed(1) : String(Math.round(value));
  return `${shown} ${UNITS[unit]}`;
}
