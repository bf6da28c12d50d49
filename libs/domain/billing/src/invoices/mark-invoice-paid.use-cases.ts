import type { Clock, TenantScope } from '@atrium/kernel';
import { InvoiceNotFound } from '../billing.errors.js';
import type { BillingUnitOfWork } from '../billing-store.js';
import { markPaid, paymentDescription, type Invoice } from './invoice.js';

/**
 * One transaction: the invoice becomes paid, its subscription active (and, for a renewal invoice, paid
 * up to the new renewal date), and exactly one payment is recorded. Paying twice answers a conflict.
 */
export class MarkInvoicePaid {
  constructor(
    private readonly uow: BillingUnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(id: number, scope: TenantScope): Promise<Invoice> {
    return this.uow.run(async (store) => {
      if (!(await store.invoices.get(id, scope))) throw new InvoiceNotFound();
      const invoice = await store.invoices.getForUpdate(id);
      if (!invoice) throw new InvoiceNotFound();
      const now = this.clock.now();
      const subscription = await store.subscriptions.get(invoice.subscriptionId, scope);
      const { paid, extendTo } = markPaid(invoice, now, subscription?.endDate);
      await store.invoices.markPaid(id, now);
      await store.subscriptions.activate(invoice.subscriptionId, extendTo);
      await store.transactions.record({
        clientId: invoice.clientId,
        invoiceId: id,
        amount: invoice.amount,
        description: paymentDescription(id),
        transactionRef: `INV-${id}`,
        dateTime: now,
      });
      return paid;
    });
  }
}
