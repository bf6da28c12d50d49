import type { ListQuery, Money, Page, TenantScope } from '@atrium/kernel';
import type { Invoice } from './invoice.js';

export interface InvoiceFilter {
  clientId?: number;
  subscriptionId?: number;
  status?: 'unpaid' | 'paid';
}

export interface NewInvoice {
  subscriptionId: number;
  description: string;
  amount: Money;
  dueDate: Date;
  /** Renewal invoices only: the renewal date they pay up to. */
  periodEnd?: Date;
}

/** Port: invoices, read within the caller's tenant scope. */
export interface InvoiceRepository {
  list(query: ListQuery, scope: TenantScope, filter?: InvoiceFilter): Promise<Page<Invoice>>;
  get(id: number, scope: TenantScope): Promise<Invoice | null>;
  /** Reads the invoice and locks it until the transaction ends, so concurrent payments queue up. */
  getForUpdate(id: number): Promise<Invoice | null>;
  create(i: NewInvoice): Promise<Invoice>;
  /**
   * A renewal invoice for one period; answers null when that period already has one (so re-running the
   * billing job is harmless).
   */
  createForPeriod(i: NewInvoice & { periodEnd: Date }): Promise<Invoice | null>;
  update(id: number, changes: { description: string; amount: Money; dueDate?: Date }): Promise<void>;
  markPaid(id: number, at: Date): Promise<void>;
  delete(id: number): Promise<void>;
}
