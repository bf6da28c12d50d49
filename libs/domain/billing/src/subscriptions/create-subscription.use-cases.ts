import type { Clock } from '@atrium/kernel';
import { ClientNotFound } from '@atrium/kernel';
import type { BillingUnitOfWork } from '../billing-store.js';
import { addMonths } from '../calendar.js';
import { quoteMonthly, type QuoteRates } from '../quote.js';
import { checkNewSubscription, type ModuleCode, type NewSubscription, type Subscription } from './subscription.js';

/**
 * A new subscription starts inactive, priced from the quote, renewing a month from today; paying its
 * first invoice activates it.
 */
export class CreateSubscription {
  constructor(
    private readonly uow: BillingUnitOfWork,
    private readonly rates: QuoteRates,
    private readonly clock: Clock,
  ) {}

  async execute(input: NewSubscription): Promise<Subscription> {
    checkNewSubscription(input);
    return this.uow.run(async (store) => {
      if (!(await store.clientContact(input.clientId))) throw new ClientNotFound();
      const startDate = this.clock.now();
      return store.subscriptions.create({
        clientId: input.clientId,
        coreId: input.coreId,
        maxProjects: input.maxProjects,
        maxUsers: input.maxUsers,
        modules: [...new Set(input.modules)] as ModuleCode[],
        startDate,
        endDate: addMonths(startDate, 1),
        monthlyPrice: quoteMonthly(this.rates, input.maxProjects, input.maxUsers),
      });
    });
  }
}
