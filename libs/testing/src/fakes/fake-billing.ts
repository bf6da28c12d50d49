import type { ListQuery, Page, TenantScope } from '@atrium/kernel';
import type {
  BillingStore,
  BillingUnitOfWork,
  Invoice,
  InvoiceFilter,
  InvoiceRepository,
  NewInvoice,
  Subscription,
  SubscriptionRepository,
  SubscriptionRow,
  Transaction,
  TransactionRepository,
} from '@atrium/billing';

const page = <T>(rows: T[], q: ListQuery): Page<T> => ({
  rows: rows.slice((q.page - 1) * q.perPage, q.page * q.perPage),
  total: rows.length,
});

function visible(scope: TenantScope, clientId: number, subscriptionId: number): boolean {
  if (scope.kind === 'admins') return true;
  if (scope.kind === 'clients') return scope.clientId === clientId;
  if (scope.kind === 'users') return scope.subscriptionId === subscriptionId;
  return false;
}

/** In-memory billing repositories with the same rules as the SQL ones (scope, one invoice per period). */
export class FakeBillingStore implements BillingStore {
  readonly clients = new Map<number, { email: string; firstname: string }>();
  readonly subscriptionRows: Subscription[] = [];
  readonly invoiceRows: Invoice[] = [];
  readonly transactionRows: Transaction[] = [];

  readonly subscriptions: SubscriptionRepository = {
    list: async (q, scope, f = {}) =>
      page(
        this.subscriptionRows
          .filter((s) => visible(scope, s.clientId, s.id) && (f.clientId === undefined || s.clientId === f.clientId))
          .map((s) => this.row(s)),
        q,
      ),
    get: async (id, scope) => {
      const s = this.subscriptionRows.find((x) => x.id === id);
      return s && visible(scope, s.clientId, s.id) ? this.row(s) : null;
    },
    create: async (s) => {
      const created: Subscription = { ...s, id: this.subscriptionRows.length + 1, status: 'inactive', billingCycle: 'monthly' };
      this.subscriptionRows.push(created);
      return { ...created };
    },
    setStatus: async (id, status) => {
      this.subscriptionRows.filter((s) => s.id === id).forEach((s) => (s.status = status));
    },
    activate: async (id, endDate) => {
      this.subscriptionRows.filter((s) => s.id === id).forEach((s) => ((s.status = 'active'), (s.endDate = endDate ?? s.endDate)));
    },
    dueForRenewal: async (until) => this.subscriptionRows.filter((s) => s.status === 'active' && s.endDate <= until),
    deactivateOverdue: async (dueBefore) => {
      const ids = this.subscriptionRows
        .filter(
          (s) =>
            s.status === 'active' &&
            this.invoiceRows.some((i) => i.subscriptionId === s.id && i.status === 'unpaid' && i.dueDate < dueBefore),
        )
        .map((s) => s.id);
      await Promise.all(ids.map((id) => this.subscriptions.setStatus(id, 'inactive')));
      return ids;
    },
  };

  readonly invoices: InvoiceRepository = {
    list: async (q, scope, f: InvoiceFilter = {}) =>
      page(
        this.invoiceRows.filter(
          (i) =>
            visible(scope, i.clientId, i.subscriptionId) &&
            (f.clientId === undefined || i.clientId === f.clientId) &&
            (f.subscriptionId === undefined || i.subscriptionId === f.subscriptionId) &&
            (!f.status || i.status === f.status),
        ),
        q,
      ),
    get: async (id, scope) => {
      const i = this.invoiceRows.find((x) => x.id === id);
      return i && visible(scope, i.clientId, i.subscriptionId) ? { ...i } : null;
    },
    getForUpdate: async (id) => {
      const i = this.invoiceRows.find((x) => x.id === id);
      return i ? { ...i } : null;
    },
    create: async (i) => this.addInvoice({ ...i, periodEnd: i.periodEnd ?? null }),
    createForPeriod: async (i) =>
      this.invoiceRows.some((x) => x.subscriptionId === i.subscriptionId && x.periodEnd?.getTime() === i.periodEnd.getTime())
        ? null
        : this.addInvoice(i),
    update: async (id, c) => {
      this.invoiceRows
        .filter((i) => i.id === id)
        .forEach((i) => Object.assign(i, { description: c.description, amount: c.amount, dueDate: c.dueDate ?? i.dueDate }));
    },
    markPaid: async (id, at) => {
      this.invoiceRows.filter((i) => i.id === id).forEach((i) => ((i.status = 'paid'), (i.paidAt = at)));
    },
    delete: async (id) => {
      const at = this.invoiceRows.findIndex((i) => i.id === id);
      if (at >= 0) this.invoiceRows.splice(at, 1);
    },
  };

  readonly transactions: TransactionRepository = {
    list: async (q, scope, f = {}) =>
      page(
        this.transactionRows
          .filter(
            (t) =>
              (scope.kind === 'admins' || (scope.kind === 'clients' && scope.clientId === t.clientId)) &&
              (f.clientId === undefined || f.clientId === t.clientId),
          )
          .map((t) => ({ ...t, clientName: '' })),
        q,
      ),
    record: async (t) => {
      if (t.invoiceId !== undefined && this.transactionRows.some((x) => x.invoiceId === t.invoiceId))
        throw new Error('unique violation: transactions_invoice_unique');
      const created: Transaction = { ...t, id: this.transactionRows.length + 1, invoiceId: t.invoiceId ?? null };
      this.transactionRows.push(created);
      return created;
    },
  };

  async clientContact(clientId: number) {
    return this.clients.get(clientId) ?? null;
  }

  /** A unit of work over this store (no rollback: the fake is for rules, not atomicity). */
  unitOfWork(): BillingUnitOfWork {
    return { run: (work) => work(this) };
  }

  private row(s: Subscription): SubscriptionRow {
    return { ...s, clientName: '', company: '' };
  }

  private addInvoice(i: Omit<NewInvoice, 'periodEnd'> & { periodEnd: Date | null }): Invoice {
    const s = this.subscriptionRows.find((x) => x.id === i.subscriptionId)!;
    const created: Invoice = {
      ...i,
      id: this.invoiceRows.length + 1,
      clientId: s.clientId,
      status: 'unpaid',
      dateCreated: new Date(),
      paidAt: null,
    };
    this.invoiceRows.push(created);
    return { ...created };
  }
}
