import { listContract, type ListQuery, type Money, type Page, type TenantScope } from '@atrium/kernel';

export interface Transaction {
  id: number;
  clientId: number;
  invoiceId: number | null;
  dateTime: Date;
  amount: Money;
  description: string;
  transactionRef: string;
}

/** The transactions list (CONTRACT §4). */
export const TRANSACTION_LIST = listContract({
  sortable: ['id', 'dateTime', 'amount', 'transactionRef', 'description', 'clientName'],
  search: ['description', 'transactionRef', 'clientName'],
  date: 'dateTime',
  defaultSort: 'id',
});

export type NewTransaction = Omit<Transaction, 'id' | 'invoiceId'> & { invoiceId?: number };

/** Port: the ledger of payments. */
export interface TransactionRepository {
  list(query: ListQuery, scope: TenantScope, filter?: { clientId?: number }): Promise<Page<Transaction & { clientName: string }>>;
  record(t: NewTransaction): Promise<Transaction>;
}
