import type { ListQuery, Money, Page, TenantScope } from '@atrium/kernel';
import type { ModuleCode, Subscription, SubscriptionStatus } from './subscription.js';

export interface SubscriptionRow extends Subscription {
  /** For lists "per client": the client's company and name. */
  clientName: string;
  company: string;
}

/** Port: subscriptions, always read within the caller's tenant scope. */
export interface SubscriptionRepository {
  list(query: ListQuery, scope: TenantScope, filter?: { clientId?: number }): Promise<Page<SubscriptionRow>>;
  get(id: number, scope: TenantScope): Promise<SubscriptionRow | null>;
  create(s: {
    clientId: number;
    coreId: number;
    maxProjects: number;
    maxUsers: number;
    modules: ModuleCode[];
    startDate: Date;
    endDate: Date;
    monthlyPrice: Money;
  }): Promise<Subscription>;
  setStatus(id: number, status: SubscriptionStatus): Promise<void>;
  /** Active, extending the renewal date to `endDate` when given. */
  activate(id: number, endDate?: Date): Promise<void>;
  /** Active subscriptions whose renewal date is on or before `until`. */
  dueForRenewal(until: Date): Promise<Subscription[]>;
  /** Deactivates active subscriptions with an unpaid invoice due before `dueBefore`; answers their ids. */
  deactivateOverdue(dueBefore: Date): Promise<number[]>;
}
