import type { TenantScope } from '@atrium/kernel';
import { SubscriptionNotFound } from '@atrium/kernel';
import type { BillingUnitOfWork } from '../billing-store.js';
import type { SubscriptionStatus } from './subscription.js';

/** An admin's Activate / Deactivate. */
export class SetSubscriptionStatus {
  constructor(private readonly uow: BillingUnitOfWork) {}

  execute(id: number, status: SubscriptionStatus, scope: TenantScope): Promise<void> {
    return this.uow.run(async (store) => {
      if (!(await store.subscriptions.get(id, scope))) throw new SubscriptionNotFound();
      await store.subscriptions.setStatus(id, status);
    });
  }
}
