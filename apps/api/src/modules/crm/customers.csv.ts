import { csvLine } from '@atrium/kernel';
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

/** The CSV of an export, a batch of rows at a time: the header, then one line per customer. */
export async function* customersCsv(batches: AsyncIterable<Customer[]>): AsyncGenerator<string> {
  yield csvLine(COLUMNS.map(([name]) => name));
  // Formula-leading text is defused by csvLine (OWASP CSV injection).
  for await (const batch of batches) yield batch.map((c) => csvLine(COLUMNS.map(([, read]) => read(c)))).join('');
}
