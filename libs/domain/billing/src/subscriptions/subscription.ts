import { InvalidInput, listContract, MODULE_CODES, type FieldError, type ModuleCode, type Money } from '@atrium/kernel';

export { MODULE_CODES, type ModuleCode };

export const SUBSCRIPTION_STATUSES = ['active', 'inactive'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface Subscription {
  id: number;
  coreId: number;
  clientId: number;
  status: SubscriptionStatus;
  startDate: Date;
  /** The renewal date: paid up to here. */
  endDate: Date;
  maxProjects: number;
  maxUsers: number;
  modules: ModuleCode[];
  billingCycle: 'monthly';
  monthlyPrice: Money;
}

/** The subscriptions list (CONTRACT §4); `client` sorts by the client's company. */
export const SUBSCRIPTION_LIST = listContract({
  sortable: ['id', 'coreId', 'status', 'startDate', 'endDate', 'client'],
  search: ['coreId', 'company', 'clientName', 'status'],
  date: 'startDate',
  defaultSort: 'id',
});

export interface NewSubscription {
  clientId: number;
  /** A positive whole number (CONTRACT §9). */
  coreId: number;
  maxProjects: number;
  maxUsers: number;
  modules: string[];
  billingCycle?: string;
}

export function checkNewSubscription(input: NewSubscription): void {
  const errors: FieldError[] = [];
  if (!Number.isSafeInteger(input.coreId) || input.coreId < 1) errors.push({ field: 'coreId', message: 'must be a whole number from 1' });
  for (const field of ['maxProjects', 'maxUsers'] as const) {
    if (!Number.isInteger(input[field]) || input[field] < 1) errors.push({ field, message: 'must be a whole number from 1' });
    else if (input[field] > 10_000) errors.push({ field, message: 'must be at most 10000' });
  }
  const unknown = input.modules.filter((m) => !(MODULE_CODES as readonly string[]).includes(m));
  // A subscription without a module gives its users an empty menu.
  if (!input.modules.length) errors.push({ field: 'modules', message: 'choose at least one module' });
  else if (unknown.length)
    errors.push({ field: 'modules', message: `unknown module(s) ${unknown.join(', ')}; use ${MODULE_CODES.join(', ')}` });
  if (input.billingCycle !== undefined && input.billingCycle !== 'monthly')
    errors.push({ field: 'billingCycle', message: 'billing is monthly' });
  if (errors.length) throw new InvalidInput('Invalid subscription', errors);
}
