import type { MailMessage } from '@atrium/kernel';
import type { Invoice } from './invoice.js';

const cad = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CAD' });

export function newInvoiceMail(to: { email: string; firstname: string }, invoice: Invoice): MailMessage {
  const due = invoice.dueDate.toISOString().slice(0, 10);
  return {
    to: to.email,
    subject: `New invoice #${invoice.id}: ${cad.format(invoice.amount.toDollars())}`,
    text: `Hello ${to.firstname},\n\nA new invoice is ready: #${invoice.id}, ${invoice.description}, ${cad.format(invoice.amount.toDollars())}, due ${due}.\n\nThank you.`,
  };
}
