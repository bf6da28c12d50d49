import { fieldsWhere, type FieldSpec, type FieldSpecs } from './fields.js';

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

type Cell = string | number | boolean | null | undefined;

/** An instant as ISO 8601 in UTC, to the second: what a spreadsheet reads as a date, whatever its locale. */
const isoDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A field's cell in people's terms: Yes/No for a flag, an ISO date for an instant, the value otherwise. */
function cellOf(spec: FieldSpec, value: unknown): Cell {
  if (spec.kind === 'flag') return value ? 'Yes' : 'No';
  if (spec.kind === 'instant') return value instanceof Date ? isoDate(value) : null;
  return value as Cell;
}

/**
 * The CSV of a resource's fields (all but those marked `csv: false`), in the descriptor's order and under
 * their labels; `cells` says where a row shows something else for a field (a reference's name, not its id).
 */
export function csvTable<F extends FieldSpecs, Row extends { [K in keyof F]?: unknown }>(
  fields: F,
  cells: { [K in keyof F]?: (row: Row) => Cell } = {},
): { header: string; line: (row: Row) => string } {
  const names = fieldsWhere(fields, (s) => s.csv !== false);
  return {
    header: csvLine(names.map((name) => fields[name].label)),
    line: (row) => csvLine(names.map((name) => (cells[name] ? cells[name](row) : cellOf(fields[name], row[name])))),
  };
}
