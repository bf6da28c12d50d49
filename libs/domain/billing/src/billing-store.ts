import { portToken, type UnitOfWork } from '@atrium/kernel';
import type { InvoiceRepository } from './invoices/invoice.repository.js';
import type { SubscriptionRepository } from './subscriptions/subscription.repository.js';
import type { TransactionRepository } from './transactions/transaction.js';

/** The billing repositories bound to one transaction. */
export interface BillingStore {
  subscriptions: SubscriptionRepository;
  invoices: InvoiceRepository;
  transactions: TransactionRepository;
  /** The client's contact, for notices. */
  clientContact(clientId: number): Promise<{ email: string; firstname: string } | null>;
}
export const BILLING_STORE = portToken<BillingStore>('BillingStore');

export type BillingUnitOfWork = UnitOfWork<BillingStore>;
export const BILLING_UNIT_OF_WORK = portToken<BillingUnitOfWork>('BillingUnitOfWork');
