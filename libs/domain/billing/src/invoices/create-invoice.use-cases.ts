import type { Clock, Mailer, TenantScope } from '@atrium/kernel';
import { SubscriptionNotFound } from '@atrium/kernel';
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

  async execute(input: InvoiceInput & { subscriptionId: number }, scope: TenantScope): Promise<Invoice> {
    const amount = checkInvoiceInput(input);
    const { invoice, contact } = await this.uow.run(async (store) => {
      const subscription = await store.subscriptions.get(input.subscriptionId, scope);
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
