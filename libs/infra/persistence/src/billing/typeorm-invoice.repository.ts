import type { EntityManager } from 'typeorm';
import { Money, type ListQuery, type Page, type TenantScope } from '@atrium/kernel';
import {
  INVOICE_LIST,
  type Invoice,
  type InvoiceFilter,
  type NewInvoice,
  type InvoiceRepository,
  type InvoiceStatus,
} from '@atrium/billing';
import { clientPartition, pageOf, type ListSql } from '../database/list-query.sql.js';
import { whereInScope } from '../database/tenant-scope.sql.js';
import { clientName } from './client-name.js';

const COLUMNS = { client: 's.client_id', subscription: 'i.subscription_id' };
const LIST: ListSql<typeof INVOICE_LIST> = {
  contract: INVOICE_LIST,
  fields: {
    id: 'i.id',
    dueDate: 'i.due_date',
    dateCreated: 'i.date_created',
    amount: 'i.amount_cents',
    status: 'i.status',
    description: 'i.description',
    client: 'c.company',
    // Searched as text (ILIKE); invoices never sort by it.
    coreId: 's.core_id::text',
    company: 'c.company',
  },
  id: 'i.id',
  counter: 'invoices',
};

const INVOICE_COLUMNS = [
  'id',
  'subscription_id',
  'status',
  'due_date',
  'date_created',
  'amount_cents',
  'description',
  'paid_at',
  'period_end',
];

function toInvoice(r: Record<string, unknown>): Invoice & { company: string; coreId: number; clientName: string } {
  return {
    id: Number(r.id),
    subscriptionId: Number(r.subscription_id),
    clientId: Number(r.client_id),
    status: r.status as InvoiceStatus,
    dueDate: new Date(r.due_date as string),
    dateCreated: new Date(r.date_created as string),
    amount: Money.ofCents(Number(r.amount_cents)),
    description: String(r.description),
    paidAt: r.paid_at ? new Date(r.paid_at as string) : null,
    periodEnd: r.period_end ? new Date(r.period_end as string) : null,
    company: String(r.company ?? ''),
    coreId: Number(r.core_id ?? 0),
    clientName: clientName(r),
  };
}

export class TypeormInvoiceRepository implements InvoiceRepository {
  constructor(private readonly db: EntityManager) {}

  private select() {
    return this.db
      .createQueryBuilder()
      .select(INVOICE_COLUMNS.map((c) => `i.${c} AS ${c}`))
      .addSelect('s.client_id', 'client_id')
      .addSelect('s.core_id', 'core_id')
      .addSelect('c.company', 'company')
      .addSelect('c.firstname', 'firstname')
      .addSelect('c.lastname', 'lastname')
      .from('invoices', 'i')
      .innerJoin('subscriptions', 's', 's.id = i.subscription_id')
      .innerJoin('people', 'c', 'c.id = s.client_id');
  }

  list(query: ListQuery, scope: TenantScope, filter: InvoiceFilter = {}): Promise<Page<Invoice>> {
    const qb = whereInScope(this.select(), scope, COLUMNS);
    if (filter.clientId !== undefined) qb.andWhere('s.client_id = :clientId', { clientId: filter.clientId });
    if (filter.subscriptionId !== undefined) qb.andWhere('i.subscription_id = :subscriptionId', { subscriptionId: filter.subscriptionId });
    if (filter.status) qb.andWhere('i.status = :status', { status: filter.status });
    const owner = filter.subscriptionId === undefined && !filter.status ? clientPartition(scope, filter.clientId) : undefined;
    return pageOf(this.db, qb, query, LIST, toInvoice, owner);
  }

  async get(id: number, scope: TenantScope): Promise<Invoice | null> {
    const r = await whereInScope(this.select().where('i.id = :id', { id }), scope, COLUMNS).getRawOne();
    return r ? toInvoice(r) : null;
  }

  async getForUpdate(id: number): Promise<Invoice | null> {
    const [r] = await this.db.query(
      `SELECT i.*, s.client_id FROM invoices i JOIN subscriptions s ON s.id = i.subscription_id WHERE i.id = $1 FOR UPDATE OF i`,
      [id],
    );
    return r ? toInvoice(r) : null;
  }

  async create(i: NewInvoice): Promise<Invoice> {
    const [r] = await this.db.query(
      `WITH inserted AS (
         INSERT INTO invoices (subscription_id, description, amount_cents, due_date, period_end) VALUES ($1, $2, $3, $4, $5) RETURNING *
       ) SELECT inserted.*, s.client_id FROM inserted JOIN subscriptions s ON s.id = inserted.subscription_id`,
      [i.subscriptionId, i.description, i.amount.cents, i.dueDate, i.periodEnd ?? null],
    );
    return toInvoice(r);
  }

  async createForPeriod(i: NewInvoice & { periodEnd: Date }): Promise<Invoice | null> {
    const [r] = await this.db.query(
      `WITH inserted AS (
         INSERT INTO invoices (subscription_id, description, amount_cents, due_date, period_end) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ON CONSTRAINT invoices_period_unique DO NOTHING RETURNING *
       ) SELECT inserted.*, s.client_id FROM inserted JOIN subscriptions s ON s.id = inserted.subscription_id`,
      [i.subscriptionId, i.description, i.amount.cents, i.dueDate, i.periodEnd],
    );
    return r ? toInvoice(r) : null;
  }

  async update(id: number, changes: { description: string; amount: Money; dueDate?: Date }): Promise<void> {
    await this.db.query(`UPDATE invoices SET description = $2, amount_cents = $3, due_date = coalesce($4, due_date) WHERE id = $1`, [
      id,
      changes.description,
      changes.amount.cents,
      changes.dueDate ?? null,
    ]);
  }

  async markPaid(id: number, at: Date): Promise<void> {
    await this.db.query(`UPDATE invoices SET status = 'paid', paid_at = $2 WHERE id = $1`, [id, at]);
  }

  async delete(id: number): Promise<void> {
    await this.db.query(`DELETE FROM invoices WHERE id = $1`, [id]);
  }
}
