import { csvTable } from '@atrium/kernel';
import { CUSTOMER_FIELDS, type CustomerExportRow } from '@atrium/modules';

export const CUSTOMERS_CSV_NAME = 'ExportedData.csv';

/**
 * The columns in people's terms (issue 19): the fields' labels, the group's and the assignee's names
 * rather than their ids, Yes/No, ISO dates. A spreadsheet is read by people, not by the API's clients.
 */
const CSV = csvTable<typeof CUSTOMER_FIELDS, CustomerExportRow>(CUSTOMER_FIELDS, {
  customerGroup: (c) => c.groupName,
  assignedTo: (c) => c.assignedToName,
});

/** The CSV of an export, a batch of rows at a time: the header, then one line per customer. */
export async function* customersCsv(batches: AsyncIterable<CustomerExportRow[]>): AsyncGenerator<string> {
  yield CSV.header;
  // Formula-leading text is defused by csvLine (OWASP CSV injection).
  for await (const batch of batches) yield batch.map(CSV.line).join('');
}
