import type { EntityManager } from 'typeorm';
import { Money, type ListQuery, type Page, type TenantScope } from '@atrium/kernel';
import type { NewTransaction, Transaction, TransactionRepository } from '@atrium/billing';
import { pageOf, type ListSpec } from '../database/list-query.sql.js';
import { whereInScope } from '../database/tenant-scope.sql.js';

const LIST: ListSpec = {
  search: ['t.description', 't.transaction_ref', 'c.company', "c.firstname || ' ' || c.lastname"],
  dateColumn: 't.date_time',
  sortable: {
    id: 't.id',
    dateTime: 't.date_time',
    amount: 't.amount_cents',
    transactionRef: 't.transaction_ref',
    description: 't.description',
    clientName: 'c.company',
  },
  defaultSort: 'id',
};

function toTransaction(r: Record<string, unknown>): Transaction & { clientName: string } {
  return {
    id: Number(r.id),
    clientId: Number(r.client_id),
    invoiceId: r.invoice_id === null || r.invoice_id === undefined ? null : Number(r.invoice_id),
    dateTime: new Date(r.date_time as string),
    amount: Money.ofCents(Number(r.amount_cents)),
    description: String(r.description),
    transactionRef: String(r.transaction_ref),
    clientName: [r.company, `${r.firstname ?? ''} ${r.lastname ?? ''}`.trim()].filter(Boolean).join(' — '),
  };
}

export class TypeormTransactionRepository implements TransactionRepository {
  constructor(private readonly db: EntityManager) {}

  list(query: ListQuery, scope: TenantScope, filter: { clientId?: number } = {}): Promise<Page<Transaction & { clientName: string }>> {
    const qb = whereInScope(
      this.db
        .createQueryBuilder()
        .select('t.*')
        .addSelect(['c.company AS company', 'c.firstname AS firstname', 'c.lastname AS lastname'])
        .from('transactions', 't')
        .innerJoin('people', 'c', 'c.id = t.client_id'),
      scope,
      { client: 't.client_id' },
    );
    if (filter.clientId !== undefined) qb.andWhere('t.client_id = :clientId', { clientId: filter.clientId });
    return pageOf(qb, query, LIST, toTransaction);
  }

  async record(t: NewTransaction): Promise<Transaction> {
    const [r] = await this.db.query(
      `INSERT INTO transactions (client_id, invoice_id, amount_cents, description, transaction_ref, date_time) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [t.clientId, t.invoiceId ?? null, t.amount.cents, t.description, t.transactionRef, t.dateTime],
    );
    return toTransaction(r);
  }
}
