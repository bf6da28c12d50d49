// The recurring billing job (CONTRACT §6) on the real database, with the clock under the test's control.
import { describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { addDays, DEFAULT_BILLING_POLICY, RunBillingCycle } from '@atrium/billing';
import { TypeormBillingUnitOfWork } from '@atrium/persistence';
import { FakeMailer, FixedClock } from '@atrium/testing';
import { addClient, addSubscription, one } from './support/fixtures.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp, useTestApp } from './support/test-app.js';

let t: TestApp;
useTestApp((app) => (t = app));

describe('RunBillingCycle', () => {
  it('issues the next invoice before renewal once, extends the renewal on payment, and deactivates after the grace period', async () => {
    const admin = t.clientWith(await t.login(ADMIN_EMAIL, ADMIN_PASSWORD));
    const client = await addClient(admin, 'Cycle');
    const s = await addSubscription(admin, client.id, { maxProjects: 1, maxUsers: 1 });
    await unwrap(admin.PATCH('/api/subscriptions/status', { body: { id: s.id, status: 'active' } }));
    const renewal = new Date(s.endDate * 1000);
    const mailer = new FakeMailer();
    const clock = new FixedClock(addDays(renewal, -30));
    const cycle = new RunBillingCycle(new TypeormBillingUnitOfWork(t.running.database.dataSource), mailer, DEFAULT_BILLING_POLICY, clock);
    const invoicesOf = () => unwrap(admin.GET('/api/invoices/subscription', { params: { query: { id: String(s.id) } } }));

    // Too early: nothing to do.
    expect(await cycle.execute()).toEqual({ invoicesIssued: [], deactivated: [] });

    // Within the lead time: one invoice, due on the renewal date, priced from the subscription; mailed once.
    clock.advance((30 - DEFAULT_BILLING_POLICY.invoiceLeadDays + 1) * 86400);
    const first = await cycle.execute();
    expect(first.invoicesIssued).toHaveLength(1);
    const second = await cycle.execute();
    expect(second.invoicesIssued).toEqual([]);
    const invoices = await invoicesOf();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amount: s.price, dueDate: s.endDate, status: 'unpaid' });
    expect(mailer.sent.map((m) => m.to)).toEqual([client.email]);

    // Paying it moves the renewal date a month on.
    await unwrap(admin.PATCH('/api/invoices/status', { body: { id: invoices[0].id, status: 'paid' } }));
    const paid = one(await unwrap(admin.GET('/api/subscriptions', { params: { query: { id: String(s.id) } } })));
    expect(paid.endDate - s.endDate).toBeGreaterThanOrEqual(28 * 86400);
    expect(paid.status).toBe('active');

    // The next period's invoice, left unpaid past the grace period, deactivates the subscription, once.
    clock.advance(33 * 86400);
    const third = await cycle.execute();
    expect(third.invoicesIssued).toHaveLength(1);
    // The new invoice is due on the new renewal date, about a week ahead; then the grace period runs.
    clock.advance((DEFAULT_BILLING_POLICY.invoiceLeadDays + DEFAULT_BILLING_POLICY.graceDays + 1) * 86400);
    const overdue = await cycle.execute();
    expect(overdue.deactivated).toEqual([s.id]);
    expect((await cycle.execute()).deactivated).toEqual([]);
    expect(await unwrap(admin.GET('/api/subscriptions', { params: { query: { id: String(s.id) } } }))).toMatchObject({
      status: 'inactive',
    });
    expect(await invoicesOf()).toHaveLength(2);
  });
});
