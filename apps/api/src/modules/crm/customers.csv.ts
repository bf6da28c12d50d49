import { csvLine } from '@atrium/kernel';
import type { CustomerExportRow } from '@atrium/modules';

export const CUSTOMERS_CSV_NAME = 'ExportedData.csv';

/** An instant as ISO 8601 in UTC, to the second: what a spreadsheet reads as a date, whatever its locale. */
const isoDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The columns in people's terms (issue 19): the console's labels, the group's and the assignee's names
 * rather than their ids, Yes/No, ISO dates. A spreadsheet is read by people, not by the API's clients.
 */
const COLUMNS: Array<[string, (c: CustomerExportRow) => string | number | null]> = [
  ['ID', (c) => c.id],
  ['First name', (c) => c.firstname],
  ['Last name', (c) => c.lastname],
  ['Email', (c) => c.email],
  ['Phone', (c) => c.phone],
  ['Address', (c) => c.address],
  ['City', (c) => c.city],
  ['Province', (c) => c.province],
  ['Customer group', (c) => c.groupName],
  ['Assigned to', (c) => c.assignedToName],
  ['Converted from a lead', (c) => yesNo(c.converted)],
  ['Lead ID', (c) => c.leadId],
  ['Added on', (c) => isoDate(c.createdAt)],
];

/** The CSV of an export, a batch of rows at a time: the header, then one line per customer. */
export async function* customersCsv(batches: AsyncIterable<CustomerExportRow[]>): AsyncGenerator<string> {
  yield csvLine(COLUMNS.map(([name]) => name));
  // Formula-leading text is defused by csvLine (OWASP CSV injection).
  for await (const batch of batches) yield batch.map((c) => csvLine(COLUMNS.map(([, read]) => read(c)))).join('');
}
