import type { Customer } from '@atrium/modules';
import { unix } from '../../http/wire.js';

export const CUSTOMERS_CSV_NAME = 'ExportedData.csv';

const COLUMNS: Array<[string, (c: Customer) => string | number | boolean | null]> = [
  ['id', (c) => c.id],
  ['firstname', (c) => c.firstname],
  ['lastname', (c) => c.lastname],
  ['email', (c) => c.email],
  ['phone', (c) => c.phone],
  ['address', (c) => c.address],
  ['city', (c) => c.city],
  ['province', (c) => c.province],
  ['customerGroup', (c) => c.customerGroup],
  ['assignedTo', (c) => c.assignedTo],
  ['converted', (c) => c.converted],
  ['leadId', (c) => c.leadId],
  ['createdAt', (c) => unix(c.createdAt)],
];

/** RFC 4180 quoting; a text cell a spreadsheet would run as a formula is defused with a leading quote. */
function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=@\t\r]|^[+-][^\d\s]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV of an export, a batch of rows at a time: the header, then one line per customer. */
export async function* customersCsv(batches: AsyncIterable<Customer[]>): AsyncGenerator<string> {
  yield `${COLUMNS.map(([name]) => name).join(',')}\r\n`;
  for await (const batch of batches) yield batch.map((c) => `${COLUMNS.map(([, read]) => cell(read(c))).join(',')}\r\n`).join('');
}
