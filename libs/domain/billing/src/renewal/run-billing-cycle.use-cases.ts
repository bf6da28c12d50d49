import type { Clock, Mailer, MailMessage } from '@atrium/kernel';
import type { BillingUnitOfWork } from '../billing-store.js';
import { addDays, addMonths } from '../calendar.js';
import type { Invoice } from '../invoices/invoice.js';
import { newInvoiceMail } from '../invoices/invoice-mail.js';
import type { BillingPolicy } from './billing-policy.js';

export interface BillingCycleReport {
  invoicesIssued: number[];
  deactivated: number[];
}

/**
 * The recurring billing job. Safe to run any number of times: a period gets at most one invoice (a
 * unique key), and deactivating an inactive subscription changes nothing.
 */
export class RunBillingCycle {
  constructor(
    private readonly uow: BillingUnitOfWork,
    private readonly mailer: Mailer,
    private readonly policy: BillingPolicy,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<BillingCycleReport> {
    const now = this.clock.now();
    const issued = await this.uow.run(async (store) => {
      const due = await store.subscriptions.dueForRenewal(addDays(now, this.policy.invoiceLeadDays));
      const out: { invoice: Invoice; mail?: MailMessage }[] = [];
      for (const subscription of due) {
        if (!subscription.monthlyPrice.isPositive()) continue;
        const periodEnd = addMonths(subscription.endDate, 1);
        const invoice = await store.invoices.createForPeriod({
          subscriptionId: subscription.id,
          description: `Subscription ${subscription.coreId}: ${day(subscription.endDate)} to ${day(periodEnd)}`,
          amount: subscription.monthlyPrice,
          dueDate: subscription.endDate,
          periodEnd,
        });
        if (!invoice) continue;
        const contact = await store.clientContact(subscription.clientId);
        out.push({ invoice, mail: contact ? newInvoiceMail(contact, invoice) : undefined });
      }
      return out;
    });
    // Mail goes out after the commit, so a rolled-back cycle never announces an invoice.
    for (const { mail } of issued) if (mail) await this.mailer.send(mail);
    const deactivated = await this.uow.run((store) => store.subscriptions.deactivateOverdue(addDays(now, -this.policy.graceDays)));
    return { invoicesIssued: issued.map((i) => i.invoice.id), deactivated };
  }
}

const day = (d: Date) => d.toISOString().slice(0, 10);
