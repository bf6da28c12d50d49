import type { EntityManager } from 'typeorm';
import { Money, type ListQuery, type Page, type TenantScope } from '@atrium/kernel';
import {
  SUBSCRIPTION_LIST,
  type ModuleCode,
  type Subscription,
  type SubscriptionRepository,
  type SubscriptionRow,
  type SubscriptionStatus,
} from '@atrium/billing';
import { forgetAfterCommit } from '../cache/own-writes.js';
import { clientPartition, pageOf, type ListSql } from '../database/list-query.sql.js';
import { whereInScope } from '../database/tenant-scope.sql.js';

const COLUMNS = { client: 's.client_id', subscription: 's.id' };
const LIST: ListSql<typeof SUBSCRIPTION_LIST> = {
  contract: SUBSCRIPTION_LIST,
  fields: {
    id: 's.id',
    coreId: 's.core_id',
    status: 's.status',
    startDate: 's.start_date',
    endDate: 's.end_date',
    client: 'c.company',
    company: 'c.company',
    clientName: "c.firstname || ' ' || c.lastname",
  },
  id: 's.id',
  // One expression for `q`: the integer core ID as text beside the names.
  searchExpression: "(s.core_id::text || ' ' || coalesce(c.company, '') || ' ' || c.firstname || ' ' || c.lastname || ' ' || s.status)",
  counter: 'subscriptions',
};

const SUBSCRIPTION_COLUMNS = [
  'id',
  'core_id',
  'client_id',
  'status',
  'start_date',
  'end_date',
  'max_projects',
  'max_users',
  'modules',
  'monthly_price_cents',
];

export function toSubscription(r: Record<string, unknown>): SubscriptionRow {
  return {
    id: Number(r.id),
    coreId: Number(r.core_id),
    clientId: Number(r.client_id),
    status: r.status as SubscriptionStatus,
    startDate: new Date(r.start_date as string),
    endDate: new Date(r.end_date as string),
    maxProjects: Number(r.max_projects),
    maxUsers: Number(r.max_users),
    modules: (r.modules as ModuleCode[]) ?? [],
    billingCycle: 'monthly',
    monthlyPrice: Money.ofCents(Number(r.monthly_price_cents)),
    clientName: `${r.client_firstname ?? ''} ${r.client_lastname ?? ''}`.trim(),
    company: String(r.client_company ?? ''),
  };
}

export class TypeormSubscriptionRepository implements SubscriptionRepository {
  constructor(private readonly db: EntityManager) {}

  private select() {
    return this.db
      .createQueryBuilder()
      .select(SUBSCRIPTION_COLUMNS.map((c) => `s.${c} AS ${c}`))
      .addSelect('c.firstname', 'client_firstname')
      .addSelect('c.lastname', 'client_lastname')
      .addSelect('c.company', 'client_company')
      .from('subscriptions', 's')
      .innerJoin('people', 'c', 'c.id = s.client_id');
  }

  list(query: ListQuery, scope: TenantScope, filter: { clientId?: number } = {}): Promise<Page<SubscriptionRow>> {
    const qb = whereInScope(this.select(), scope, COLUMNS);
    if (filter.clientId !== undefined) qb.andWhere('s.client_id = :clientId', { clientId: filter.clientId });
    return pageOf(this.db, qb, query, LIST, toSubscription, clientPartition(scope, filter.clientId));
  }

  async get(id: number, scope: TenantScope): Promise<SubscriptionRow | null> {
    const r = await whereInScope(this.select().where('s.id = :id', { id }), scope, COLUMNS).getRawOne();
    return r ? toSubscription(r) : null;
  }

  async create(s: Parameters<SubscriptionRepository['create']>[0]): Promise<Subscription> {
    const [r] = await this.db.query(
      `INSERT INTO subscriptions (client_id, core_id, max_projects, max_users, modules, start_date, end_date, monthly_price_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [s.clientId, s.coreId, s.maxProjects, s.maxUsers, s.modules, s.startDate, s.endDate, s.monthlyPrice.cents],
    );
    return toSubscription(r);
  }

  async setStatus(id: number, status: SubscriptionStatus): Promise<void> {
    await this.db.query(`UPDATE subscriptions SET status = $2 WHERE id = $1`, [id, status]);
    forgetStatus(this.db);
  }

  async activate(id: number, endDate?: Date): Promise<void> {
    await this.db.query(`UPDATE subscriptions SET status = 'active', end_date = coalesce($2, end_date) WHERE id = $1`, [
      id,
      endDate ?? null,
    ]);
    forgetStatus(this.db);
  }

  async dueForRenewal(until: Date): Promise<Subscription[]> {
    const rows = await this.db.query(`SELECT * FROM subscriptions WHERE status = 'active' AND end_date <= $1 ORDER BY id`, [until]);
    return rows.map(toSubscription);
  }

  async deactivateOverdue(dueBefore: Date): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(
      `UPDATE subscriptions s SET status = 'inactive'
       WHERE s.status = 'active' AND EXISTS (SELECT 1 FROM invoices i WHERE i.subscription_id = s.id AND i.status = 'unpaid' AND i.due_date < $1)
       RETURNING s.id`,
      [dueBefore],
    );
    forgetStatus(this.db);
    // TypeORM answers [rows, count] for UPDATE ... RETURNING on postgres.
    const list = Array.isArray(rows[0]) ? (rows[0] as unknown as { id: number }[]) : rows;
    return list.map((r) => Number(r.id));
  }
}

/** A subscription's status changed: what its users may reach, and what its projects' keys open. */
function forgetStatus(db: EntityManager): void {
  forgetAfterCommit.memberships(db);
  forgetAfterCommit.apiKeys(db);
}
