import type { DataSource, EntityManager } from 'typeorm';
import type { BillingStore } from '@atrium/billing';
import { TypeormUnitOfWork } from '../database/typeorm-unit-of-work.js';
import { TypeormInvoiceRepository } from './typeorm-invoice.repository.js';
import { TypeormSubscriptionRepository } from './typeorm-subscription.repository.js';
import { TypeormTransactionRepository } from './typeorm-transaction.repository.js';

export function billingStore(db: EntityManager): BillingStore {
  return {
    subscriptions: new TypeormSubscriptionRepository(db),
    invoices: new TypeormInvoiceRepository(db),
    transactions: new TypeormTransactionRepository(db),
    async clientContact(clientId) {
      const [r] = await db.query(`SELECT email, firstname FROM people WHERE id = $1 AND kind = 'clients'`, [clientId]);
      return r ? { email: String(r.email), firstname: String(r.firstname) } : null;
    },
  };
}

/** Billing's unit of work: one transaction, with the billing repositories bound to it. */
export class TypeormBillingUnitOfWork extends TypeormUnitOfWork<BillingStore> {
  constructor(dataSource: DataSource) {
    super(dataSource, billingStore);
  }
}
