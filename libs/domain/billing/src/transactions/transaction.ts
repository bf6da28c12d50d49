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

/** Port: the ledger of payments. */
export interface TransactionRepository {
  list(query: ListQuery, scope: TenantScope, filter?: { clientId?: number }): Promise<Page<Transaction & { clientName: string }>>;
  record(t: {
    clientId: number;
    invoiceId?: number;
    amount: Money;
    description: string;
    transactionRef: string;
    dateTime: Date;
  }): Promise<Transaction>;
}
