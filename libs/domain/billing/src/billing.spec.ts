import { beforeEach, describe, expect, it } from '@jest/globals';
import { Money } from '@atrium/kernel';
import { FakeBillingStore, FakeMailer, FixedClock } from '@atrium/testing';
import { InvoiceAlreadyPaid, InvoiceNotFound } from './billing.errors.js';
import { addMonths } from './calendar.js';
import { CreateInvoice } from './invoices/create-invoice.use-cases.js';
import { MarkInvoicePaid } from './invoices/mark-invoice-paid.use-cases.js';
import { PaidInvoiceIsFinal, UpdateInvoice } from './invoices/update-invoice.use-cases.js';
import { DEFAULT_QUOTE_RATES, quoteMonthly } from './quote.js';
import { DEFAULT_BILLING_POLICY } from './renewal/billing-policy.js';
import { RunBillingCycle } from './renewal/run-billing-cycle.use-cases.js';
import { CreateSubscription } from './subscriptions/create-subscription.use-cases.js';

describe('quote', () => {
  it('is base + per-project × projects + per-user × users, in exact cents', () => {
    expect(quoteMonthly(DEFAULT_QUOTE_RATES, 3, 10).cents).toBe(4900 + 3 * 1000 + 10 * 500);
    const rates = { base: Money.ofDollars(0.1), perProject: Money.ofDollars(0.2), perUser: Money.ofDollars(0.3) };
    expect(quoteMonthly(rates, 1, 1).toDollars()).toBe(0.6);
  });
});

describe('addMonths', () => {
  it('keeps the day, clamping to the end of shorter months', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonths(new Date('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});

describe('billing use cases', () => {
  let store: FakeBillingStore;
  let clock: FixedClock;
  let mailer: FakeMailer;
  const admins = { kind: 'admins' } as const;

  beforeEach(() => {
    store = new FakeBillingStore();
    store.clients.set(1, { email: 'ann@example.com', firstname: 'Ann' });
    store.clients.set(2, { email: 'bob@example.com', firstname: 'Bob' });
    clock = new FixedClock(new Date('2026-01-15T12:00:00Z'));
    mailer = new FakeMailer();
  });

  const subscribe = (clientId = 1) =>
    new CreateSubscription(store.unitOfWork(), DEFAULT_QUOTE_RATES, clock).execute({
      clientId,
      coreId: 8528,
      maxProjects: 2,
      maxUsers: 3,
      modules: ['cms', 'cms', 'crm'],
    });

  it('creates an inactive subscription priced from the quote, renewing a month on', async () => {
    const s = await subscribe();
    expect(s).toMatchObject({ status: 'inactive', coreId: 8528, modules: ['cms', 'crm'] });
    expect(s.monthlyPrice.cents).toBe(4900 + 2000 + 1500);
    expect(s.endDate.toISOString()).toBe('2026-02-15T12:00:00.000Z');
  });

  it('refuses bad subscriptions field by field, and unknown clients', async () => {
    const create = new CreateSubscription(store.unitOfWork(), DEFAULT_QUOTE_RATES, clock);
    const error = await create
      .execute({ clientId: 1, coreId: 0, maxProjects: 0, maxUsers: 1.5, modules: ['xyz'], billingCycle: 'yearly' })
      .catch((e) => e);
    expect(error.errors.map((e: { field: string }) => e.field)).toEqual(['coreId', 'maxProjects', 'maxUsers', 'modules', 'billingCycle']);
    const none = await create.execute({ clientId: 1, coreId: 1, maxProjects: 1, maxUsers: 1, modules: [] }).catch((e) => e);
    expect(none.errors).toEqual([{ field: 'modules', message: 'choose at least one module' }]);
    await expect(create.execute({ clientId: 99, coreId: 1, maxProjects: 1, maxUsers: 1, modules: ['cms'] })).rejects.toMatchObject({
      code: 'tenancy.client_not_found',
    });
  });

  it('issues an invoice and mails the client', async () => {
    const s = await subscribe();
    const invoice = await new CreateInvoice(store.unitOfWork(), mailer, clock).execute(
      {
        subscriptionId: s.id,
        description: ' First ',
        amount: 1234.5,
      },
      admins,
    );
    expect(invoice).toMatchObject({ description: 'First', status: 'unpaid', dueDate: clock.now() });
    expect(mailer.sent).toEqual([expect.objectContaining({ to: 'ann@example.com', subject: `New invoice #${invoice.id}: CA$1,234.50` })]);
    await expect(
      new CreateInvoice(store.unitOfWork(), mailer, clock).execute({ subscriptionId: s.id, description: 'x', amount: 0 }, admins),
    ).rejects.toMatchObject({ errors: [{ field: 'amount' }] });
  });

  it('marks paid once: invoice paid, subscription active, one transaction described by the spec', async () => {
    const s = await subscribe();
    const invoice = await new CreateInvoice(store.unitOfWork(), mailer, clock).execute(
      {
        subscriptionId: s.id,
        description: 'x',
        amount: 10,
      },
      admins,
    );
    const markPaid = new MarkInvoicePaid(store.unitOfWork(), clock);
    await markPaid.execute(invoice.id, admins);
    expect(store.invoiceRows[0]).toMatchObject({ status: 'paid', paidAt: clock.now() });
    expect(store.subscriptionRows[0].status).toBe('active');
    expect(store.transactionRows).toEqual([
      expect.objectContaining({ clientId: 1, invoiceId: invoice.id, description: `Invoice payment for invoice ID ${invoice.id}` }),
    ]);
    await expect(markPaid.execute(invoice.id, admins)).rejects.toBeInstanceOf(InvoiceAlreadyPaid);
    expect(store.transactionRows).toHaveLength(1);
    await expect(new UpdateInvoice(store.unitOfWork()).execute(invoice.id, { description: 'y', amount: 5 })).rejects.toBeInstanceOf(
      PaidInvoiceIsFinal,
    );
  });

  it("answers not found for an invoice outside the caller's scope", async () => {
    const s = await subscribe(1);
    const invoice = await new CreateInvoice(store.unitOfWork(), mailer, clock).execute(
      {
        subscriptionId: s.id,
        description: 'x',
        amount: 10,
      },
      admins,
    );
    await expect(
      new MarkInvoicePaid(store.unitOfWork(), clock).execute(invoice.id, { kind: 'clients', clientId: 2 }),
    ).rejects.toBeInstanceOf(InvoiceNotFound);
    expect(store.invoiceRows[0].status).toBe('unpaid');
  });

  it('runs the billing cycle idempotently: one invoice per period, renewal extended on payment, deactivation after grace', async () => {
    const s = await subscribe();
    await store.subscriptions.activate(s.id);
    const cycle = new RunBillingCycle(store.unitOfWork(), mailer, DEFAULT_BILLING_POLICY, clock);
    expect((await cycle.execute()).invoicesIssued).toEqual([]);
    clock.advance((31 - DEFAULT_BILLING_POLICY.invoiceLeadDays) * 86400);
    const first = await cycle.execute();
    expect(first.invoicesIssued).toHaveLength(1);
    expect((await cycle.execute()).invoicesIssued).toEqual([]);
    const renewal = store.invoiceRows[0];
    expect(renewal).toMatchObject({ dueDate: s.endDate, periodEnd: addMonths(s.endDate, 1), amount: s.monthlyPrice });
    await new MarkInvoicePaid(store.unitOfWork(), clock).execute(renewal.id, admins);
    expect(store.subscriptionRows[0].endDate).toEqual(addMonths(s.endDate, 1));
    clock.advance(31 * 86400);
    expect((await cycle.execute()).invoicesIssued).toHaveLength(1);
    clock.advance((DEFAULT_BILLING_POLICY.invoiceLeadDays + DEFAULT_BILLING_POLICY.graceDays + 1) * 86400);
    expect((await cycle.execute()).deactivated).toEqual([s.id]);
    expect((await cycle.execute()).deactivated).toEqual([]);
    expect(mailer.sent).toHaveLength(2);
  });
});
