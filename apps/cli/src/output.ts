/** Pure formatting for people (tables, fields) and scripts (JSON); the context prints what these answer. */
import { TABLE_COLUMNS, type Schemas } from '@atrium/api-client';

export interface Column<Row> {
  /** The header shown above the column. */
  header: string;
  /** A property of the row, or a function answering the cell. */
  value: keyof Row | ((row: Row) => unknown);
  align?: 'left' | 'right';
}

/** A column list may also be plain property names, used as headers too. */
export type Columns<Row> = ReadonlyArray<Column<Row> | (keyof Row & string)>;

/**
 * The columns of a record's table as the API document marks them (`x-table`, from the resource's field
 * descriptor): its fields and headers, in order; `cells` says where a column shows something other than the
 * field's value (a full name, a date).
 */
export function tableOf<S extends keyof typeof TABLE_COLUMNS & keyof Schemas>(
  schema: S,
  cells: { [F in keyof Schemas[S]]?: (row: Schemas[S]) => unknown } = {},
): Columns<Schemas[S]> {
  const columns: ReadonlyArray<readonly [string, string]> = TABLE_COLUMNS[schema];
  return columns.map(([field, header]) => ({
    header,
    value: (cells[field as keyof Schemas[S]] ?? field) as Column<Schemas[S]>['value'],
  }));
}

export function formatCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(formatCell).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  // A table row is one line: newlines and tabs inside a cell would break the columns.
  return String(value).replace(/[\r\n\t]+/g, ' ');
}

function normalise<Row>(columns: Columns<Row>): Column<Row>[] {
  return columns.map((c) => (typeof c === 'string' ? { header: c, value: c as keyof Row } : (c as Column<Row>)));
}

/** Aligned columns under a header line; 'No results' for an empty list. Ends without a newline. */
export function formatTable<Row>(rows: readonly Row[], columns: Columns<Row>): string {
  if (rows.length === 0) return 'No results';
  const cols = normalise(columns);
  const cells = rows.map((row) => cols.map((c) => formatCell(typeof c.value === 'function' ? c.value(row) : row[c.value])));
  const widths = cols.map((c, i) => Math.max(width(c.header), ...cells.map((r) => width(r[i]!))));
  const line = (values: string[]) =>
    values
      .map((v, i) => (cols[i]!.align === 'right' ? pad(v, widths[i]!, 'left') : i === values.length - 1 ? v : pad(v, widths[i]!, 'right')))
      .join('  ')
      .trimEnd();
  return [line(cols.map((c) => c.header.toUpperCase())), ...cells.map(line)].join('\n');
}

/** `Label:  value` lines with the labels aligned, for one record. Ends without a newline. */
export function formatFields(fields: ReadonlyArray<readonly [label: string, value: unknown]>): string {
  const labelWidth = Math.max(0, ...fields.map(([label]) => width(label) + 1));
  return fields.map(([label, value]) => `${pad(`${label}:`, labelWidth, 'right')}  ${formatCell(value)}`.trimEnd()).join('\n');
}

/** Stable, indented JSON for scripts (`--json`). Ends without a newline. */
export function formatJson(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? 'null';
}

/** Display width: code points, so accented names line up (wide CJK glyphs are out of scope). */
function width(text: string): number {
  return [...text].length;
}

function pad(text: string, to: number, side: 'left' | 'right'): string {
  const fill = ' '.repeat(Math.max(0, to - width(text)));
  return side === 'right' ? text + fill : fill + text;
}
