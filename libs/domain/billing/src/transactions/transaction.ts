import type { ListQuery, Money, Page, TenantScope } from '@atrium/kernel';

export interface Transaction {
  id: number;
  clientId: number;
  invoiceId: number | null;
  dateTime: Date;
  amount: Money;
  description: string;
  transactionRef: string;
}

export type NewTransaction = Omit<Transaction, 'id' | 'invoiceId'> & { invoiceId?: number };

/** Port: the ledger of payments. */
export interface TransactionRepository {
  list(query: ListQuery, scope: TenantScope, filter?: { clientId?: number }): Promise<Page<Transaction & { clientName: string }>>;
  record(t: NewTransaction): Promise<Transaction>;
}
