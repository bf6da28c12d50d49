import type { Schemas } from '@atrium/api-client';
import type { Command } from 'commander';
import { area } from '../../command-module.js';
import { formatDate, formatMoney } from '../../format.js';
import type { Columns } from '../../output.js';

export type Invoice = Schemas['InvoiceDto'];

/** `atrium invoices ...`, shared by every invoices/*.command.ts. */
export const invoicesArea = (program: Command): Command => area(program, 'invoices', 'Invoices and payments');

export const invoiceColumns: Columns<Invoice> = [
  'id',
  'status',
  { header: 'Amount', value: (i) => formatMoney(i.amount), align: 'right' },
  'description',
  'company',
  { header: 'Issued', value: (i) => formatDate(i.dateCreated) },
  { header: 'Due', value: (i) => formatDate(i.dueDate) },
  { header: 'Paid', value: (i) => formatDate(i.paidAt) },
];

export function invoiceFields(i: Invoice): Array<[string, unknown]> {
  return [
    ['ID', i.id],
    ['Status', i.status],
    ['Amount', formatMoney(i.amount)],
    ['Description', i.description],
    ['Company', `${i.company} (client ${i.client})`],
    ['Subscription', `${i.subscription} (${i.coreId})`],
    ['Issued', formatDate(i.dateCreated)],
    ['Due', formatDate(i.dueDate)],
    ['Paid', i.paidAt === null ? 'not yet' : formatDate(i.paidAt)],
  ];
}
