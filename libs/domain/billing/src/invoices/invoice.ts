import { InvalidInput, listContract, Money, type FieldError } from '@atrium/kernel';
import { InvoiceAlreadyPaid } from '../billing.errors.js';

export const INVOICE_STATUSES = ['unpaid', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface Invoice {
  id: number;
  subscriptionId: number;
  clientId: number;
  status: InvoiceStatus;
  dueDate: Date;
  dateCreated: Date;
  amount: Money;
  description: string;
  paidAt: Date | null;
  /** Set on renewal invoices: paying them moves the renewal date here. */
  periodEnd: Date | null;
}

/** The invoices list (CONTRACT §4); `client` sorts by the client's company. */
export const INVOICE_LIST = listContract({
  sortable: ['id', 'dueDate', 'dateCreated', 'amount', 'status', 'description', 'client'],
  search: ['description', 'status', 'coreId', 'company'],
  date: 'dateCreated',
  defaultSort: 'id',
});

export interface InvoiceInput {
  description: string;
  /** Dollars, as on the wire. */
  amount: number;
  dueDate?: Date;
}

/** A positive dollar amount with at most two decimals, as money; problems go to `errors`. */
export function checkAmount(value: number, errors: FieldError[], field = 'amount'): Money | undefined {
  try {
    const amount = Money.ofDollars(value, field);
    if (!amount.isPositive()) errors.push({ field, message: 'must be greater than 0' });
    else if (amount.cents > 2_000_000_000) errors.push({ field, message: 'is too large' });
    else return amount;
  } catch (error) {
    errors.push(...((error as InvalidInput).errors ?? [{ field, message: 'must be a number' }]));
  }
  return undefined;
}

/** Checks an invoice's editable fields and answers the amount as money. */
export function checkInvoiceInput(input: InvoiceInput): Money {
  const errors: FieldError[] = [];
  if (!input.description?.trim()) errors.push({ field: 'description', message: 'is required' });
  const amount = checkAmount(input.amount, errors);
  if (errors.length) throw new InvalidInput('Invalid invoice', errors);
  return amount!;
}

export function paymentDescription(invoiceId: number): string {
  return `Invoice payment for invoice ID ${invoiceId}`;
}

/**
 * The paying rule (ARCHITECTURE's "mark an invoice paid"): an unpaid invoice becomes paid at `now`, once;
 * a renewal invoice also says how far it moves its subscription's end (only ever later, never back).
 */
export function markPaid(invoice: Invoice, now: Date, subscriptionEnd: Date | undefined): { paid: Invoice; extendTo?: Date } {
  if (invoice.status === 'paid') throw new InvoiceAlreadyPaid();
  const paid: Invoice = { ...invoice, status: 'paid', paidAt: now };
  const extends_ = invoice.periodEnd !== null && subscriptionEnd !== undefined && invoice.periodEnd > subscriptionEnd;
  return extends_ ? { paid, extendTo: invoice.periodEnd! } : { paid };
}
