import type { Clock, Mailer } from '@atrium/kernel';
import { SubscriptionNotFound } from '../billing.errors.js';
import type { BillingUnitOfWork } from '../billing-store.js';
import { checkInvoiceInput, type Invoice, type InvoiceInput } from './invoice.js';
import { newInvoiceMail } from './invoice-mail.js';

/** An admin's invoice for a subscription; the client is told by e-mail. */
export class CreateInvoice {
  constructor(
    private readonly uow: BillingUnitOfWork,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  async execute(input: InvoiceInput & { subscriptionId: number }): Promise<Invoice> {
    const amount = checkInvoiceInput(input);
    const { invoice, contact } = await this.uow.run(async (store) => {
      const subscription = await store.subscriptions.get(input.subscriptionId, { kind: 'admins' });
      if (!subscription) throw new SubscriptionNotFound();
      const invoice = await store.invoices.create({
        subscriptionId: subscription.id,
        description: input.description.trim(),
        amount,
        dueDate: input.dueDate ?? this.clock.now(),
      });
      return { invoice, contact: await store.clientContact(subscription.clientId) };
    });
    if (contact) await this.mailer.send(newInvoiceMail(contact, invoice));
    return invoice;
  }
}
