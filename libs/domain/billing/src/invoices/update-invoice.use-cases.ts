import { Conflict } from '@atrium/kernel';
import { InvoiceNotFound } from '../billing.errors.js';
import type { BillingUnitOfWork } from '../billing-store.js';
import { checkInvoiceInput, type InvoiceInput } from './invoice.js';

export class PaidInvoiceIsFinal extends Conflict {
  constructor() {
    super('billing.invoice_paid_is_final', 'A paid invoice cannot be changed or deleted');
  }
}

/** Paid invoices are part of the ledger: only unpaid ones may be edited or deleted. */
export class UpdateInvoice {
  constructor(private readonly uow: BillingUnitOfWork) {}

  async execute(id: number, input: InvoiceInput): Promise<void> {
    const amount = checkInvoiceInput(input);
    await this.uow.run(async (store) => {
      const invoice = await store.invoices.getForUpdate(id);
      if (!invoice) throw new InvoiceNotFound();
      if (invoice.status === 'paid') throw new PaidInvoiceIsFinal();
      await store.invoices.update(id, { description: input.description.trim(), amount, dueDate: input.dueDate });
    });
  }
}

export class DeleteInvoice {
  constructor(private readonly uow: BillingUnitOfWork) {}

  async execute(id: number): Promise<void> {
    await this.uow.run(async (store) => {
      const invoice = await store.invoices.getForUpdate(id);
      if (!invoice) throw new InvoiceNotFound();
      if (invoice.status === 'paid') throw new PaidInvoiceIsFinal();
      await store.invoices.delete(id);
    });
  }
}
