// The billing ledger (issue 22 §2) through the API: every billing write grows the client's chain in its own
// transaction, GET /audit/verify recomputes it, and an edit behind the API's back is found at its entry.
import { describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { addClient, addSubscription, type World, useWorld } from './support/fixtures.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let w: World;
useWorld((app, world) => {
  t = app;
  w = world;
});

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
  t.running.database.dataSource.query(text, params);
const chain = async (clientId: number) =>
  sql<{ id: number; kind: string; entity_id: number }>(`SELECT id, kind, entity_id FROM ledger_entries WHERE client_id = $1 ORDER BY seq`, [
    clientId,
  ]);
const verify = (clientId?: number) =>
  unwrap(w.admin.GET('/api/audit/verify', { params: { query: clientId === undefined ? {} : { client: String(clientId) } } }));
/** A superuser's plain SQL with the triggers off: rewriting history without leaving an entry. */
async function behindTheLedger(text: string, params: unknown[]) {
  const runner = t.running.database.dataSource.createQueryRunner();
  try {
    await runner.query(`SET session_replication_role = replica`);
    await runner.query(text, params);
  } finally {
    await runner.query(`RESET session_replication_role`);
    await runner.release();
  }
}

async function freshClient() {
  const client = await addClient(w.admin, 'Ledger');
  const subscription = await addSubscription(w.admin, client.id);
  return { client, subscription };
}

describe('the billing ledger', () => {
  it('grows with subscriptions, invoices issued, edited, paid and deleted, and payments, and verifies', async () => {
    const { client, subscription } = await freshClient();
    const invoice = await unwrap(
      w.admin.POST('/api/invoices', { body: { description: 'Month', amount: 64, subscription: subscription.id } }),
    );
    await unwrap(w.admin.PATCH('/api/invoices', { body: { id: invoice.id, description: 'Month (fixed)', amount: 70 } }));
    await unwrap(w.admin.PATCH('/api/invoices/status', { body: { id: invoice.id, status: 'paid' } }));
    const doomed = await unwrap(w.admin.POST('/api/invoices', { body: { description: 'Oops', amount: 1, subscription: subscription.id } }));
    await unwrap(w.admin.DELETE('/api/invoices', { params: { query: { id: String(doomed.id) } } }));
    await unwrap(w.admin.POST('/api/transactions', { body: { client: client.id, amount: 5, description: 'Cash', transactionRef: 'C-1' } }));
    await unwrap(w.admin.PATCH('/api/subscriptions/status', { body: { id: subscription.id, status: 'inactive' } }));

    expect((await chain(client.id)).map((e) => e.kind)).toEqual([
      'subscription.created',
      'invoice.issued',
      'invoice.edited',
      // Marking paid: the invoice, its subscription made active and the payment, in one transaction.
      'invoice.paid',
      'subscription.activated',
      'payment.recorded',
      'invoice.issued',
      'invoice.deleted',
      'payment.recorded',
      'subscription.deactivated',
    ]);
    const verdict = await verify(client.id);
    expect(verdict).toMatchObject({ ok: true, clients: 1, entries: 10, head: { seq: 10, hash: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect(verdict.broken).toBeUndefined();
    expect(await verify()).toMatchObject({ ok: true });
  });

  it('records nothing for a refused write', async () => {
    const { client, subscription } = await freshClient();
    const invoice = await unwrap(
      w.admin.POST('/api/invoices', { body: { description: 'Once', amount: 9, subscription: subscription.id } }),
    );
    await unwrap(w.admin.PATCH('/api/invoices/status', { body: { id: invoice.id, status: 'paid' } }));
    const before = (await chain(client.id)).length;
    expect((await w.admin.PATCH('/api/invoices/status', { body: { id: invoice.id, status: 'paid' } })).response.status).toBe(409);
    expect((await w.admin.PATCH('/api/invoices', { body: { id: invoice.id, description: 'Later', amount: 1 } })).response.status).toBe(409);
    expect(await chain(client.id)).toHaveLength(before);
  });

  it('finds an invoice amount changed behind the API at the entry that records it, and an edited entry at that entry', async () => {
    const { client, subscription } = await freshClient();
    const invoice = await unwrap(
      w.admin.POST('/api/invoices', { body: { description: 'Month', amount: 64, subscription: subscription.id } }),
    );
    await unwrap(w.admin.PATCH('/api/invoices/status', { body: { id: invoice.id, status: 'paid' } }));
    const paid = (await chain(client.id)).find((e) => e.kind === 'invoice.paid')!;

    await behindTheLedger(`UPDATE invoices SET amount_cents = 100 WHERE id = $1`, [invoice.id]);
    expect((await verify(client.id)).broken).toMatchObject({
      client: client.id,
      entry: paid.id,
      entity: 'invoice',
      entityId: invoice.id,
      problem: 'row-differs',
    });
    expect(await verify()).toMatchObject({ ok: false, broken: { client: client.id, entry: paid.id } });

    const other = await freshClient();
    await unwrap(w.admin.POST('/api/invoices', { body: { description: 'Month', amount: 64, subscription: other.subscription.id } }));
    const [, issued] = await chain(other.client.id);
    await behindTheLedger(`UPDATE ledger_entries SET content = replace(content, '6400', '640') WHERE id = $1`, [issued.id]);
    expect((await verify(other.client.id)).broken).toMatchObject({
      client: other.client.id,
      entry: issued.id,
      seq: 2,
      problem: 'content-hash',
    });
  });

  it('records a plain SQL update with the triggers on: every write path is in the chain', async () => {
    const { client, subscription } = await freshClient();
    const invoice = await unwrap(
      w.admin.POST('/api/invoices', { body: { description: 'Month', amount: 64, subscription: subscription.id } }),
    );
    await sql(`UPDATE invoices SET amount_cents = 100 WHERE id = $1`, [invoice.id]);
    expect((await chain(client.id)).at(-1)).toMatchObject({ kind: 'invoice.edited', entity_id: invoice.id });
    expect(await verify(client.id)).toMatchObject({ ok: true });
  });

  it('keeps one chain under parallel writes for one client', async () => {
    const { client, subscription } = await freshClient();
    const invoices = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        unwrap(w.admin.POST('/api/invoices', { body: { description: `P${n}`, amount: n, subscription: subscription.id } })),
      ),
    );
    await Promise.all([
      ...invoices.map((i) => unwrap(w.admin.PATCH('/api/invoices/status', { body: { id: i.id, status: 'paid' } }))),
      unwrap(w.admin.POST('/api/transactions', { body: { client: client.id, amount: 5, description: 'Cash', transactionRef: 'C-2' } })),
    ]);
    const seqs = await sql<{ seq: number }>(`SELECT seq FROM ledger_entries WHERE client_id = $1 ORDER BY seq`, [client.id]);
    // 1 subscription + 4 issued + 4 × (paid, activated the first time only, payment) + 1 payment.
    expect(seqs.map((r) => r.seq)).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    expect(await verify(client.id)).toMatchObject({ ok: true, entries: seqs.length });
  });

  it('lets a client verify its own chain, not another’s, and no user verify at all', async () => {
    expect(await unwrap(w.clientA.api.GET('/api/audit/verify', {}))).toMatchObject({ ok: true, clients: 1 });
    const own = await w.clientA.api.GET('/api/audit/verify', { params: { query: { client: String(w.clientA.id) } } });
    expect(own.response.status).toBe(200);
    const other = await w.clientA.api.GET('/api/audit/verify', { params: { query: { client: String(w.clientB.id) } } });
    expect(other.response.status).toBe(404);
    expect((await w.userA.api.GET('/api/audit/verify', {})).response.status).toBe(403);
    expect((await w.admin.GET('/api/audit/verify', { params: { query: { client: '999999' } } })).response.status).toBe(404);
    expect((await w.admin.GET('/api/audit/verify', { params: { query: { client: '99999999999' } } })).response.status).toBe(404);
    expect((await w.admin.GET('/api/audit/verify', { params: { query: { client: 'x' } } })).response.status).toBe(400);
  });
});
