import { describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { addClient, addSubscription, many, PASSWORD, type World, useWorld } from './support/fixtures.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let w: World;
useWorld((app, world) => {
  t = app;
  w = world;
});

describe('clients', () => {
  it('requires every field with one error per field, and keeps e-mails unique across all people', async () => {
    const missing = await w.admin.POST('/api/clients', { body: { firstname: 'Only' } as never });
    expect(missing.response.status).toBe(400);
    expect(missing.error!.errors!.map((e) => e.field).sort()).toEqual(
      expect.arrayContaining(['company', 'email', 'lastname', 'password', 'phone']),
    );

    const body = { firstname: 'Dup', lastname: 'L', company: 'C', phone: '1', password: PASSWORD };
    const taken = await w.admin.POST('/api/clients', { body: { ...body, email: w.clientA.email.toUpperCase() } });
    expect(taken.response.status).toBe(409);
    expect(taken.error!.code).toBe('tenancy.email_taken');
    expect(taken.error!.errors).toEqual([{ field: 'email', message: 'This e-mail is already in use' }]);
    const adminEmail = await w.admin.POST('/api/clients', { body: { ...body, email: 'admin@atrium.test' } });
    expect(adminEmail.response.status).toBe(409);
    const tooLong = await w.admin.POST('/api/clients', { body: { ...body, email: `${'x'.repeat(200)}@example.com` } });
    expect(tooLong.response.status).toBe(400);
  });

  it('lists 15 a page with the total, filters by text, reads, edits and deletes', async () => {
    for (let i = 0; i < 16; i++) await addClient(w.admin, `Page${i}`);
    const first = await w.admin.GET('/api/clients', {});
    expect(first.data).toHaveLength(15);
    expect(Number(first.response.headers.get('x-total-count'))).toBeGreaterThanOrEqual(18);
    expect(first.response.headers.get('content-range')).toMatch(/^clients 0-14\/\d+$/);

    const filtered = await w.admin.GET('/api/clients', { params: { query: { q: 'page1' } } });
    const names = (filtered.data as { firstname: string }[]).map((c) => c.firstname).sort();
    expect(names).toEqual(['Page1', 'Page10', 'Page11', 'Page12', 'Page13', 'Page14', 'Page15']);

    expect((await w.admin.GET('/api/clients', { params: { query: { perPage: '101' } } })).response.status).toBe(400);
    // @ts-expect-error the generated client already refuses a field the list contract does not offer
    expect((await w.admin.GET('/api/clients', { params: { query: { sort: 'password_hash' } } })).response.status).toBe(400);

    const c = await addClient(w.admin, 'Temp');
    expect((await w.admin.PATCH('/api/clients', { body: { id: c.id, company: 'Renamed Ltd' } })).response.status).toBe(204);
    expect(await unwrap(w.admin.GET('/api/clients', { params: { query: { id: String(c.id) } } }))).toMatchObject({
      company: 'Renamed Ltd',
    });
    expect((await w.admin.DELETE('/api/clients', { params: { query: { id: String(c.id) } } })).response.status).toBe(204);
    expect((await w.admin.GET('/api/clients', { params: { query: { id: String(c.id) } } })).response.status).toBe(404);
  });
});

describe('subscriptions', () => {
  it('quotes base + per-project × projects + per-user × users and prices new subscriptions from it', async () => {
    const quote = await unwrap(w.admin.GET('/api/subscriptions/quote', { params: { query: { maxProjects: '3', maxUsers: '10' } } }));
    expect(quote).toBe(49 + 3 * 10 + 10 * 5);
    const s = await addSubscription(w.admin, w.clientB.id, { maxProjects: 3, maxUsers: 10 });
    expect(s).toMatchObject({ status: 'inactive', price: quote, billingCycle: 'monthly', client: w.clientB.id, modules: ['cms', 'crm'] });
    expect(s.endDate - s.startDate).toBeGreaterThanOrEqual(28 * 86400);
    expect(
      (await w.admin.GET('/api/subscriptions/quote', { params: { query: { maxProjects: '0', maxUsers: '1' } } })).response.status,
    ).toBe(400);
  });

  it('refuses unknown modules, zero limits and unknown clients', async () => {
    const bad = await w.admin.POST('/api/subscriptions', {
      body: { client: w.clientA.id, coreId: 0, maxProjects: 0, maxUsers: 1, modules: ['nope' as never] },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error!.errors!.map((e) => e.field)).toEqual(expect.arrayContaining(['maxProjects', 'modules']));
    const typed = await w.admin.POST('/api/subscriptions', {
      body: { client: w.clientA.id, coreId: 1, maxProjects: '2' as never, maxUsers: 1, modules: [] },
    });
    expect(typed.response.status).toBe(400);
    const ghost = await w.admin.POST('/api/subscriptions', {
      body: { client: 999999, coreId: 1, maxProjects: 1, maxUsers: 1, modules: ['cms'] },
    });
    expect(ghost.response.status).toBe(404);
  });

  it('needs at least one module and counts from 1, naming the field', async () => {
    const body = { client: w.clientA.id, coreId: 4242, maxProjects: 1, maxUsers: 1, modules: ['cms' as const] };
    const noModule = await w.admin.POST('/api/subscriptions', { body: { ...body, modules: [] } });
    expect(noModule.response.status).toBe(400);
    expect(noModule.error!.errors).toEqual([{ field: 'modules', message: expect.stringMatching(/at least one/) }]);
    for (const field of ['maxProjects', 'maxUsers'] as const) {
      const zero = await w.admin.POST('/api/subscriptions', { body: { ...body, [field]: 0 } });
      expect(zero.response.status).toBe(400);
      expect(zero.error!.errors!.map((e) => e.field)).toEqual([field]);
    }
  });

  it('activates and deactivates', async () => {
    const s = await addSubscription(w.admin, w.clientB.id);
    await unwrap(w.admin.PATCH('/api/subscriptions/status', { body: { id: s.id, status: 'active' } }));
    expect(await unwrap(w.admin.GET('/api/subscriptions', { params: { query: { id: String(s.id) } } }))).toMatchObject({
      status: 'active',
    });
    await unwrap(w.admin.PATCH('/api/subscriptions/status', { body: { id: s.id, status: 'inactive' } }));
    expect(await unwrap(w.clientB.api.GET('/api/subscriptions', { params: { query: { id: String(s.id) } } }))).toMatchObject({
      status: 'inactive',
    });
  });
});

describe('invoices', () => {
  it('marks paid in one go: invoice paid, subscription active, one transaction; again answers 409', async () => {
    const s = await addSubscription(w.admin, w.clientB.id);
    const inv = await unwrap(w.admin.POST('/api/invoices', { body: { description: 'March', amount: 19.99, subscription: s.id } }));
    expect(inv).toMatchObject({ status: 'unpaid', amount: 19.99, subscription: s.id, client: w.clientB.id });
    expect((await w.admin.PATCH('/api/invoices/status', { body: { id: inv.id, status: 'paid' } })).response.status).toBe(204);
    expect(await unwrap(w.admin.GET('/api/invoices', { params: { query: { id: String(inv.id) } } }))).toMatchObject({ status: 'paid' });
    expect(await unwrap(w.admin.GET('/api/subscriptions', { params: { query: { id: String(s.id) } } }))).toMatchObject({
      status: 'active',
    });
    const again = await w.admin.PATCH('/api/invoices/status', { body: { id: inv.id, status: 'paid' } });
    expect(again.response.status).toBe(409);
    expect(again.error!.code).toBe('billing.invoice_already_paid');
    const mine = await unwrap(w.clientB.api.GET('/api/transactions/client', { params: { query: { id: String(w.clientB.id) } } }));
    const payments = mine.filter((x) => x.description === `Invoice payment for invoice ID ${inv.id}`);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: 19.99, invoice: inv.id, client: w.clientB.id });
    // One label for the client in every list: the invoice's as the transaction's.
    const listed = many(await unwrap(w.admin.GET('/api/invoices', {}))).find((x) => x.id === inv.id);
    expect(listed?.clientName).toBe(payments[0].clientName);
    expect(listed?.clientName).toMatch(/^.+ Inc — .+ Owner$/);

    const edit = await w.admin.PATCH('/api/invoices', { body: { id: inv.id, description: 'x', amount: 1 } });
    expect(edit.response.status).toBe(409);
    expect((await w.admin.DELETE('/api/invoices', { params: { query: { id: String(inv.id) } } })).response.status).toBe(409);
  });

  it('records exactly one payment when 20 mark-paid requests race', async () => {
    const s = await addSubscription(w.admin, w.clientB.id);
    const inv = await unwrap(w.admin.POST('/api/invoices', { body: { description: 'Race', amount: 42, subscription: s.id } }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => w.admin.PATCH('/api/invoices/status', { body: { id: inv.id, status: 'paid' } })),
    );
    const statuses = answers.map((a) => a.response.status).sort();
    expect(statuses.filter((x) => x === 204)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(19);
    const [row] = await t.running.database.dataSource.query(`SELECT count(*)::int AS n FROM transactions WHERE invoice_id = $1`, [inv.id]);
    expect(row.n).toBe(1);
  });

  it('validates amounts, edits and deletes unpaid invoices, and says when one does not exist', async () => {
    for (const amount of [0, -5, 1.234]) {
      const r = await w.admin.POST('/api/invoices', { body: { description: 'Bad', amount, subscription: w.clientA.subscriptionId } });
      expect(r.response.status).toBe(400);
      expect(r.error!.errors!.map((e) => e.field)).toContain('amount');
    }
    const noDesc = await w.admin.POST('/api/invoices', { body: { description: '', amount: 5, subscription: w.clientA.subscriptionId } });
    expect(noDesc.error!.errors!.map((e) => e.field)).toContain('description');
    const inv = await unwrap(
      w.admin.POST('/api/invoices', {
        body: { description: 'Edit me', amount: 5, subscription: w.clientA.subscriptionId, dueDate: 1_900_000_000 },
      }),
    );
    expect(inv.dueDate).toBe(1_900_000_000);
    expect((await w.admin.PATCH('/api/invoices', { body: { id: inv.id, description: 'Edited', amount: 7.5 } })).response.status).toBe(204);
    expect(await unwrap(w.admin.GET('/api/invoices', { params: { query: { id: String(inv.id) } } }))).toMatchObject({
      description: 'Edited',
      amount: 7.5,
    });
    expect((await w.admin.DELETE('/api/invoices', { params: { query: { id: String(inv.id) } } })).response.status).toBe(204);
    const gone = await w.admin.GET('/api/invoices', { params: { query: { id: String(inv.id) } } });
    expect(gone.response.status).toBe(404);
    expect(gone.error!.message).toBe('The invoice does not exist');
  });

  it('mails the client about each new invoice (outbox by default)', async () => {
    const inv = await unwrap(
      w.admin.POST('/api/invoices', { body: { description: 'Mailed', amount: 12.5, subscription: w.clientA.subscriptionId } }),
    );
    const rows = await t.running.database.dataSource.query(`SELECT * FROM mail_outbox WHERE to_address = $1 AND subject LIKE $2`, [
      w.clientA.email,
      `%#${inv.id}%`,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].subject).toContain('CA$12.50');
  });

  it('keeps each client to its own invoices and transactions', async () => {
    const seenByB = many(await unwrap(w.clientB.api.GET('/api/invoices', {})));
    expect(seenByB.every((i) => i.client === w.clientB.id)).toBe(true);
    const aViaB = await unwrap(w.clientB.api.GET('/api/invoices/client', { params: { query: { id: String(w.clientA.id) } } }));
    expect(aViaB).toEqual([]);
    const unpaid = many(await unwrap(w.clientA.api.GET('/api/invoices', { params: { query: { status: 'unpaid' } } })));
    expect(unpaid.length).toBeGreaterThan(0);
    expect(unpaid.every((i) => i.status === 'unpaid' && i.client === w.clientA.id)).toBe(true);
    const paidOfB = await unwrap(
      w.clientB.api.GET('/api/invoices/client', { params: { query: { id: String(w.clientB.id), status: 'paid' } } }),
    );
    expect(paidOfB.length).toBeGreaterThan(0);
    expect(paidOfB.every((i) => i.status === 'paid')).toBe(true);
    const stats = await unwrap(w.admin.GET('/api/stats/admin'));
    expect(stats.invoices.every((i) => i.status === 'unpaid')).toBe(true);
    expect(stats.invoices.map((i) => i.id)).toContain(w.clientA.invoiceId);
  });
});
