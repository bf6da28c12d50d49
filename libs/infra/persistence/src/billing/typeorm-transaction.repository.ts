import type { EntityManager } from 'typeorm';
import { Money, type ListQuery, type Page, type TenantScope } from '@atrium/kernel';
import { TRANSACTION_LIST, type NewTransaction, type Transaction, type TransactionRepository } from '@atrium/billing';
import { clientPartition, pageOf, type ListSql } from '../database/list-query.sql.js';
import { whereInScope } from '../database/tenant-scope.sql.js';
import { clientName } from './client-name.js';

const LIST: ListSql<typeof TRANSACTION_LIST> = {
  contract: TRANSACTION_LIST,
  fields: {
    id: 't.id',
    dateTime: 't.date_time',
    amount: 't.amount_cents',
    transactionRef: 't.transaction_ref',
    description: 't.description',
    // As on the wire: the company, then the person's name.
    clientName: "concat_ws(' ', c.company, c.firstname, c.lastname)",
  },
  id: 't.id',
  counter: 'transactions',
};

const TRANSACTION_COLUMNS = ['id', 'client_id', 'invoice_id', 'date_time', 'amount_cents', 'description', 'transaction_ref'];

function toTransaction(r: Record<string, unknown>): Transaction & { clientName: string } {
  return {
    id: Number(r.id),
    clientId: Number(r.client_id),
    invoiceId: r.invoice_id === null || r.invoice_id === undefined ? null : Number(r.invoice_id),
    dateTime: new Date(r.date_time as string),
    amount: Money.ofCents(Number(r.amount_cents)),
    description: String(r.description),
    transactionRef: String(r.transaction_ref),
    clientName: clientName(r),
  };
}

export class TypeormTransactionRepository implements TransactionRepository {
  constructor(private readonly db: EntityManager) {}

  list(query: ListQuery, scope: TenantScope, filter: { clientId?: number } = {}): Promise<Page<Transaction & { clientName: string }>> {
    const qb = whereInScope(
      this.db
        .createQueryBuilder()
        .select(TRANSACTION_COLUMNS.map((c) => `t.${c} AS ${c}`))
        .addSelect(['c.company AS company', 'c.firstname AS firstname', 'c.lastname AS lastname'])
        .from('transactions', 't')
        .innerJoin('people', 'c', 'c.id = t.client_id'),
      scope,
      { client: 't.client_id' },
    );
    if (filter.clientId !== undefined) qb.andWhere('t.client_id = :clientId', { clientId: filter.clientId });
    return pageOf(this.db, qb, query, LIST, toTransaction, clientPartition(scope, filter.clientId));
  }

  async record(t: NewTransaction): Promise<Transaction> {
    const [r] = await this.db.query(
      `INSERT INTO transactions (client_id, invoice_id, amount_cents, description, transaction_ref, date_time) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [t.clientId, t.invoiceId ?? null, t.amount.cents, t.description, t.transactionRef, t.dateTime],
    );
    return toTransaction(r);
  }
}
