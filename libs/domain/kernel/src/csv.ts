/**
 * Characters a spreadsheet reads as the start of a formula, or that it strips before reading one
 * (OWASP "CSV Injection"): `=`, `+`, `-`, `@`, tab and carriage return. `-1+1+cmd|' /C calc'!A0` runs a
 * command in Excel as surely as `=cmd|...` does.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): text that would start a formula gets a leading `'`, which spreadsheets show as
 * text and never evaluate (OWASP's advice), and a cell with a quote, a separator (`,` or the `;` of some
 * locales) or a line break is quoted. Numbers and booleans are written as they are: they start no formula.
 * Every CSV this product writes, server or CLI, goes through here.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n\t]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated. */
export function csvLine(values: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
