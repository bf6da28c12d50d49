// Outgoing webhooks (issue 23 §1): events recorded with the change that makes them, delivered signed (Standard
// Webhooks) to a receiver of this test on 127.0.0.1 (WEBHOOKS_ALLOW_LOOPBACK), retried, redelivered with the
// same webhook-id, never lost when the process stops between the commit and the delivery, refused towards
// private addresses, and disabled (the owner told) once a message keeps failing.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { unwrap, type Schemas } from '@atrium/api-client';
import type { JobQueue } from '@atrium/kernel';
import { WebhookDispatcher, WebhookSender } from '@atrium/webhooks';
import { secretBoxFor } from '../src/auth/secret-box.js';
import { AppConfig } from '../src/config/config.js';
import { JOB_QUEUE } from '../src/platform/platform.tokens.js';
import { WEBHOOK_FORGET_JOB, WebhookDeliveries } from '../src/webhooks/webhooks.module.js';
import { buildWorld, one, type World } from './support/fixtures.js';
import { statementsOf } from './support/statements.js';
import { useTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from '@atrium/testing';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver: answers each path with the statuses queued for it (then 200), keeps what it got. */
class Receiver {
  readonly got: Received[] = [];
  private readonly answers = new Map<string, number[]>();
  private server!: Server;
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        this.got.push({ path: req.url ?? '', headers: req.headers, body });
        const status = this.answers.get(req.url ?? '')?.shift() ?? 200;
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok thanks' : 'x'.repeat(3000));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  answer(path: string, ...statuses: number[]) {
    this.answers.set(path, statuses);
  }

  at(path: string) {
    return this.got.filter((r) => r.path === path);
  }

  async waitFor(path: string, count: number, ms = 20_000) {
    await waitFor(
      () => this.at(path).length >= count,
      () => `${path}: ${count} requests (${this.at(path).length} came)`,
      ms,
    );
    return this.at(path);
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const receiver = new Receiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.close());

let t: TestApp;
let w: World;
useTestApp((app) => (t = app), { WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOKS_RETRY_SECONDS: '1,1' });
beforeAll(async () => {
  w = await buildWorld(t);
});

const sql = (text: string, params: unknown[] = []) =>
  t.running.database.dataSource.query(text, params) as Promise<Record<string, unknown>[]>;
const addEndpoint = (path: string, events: string[]) =>
  unwrap(w.userA.api.POST('/api/webhooks', { body: { project: w.clientA.projectId, url: receiver.url + path, events: events as never } }));
const deliveries = async (endpoint: number) =>
  (await unwrap(
    w.userA.api.GET('/api/webhooks/deliveries', { params: { query: { endpoint: String(endpoint), sort: 'id', order: 'asc' } } }),
  )) as Schemas['WebhookDeliveryDto'][];
/** The endpoint's log once it holds `count` messages and none is pending. */
async function settled(endpoint: number, count: number) {
  let log: Schemas['WebhookDeliveryDto'][] = [];
  const done = async () => {
    log = await deliveries(endpoint);
    return log.length >= count && log.every((d) => d.status !== 'pending');
  };
  await waitFor(done, () => `endpoint ${endpoint}: ${JSON.stringify(log)}`, 20_000);
  return log;
}
/** The dispatcher of another process sharing the database (its own sender, the app's secret box). */
const otherProcess = (options: { batchSize?: number } = {}) =>
  new WebhookDispatcher({
    db: t.running.database.dataSource,
    send: (m) => new WebhookSender({ allowLoopback: true }).send(m),
    box: secretBoxFor(t.running.app.get(AppConfig), 'webhook-secrets'),
    mailer: { send: async () => {}, sendMany: async () => {} },
    retrySeconds: [1],
    logger: { log: () => {}, error: () => {} },
    ...options,
  });
let groupId = 0;
const addCustomer = async (email: string) => {
  groupId ||= (await unwrap(w.userA.api.POST('/api/crm/groups', { body: { groupName: 'Hooks', project: w.clientA.projectId } }))).id;
  return unwrap(
    w.userA.api.POST('/api/crm/customers', {
      body: { firstname: 'Ada', lastname: 'Hook', email, customerGroup: groupId, project: w.clientA.projectId },
    }),
  );
};

describe('webhook endpoints', () => {
  it('show the signing secret once, and keep it out of reads and of the audit trail', async () => {
    const created = await addEndpoint('/secret', ['customer.created']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const read = one(await unwrap(w.userA.api.GET('/api/webhooks', { params: { query: { id: String(created.id) } } })));
    expect(read).toMatchObject({ id: created.id, url: receiver.url + '/secret', events: ['customer.created'], enabled: true });
    expect(JSON.stringify(read)).not.toContain('whsec_');
    const listed = await unwrap(w.userA.api.GET('/api/webhooks', { params: { query: { project: String(w.clientA.projectId) } } }));
    expect((listed as { id: number }[]).map((e) => e.id)).toContain(created.id);
    expect(JSON.stringify(listed)).not.toContain('whsec_');
    // The create names the endpoint (decision 0018: a create records the row, not its values); an update
    // records what changed, never the secret.
    await unwrap(w.userA.api.PATCH('/api/webhooks', { body: { id: created.id, description: 'Audited change' } as never }));
    const audit = await sql(
      `SELECT action, changes::text AS changes FROM audit_records WHERE resource = 'webhook_endpoints' AND record_id = $1 ORDER BY id`,
      [created.id],
    );
    expect(audit.map((r) => r.action)).toEqual(['create', 'update']);
    expect(audit[0].changes).toBeNull();
    expect(audit[1].changes).toContain('Audited change');
    const leaks = await sql(`SELECT id FROM audit_records WHERE changes::text ~ 'secret_sealed|whsec_|"v1\\.'`);
    expect(leaks).toEqual([]);
  });

  it('change their events, get disabled and enabled again (what waited is sent then), and are deleted with their log', async () => {
    const endpoint = await addEndpoint('/toggle', ['lead.created']);
    const patch = (body: Record<string, unknown>) => w.userA.api.PATCH('/api/webhooks', { body: { id: endpoint.id, ...body } as never });
    expect((await patch({ events: ['customer.created', 'customer.updated'], description: 'CRM' })).response.status).toBe(204);
    expect((await patch({ events: ['invoice.paid'] })).response.status).toBe(400);
    expect((await patch({ url: 'https://10.0.0.1/x' })).response.status).toBe(400);
    expect((await patch({ enabled: false })).response.status).toBe(204);
    const read = async () => one(await unwrap(w.userA.api.GET('/api/webhooks', { params: { query: { id: String(endpoint.id) } } })));
    expect(await read()).toMatchObject({ events: ['customer.created', 'customer.updated'], description: 'CRM', enabled: false });
    // Disabled: the event is not recorded for it.
    await addCustomer('while-disabled@example.com');
    await unwrap(w.userA.api.POST('/api/webhooks/test', { body: { id: endpoint.id } }));
    await new Promise((r) => setTimeout(r, 1200));
    expect(receiver.at('/toggle')).toEqual([]);
    expect((await patch({ enabled: true })).response.status).toBe(204);
    const [ping] = await receiver.waitFor('/toggle', 1);
    expect(JSON.parse(ping.body)).toMatchObject({ type: 'webhook.test' });
    expect((await w.userA.api.DELETE('/api/webhooks', { params: { query: { id: String(endpoint.id) } } })).response.status).toBe(204);
    expect((await sql(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1`, [endpoint.id]))[0].n).toBe(0);
    expect((await w.userA.api.GET('/api/webhooks', { params: { query: { id: String(endpoint.id) } } })).response.status).toBe(404);
  });

  it('refuse bad addresses, plain http to other hosts, and unknown events', async () => {
    for (const url of [
      'https://10.0.0.8/h',
      'https://169.254.169.254/latest',
      'https://[::ffff:10.0.0.1]/h',
      'https://[fd00::1]/h',
      'http://example.com/h',
      'ftp://x/',
    ]) {
      const r = await w.userA.api.POST('/api/webhooks', { body: { project: w.clientA.projectId, url, events: ['lead.created'] } });
      expect([url, r.response.status]).toEqual([url, 400]);
    }
    const badEvent = await w.userA.api.POST('/api/webhooks', {
      body: { project: w.clientA.projectId, url: 'https://example.com/h', events: ['invoice.paid' as never] },
    });
    expect(badEvent.response.status).toBe(400);
  });

  it("keep to their tenant: another client's user and the clients' area see none of a project's", async () => {
    const created = await addEndpoint('/private', ['customer.created']);
    const other = w.clientB.api;
    expect((await other.GET('/api/account/webhooks', { params: { query: { id: String(created.id) } } })).response.status).toBe(404);
    expect((await other.DELETE('/api/account/webhooks', { params: { query: { id: String(created.id) } } })).response.status).toBe(404);
    expect((await w.userA.api.GET('/api/account/webhooks', {})).response.status).toBe(403);
    expect(
      (await w.clientA.api.GET('/api/webhooks', { params: { query: { project: String(w.clientA.projectId) } } })).response.status,
    ).toBe(403);
  });
});

describe('deliveries', () => {
  it('are signed as Standard Webhooks says, and verify with the secret', async () => {
    const endpoint = await addEndpoint('/signed', ['customer.created', 'customer.updated']);
    const customer = await addCustomer('signed@example.com');
    const [request] = await receiver.waitFor('/signed', 1);
    const payload = new Webhook(endpoint.secret).verify(request.body, request.headers as Record<string, string>) as Record<string, unknown>;
    expect(payload).toMatchObject({
      type: 'customer.created',
      data: { id: customer.id, email: 'signed@example.com', projectId: w.clientA.projectId },
    });
    expect(request.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(request.headers['webhook-signature']).toMatch(/^v1,/);
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(request.body, request.headers as Record<string, string>),
    ).toThrow();
    const [logged] = await settled(endpoint.id, 1);
    expect(logged).toMatchObject({
      event: 'customer.created',
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
      responseBody: 'ok thanks',
    });
    expect(logged.responseMs).toEqual(expect.any(Number));
  });

  it('retry a 500, with the same webhook-id, keeping the first kilobyte of the answer', async () => {
    receiver.answer('/flaky', 500);
    const endpoint = await addEndpoint('/flaky', ['customer.created']);
    await addCustomer('flaky@example.com');
    const [first, second] = await receiver.waitFor('/flaky', 2);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    const [logged] = await settled(endpoint.id, 1);
    expect(logged).toMatchObject({ status: 'delivered', attempts: 2, responseStatus: 200 });
  });

  it('keep the order of one endpoint: a later event waits for the one being retried', async () => {
    receiver.answer('/ordered', 503);
    const endpoint = await addEndpoint('/ordered', ['customer.created']);
    await addCustomer('first@example.com');
    await addCustomer('second@example.com');
    const got = await receiver.waitFor('/ordered', 3);
    expect(got.map((r) => (JSON.parse(r.body) as { data: { email: string } }).data.email)).toEqual([
      'first@example.com',
      'first@example.com',
      'second@example.com',
    ]);
    await settled(endpoint.id, 2);
  });

  // Six events of one statement are claimed as one batch: the third fails, so the batch stops there; the
  // first two are recorded delivered, the rest released untried (their attempt undone) and sent after it.
  it('send a batch in order, stopping at a failure: what follows waits for the retry', async () => {
    receiver.answer('/batch', 200, 200, 503);
    const endpoint = await addEndpoint('/batch', ['customer.created']);
    await addCustomer('batch-0@example.com');
    await receiver.waitFor('/batch', 1);
    await t.writeDirectly(
      `INSERT INTO customers (project_id, firstname, lastname, email, customer_group_id)
       SELECT $1, 'Bea', 'Batch', 'batch-' || n || '@example.com', $2 FROM generate_series(1, 6) n`,
      [w.clientA.projectId, groupId],
    );
    // While the third waits for its retry (1 s), those behind it were released untried: no attempt shown.
    await receiver.waitFor('/batch', 3);
    const pending = () =>
      sql(
        `SELECT attempts, last_attempt_at IS NULL AS untried FROM webhook_deliveries WHERE endpoint_id = $1 AND status = 'pending' ORDER BY id`,
        [endpoint.id],
      );
    let waiting = await pending();
    for (let i = 0; i < 40 && !(waiting.length === 5 && waiting[0].attempts === 1 && waiting[1].attempts === 0); i++) {
      await new Promise((r) => setTimeout(r, 10));
      waiting = await pending();
    }
    expect(waiting).toEqual([{ attempts: 1, untried: false }, ...Array(4).fill({ attempts: 0, untried: true })]);
    const got = await receiver.waitFor('/batch', 8);
    const emails = got.map((r) => (JSON.parse(r.body) as { data: { email: string } }).data.email);
    expect(emails).toEqual(
      ['batch-0', 'batch-1', 'batch-2', 'batch-2', 'batch-3', 'batch-4', 'batch-5', 'batch-6'].map((e) => `${e}@example.com`),
    );
    const log = await settled(endpoint.id, 7);
    expect(log.map((d) => [d.status, d.attempts])).toEqual([
      ['delivered', 1],
      ['delivered', 1],
      ['delivered', 2],
      ['delivered', 1],
      ['delivered', 1],
      ['delivered', 1],
      ['delivered', 1],
    ]);
  });

  it('go out once and in order when two processes deliver the same endpoint at the same time', async () => {
    const endpoint = await addEndpoint('/shared', ['customer.created']);
    // The app's dispatcher and another process's both look at the queue while it fills.
    const other = otherProcess({ batchSize: 7 });
    if (!groupId) await addCustomer('someone@example.com');
    for (let round = 0; round < 5; round++) {
      await t.writeDirectly(
        `INSERT INTO customers (project_id, firstname, lastname, email, customer_group_id)
         SELECT $1, 'Sam', 'Shared', 'shared-' || ($3::int * 20 + n) || '@example.com', $2 FROM generate_series(1, 20) n`,
        [w.clientA.projectId, groupId, round],
      );
      other.dispatch([endpoint.id]);
      t.running.app.get(WebhookDeliveries).dispatcher.dispatch([endpoint.id]);
    }
    const got = await receiver.waitFor('/shared', 100);
    // Both may still be recording their last batch as delivered.
    await Promise.all([other.idle(), t.running.app.get(WebhookDeliveries).dispatcher.idle()]);
    const states = await sql(`SELECT status, attempts, count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1 GROUP BY 1, 2`, [
      endpoint.id,
    ]);
    expect(states).toEqual([{ status: 'delivered', attempts: 1, n: 100 }]);
    const ids = got.map((r) => (JSON.parse(r.body) as { data: { id: number } }).data.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(100);
    await other.stop();
  });

  it('redeliver a message with the same webhook-id and body, and send a test event', async () => {
    const endpoint = await addEndpoint('/again', ['customer.created']);
    await addCustomer('again@example.com');
    const [original] = await settled(endpoint.id, 1);
    const again = await unwrap(w.userA.api.POST('/api/webhooks/deliveries/redeliver', { body: { id: original.id } }));
    expect(again).toMatchObject({ messageId: original.messageId, redeliveryOf: original.id, status: 'pending' });
    const [a, b] = await receiver.waitFor('/again', 2);
    expect(b.headers['webhook-id']).toBe(a.headers['webhook-id']);
    expect(b.body).toBe(a.body);

    const test = await unwrap(w.userA.api.POST('/api/webhooks/test', { body: { id: endpoint.id } }));
    expect(test.event).toBe('webhook.test');
    const [, , ping] = await receiver.waitFor('/again', 3);
    expect(new Webhook(endpoint.secret).verify(ping.body, ping.headers as Record<string, string>)).toMatchObject({ type: 'webhook.test' });
    expect((await settled(endpoint.id, 3)).map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('come from the public intake in its one statement: the new lead and the submission', async () => {
    await t.writeDirectly(`UPDATE subscriptions SET modules = '{cms,crm,com}' WHERE id = $1`, [w.clientA.subscriptionId]);
    const { token } = await unwrap(w.clientA.api.PATCH('/api/projects/token', { body: { id: w.clientA.projectId } }));
    const [form] = await sql(
      `INSERT INTO forms (project_id, label, notify_sms, notify_email) VALUES ($1, 'Contact', '', '') RETURNING id`,
      [w.clientA.projectId],
    );
    const endpoint = await addEndpoint('/intake', ['submission.created', 'lead.created']);
    let answer: Response | undefined;
    const sent = await statementsOf(t.running.database.dataSource, async () => {
      answer = await fetch(`${t.baseUrl}/api/public/forms/${String(form.id)}/submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': token },
        body: JSON.stringify({ email: 'intake@example.com', firstname: 'Ina', message: 'Hello' }),
      });
    });
    expect(answer?.status).toBe(200);
    expect(sent.filter((q) => /INSERT INTO submissions/.test(q))).toHaveLength(1);
    expect(sent.filter((q) => /INSERT INTO webhook_deliveries/.test(q))).toEqual([]);
    const got = await receiver.waitFor('/intake', 2);
    const events = got.map(
      (r) =>
        new Webhook(endpoint.secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, unknown> },
    );
    expect(events.map((e) => e.type).sort()).toEqual(['lead.created', 'submission.created']);
    expect(events.find((e) => e.type === 'submission.created')?.data).toMatchObject({ email: 'intake@example.com', formId: form.id });
  });

  it('record each project event in the statement that makes it, and only a real change as an update', async () => {
    const all = [
      'submission.created',
      'lead.created',
      'lead.scored',
      'lead.converted',
      'customer.created',
      'customer.updated',
      'event.created',
      'asset.uploaded',
    ];
    const endpoint = await addEndpoint('/all', all);
    const p = w.clientA.projectId;
    const write = (text: string, params: unknown[]) => t.writeDirectly(text, params) as Promise<{ id: number }[]>;
    const [lead] = await write(
      `INSERT INTO leads (project_id, firstname, lastname, phone, email) VALUES ($1, 'Lee', 'Hot', '555', 'lee@example.com') RETURNING id`,
      [p],
    );
    const [scoring] = await write(`INSERT INTO scorings (project_id, label, score, color) VALUES ($1, 'Hot', 9, '#ff0000') RETURNING id`, [
      p,
    ]);
    await write(`UPDATE leads SET scoring_id = $2 WHERE id = $1`, [lead.id, scoring.id]);
    await write(`UPDATE leads SET phone = '556' WHERE id = $1`, [lead.id]); // not a scoring: no event
    const customer = await addCustomer('changing@example.com');
    await write(`UPDATE customers SET city = 'Laval' WHERE id = $1`, [customer.id]);
    await write(`UPDATE customers SET city = city WHERE id = $1`, [customer.id]); // nothing changed: no event
    await write(
      `INSERT INTO customers (project_id, firstname, lastname, email, customer_group_id, converted, lead_id) VALUES ($1, 'Lee', 'Hot', 'lee@example.com', $2, true, $3)`,
      [p, groupId, lead.id],
    );
    await write(
      `INSERT INTO sch_events (project_id, event, description, start_at, end_at) VALUES ($1, 'Demo', '', now(), now() + interval '1 hour')`,
      [p],
    );
    const [folder] = await write(`INSERT INTO asset_folders (project_id, folder) VALUES ($1, 'Hooks') RETURNING id`, [p]);
    await write(
      `INSERT INTO assets (project_id, folder_id, label, source, storage_key, content_type, size) VALUES ($1, $2, 'Logo', 'logo.png', 'hooks/logo.png', 'image/png', 10)`,
      [p, folder.id],
    );
    // The log shows each message as sent (its row named as the receiver gets it).
    const rows = await deliveries(endpoint.id);
    expect(rows.map((r) => r.event).sort()).toEqual(
      [
        'lead.created',
        'lead.scored',
        'customer.created',
        'customer.updated',
        'customer.created',
        'lead.converted',
        'event.created',
        'asset.uploaded',
      ].sort(),
    );
    const updated = rows.find((r) => r.event === 'customer.updated')?.payload as { data: Record<string, unknown> };
    expect(updated.data).toMatchObject({ id: customer.id, city: 'Laval', customerGroupId: groupId });
    expect(Object.keys(updated.data)).not.toContain('search');
    // Stored as written: the statement renames nothing (migration 1764660000000).
    const [stored] = await sql(`SELECT payload FROM webhook_deliveries WHERE endpoint_id = $1 AND event = 'customer.updated'`, [
      endpoint.id,
    ]);
    expect((stored.payload as { row: Record<string, unknown> }).row).toMatchObject({ id: customer.id, customer_group_id: groupId });
    expect(Object.keys((stored.payload as { row: object }).row)).not.toContain('search');
  });

  it("reach a client's account endpoint for billing events", async () => {
    const endpoint = await unwrap(
      w.clientA.api.POST('/api/account/webhooks', { body: { url: receiver.url + '/billing', events: ['invoice.paid', 'invoice.issued'] } }),
    );
    const invoice = await unwrap(
      w.admin.POST('/api/invoices', { body: { description: 'Hooks', amount: 12, subscription: w.clientA.subscriptionId } }),
    );
    await unwrap(w.admin.PATCH('/api/invoices/status', { body: { id: invoice.id, status: 'paid' } }));
    const got = await receiver.waitFor('/billing', 2);
    expect(
      got.map((r) => (new Webhook(endpoint.secret).verify(r.body, r.headers as Record<string, string>) as { type: string }).type),
    ).toEqual(['invoice.issued', 'invoice.paid']);
    const log = await unwrap(
      w.clientA.api.GET('/api/account/webhooks/deliveries', { params: { query: { endpoint: String(endpoint.id) } } }),
    );
    expect((log as unknown[]).length).toBe(2);
    // Another client reads none of it.
    const theirs = await w.clientB.api.GET('/api/account/webhooks/deliveries', { params: { query: { endpoint: String(endpoint.id) } } });
    expect(theirs.response.status).toBe(404);
  });

  it("fan out by one generic plan, which still finds each invoice's account through its subscription", async () => {
    // Migration 1764670000000: planned once for the session, not once a statement.
    const [fn] = await sql(`SELECT proconfig FROM pg_proc WHERE proname = 'webhook_fan_out'`);
    expect(fn.proconfig).toEqual(['plan_cache_mode=force_generic_plan']);
    await unwrap(w.clientA.api.POST('/api/account/webhooks', { body: { url: receiver.url + '/generic', events: ['invoice.issued'] } }));
    // More calls than the plan cache's five custom plans, each its own statement.
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const invoice = await unwrap(
        w.admin.POST('/api/invoices', { body: { description: `Plan ${i}`, amount: i, subscription: w.clientA.subscriptionId } }),
      );
      ids.push(invoice.id);
    }
    const got = await receiver.waitFor('/generic', 7);
    expect(got.map((r) => (JSON.parse(r.body) as { data: { id: number } }).data.id)).toEqual(ids);
  });

  it('tell a client when its subscription is activated and deactivated', async () => {
    const endpoint = await unwrap(
      w.clientB.api.POST('/api/account/webhooks', {
        body: { url: receiver.url + '/subscription', events: ['subscription.activated', 'subscription.deactivated'] },
      }),
    );
    await unwrap(w.admin.PATCH('/api/subscriptions/status', { body: { id: w.clientB.subscriptionId, status: 'active' } }));
    await unwrap(w.admin.PATCH('/api/subscriptions/status', { body: { id: w.clientB.subscriptionId, status: 'inactive' } }));
    const got = await receiver.waitFor('/subscription', 2);
    const events = got.map(
      (r) => new Webhook(endpoint.secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: { id: number } },
    );
    expect(events.map((e) => [e.type, e.data.id])).toEqual([
      ['subscription.activated', w.clientB.subscriptionId],
      ['subscription.deactivated', w.clientB.subscriptionId],
    ]);
  });

  it('disable an endpoint whose message failed every attempt, and tell its owner by mail', async () => {
    receiver.answer('/down', 500, 500, 500);
    const endpoint = await addEndpoint('/down', ['customer.created']);
    await addCustomer('down@example.com');
    await receiver.waitFor('/down', 3);
    const [logged] = await settled(endpoint.id, 1);
    expect(logged).toMatchObject({ status: 'failed', attempts: 3, responseStatus: 500 });
    expect(logged.responseBody).toHaveLength(1024);
    // Given up and disabled in one statement: the endpoint reads disabled as soon as the message reads failed.
    const read = one(await unwrap(w.userA.api.GET('/api/webhooks', { params: { query: { id: String(endpoint.id) } } })));
    expect(read).toMatchObject({ enabled: false, disabledReason: expect.stringContaining('3 failed attempts') });
    // The owner's mail is queued right after (the outbox's own write).
    const disabledMail = () => sql(`SELECT to_address, subject FROM mail_outbox WHERE subject = 'A webhook endpoint was disabled'`);
    await waitFor(async () => (await disabledMail()).length > 0, 'the mail to the owner', 5_000);
    expect((await disabledMail()).length).toBe(1);
  });

  it('are refused, after resolution, towards a name that resolves to a private address', async () => {
    const sender = new WebhookSender({ allowLoopback: false, resolve: async () => [{ address: '10.1.2.3', family: 4 }] });
    const answer = await sender.send({
      url: 'https://hooks.example.com/x',
      secret: 'whsec_' + Buffer.alloc(32).toString('base64'),
      id: 'msg_1',
      body: '{}',
    });
    expect(answer).toMatchObject({ ok: false, error: expect.stringContaining('private') });
    // Outside development this machine is out of reach too (here through the real resolver).
    const local = await new WebhookSender({ allowLoopback: false }).send({
      url: receiver.url.replace('127.0.0.1', 'localhost') + '/never',
      secret: 'whsec_' + Buffer.alloc(32).toString('base64'),
      id: 'msg_2',
      body: '{}',
    });
    expect(local).toMatchObject({ ok: false, error: expect.stringContaining('loopback') });
    expect(receiver.at('/never')).toEqual([]);
  });

  it('leave the log once settled long enough: delivered after 30 days, failed after 90, pending never', async () => {
    const endpoint = await addEndpoint('/log', ['customer.created']);
    const ages = [
      ['delivered', 40],
      ['delivered', 20],
      ['failed', 100],
      ['failed', 40],
      ['pending', 200],
    ] as const;
    for (const [status, days] of ages)
      await sql(
        `INSERT INTO webhook_deliveries (endpoint_id, message_id, event, payload, status, created_at, last_attempt_at, next_attempt_at)
         VALUES ($1, 'msg_' || $2 || $3, 'customer.created', '{}', $2, now() - $3::int * interval '1 day',
           now() - $3::int * interval '1 day', now() + interval '1 day')`,
        [endpoint.id, status, days],
      );
    const left = async () =>
      (await sql(
        `SELECT status, (now() - created_at > interval '1 day' * 50) AS old FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY id`,
        [endpoint.id],
      )) as { status: string }[];
    await t.running.app.get<JobQueue>(JOB_QUEUE).enqueue(WEBHOOK_FORGET_JOB);
    for (let i = 0; i < 100 && (await left()).length === ages.length; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await left()).toEqual([
      { status: 'delivered', old: false },
      { status: 'failed', old: false },
      { status: 'pending', old: true },
    ]);
  });

  // Last: it stops the app's dispatcher.
  it('lose nothing when the process stops between the commit and the delivery: a new worker delivers it', async () => {
    const endpoint = await addEndpoint('/outbox', ['customer.created']);
    // The process "dies": its dispatcher takes nothing more, though its job queue still runs the job.
    await t.running.app.get(WebhookDeliveries).dispatcher.stop();
    const customer = await addCustomer('outbox@example.com');
    const [pending] = await sql(`SELECT id, status FROM webhook_deliveries WHERE endpoint_id = $1`, [endpoint.id]);
    expect(pending.status).toBe('pending');
    expect(
      (await sql(`SELECT 1 FROM jobs WHERE name = 'webhooks.deliver' AND payload->'endpointIds' @> $1::jsonb`, [`[${endpoint.id}]`]))
        .length,
    ).toBe(1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.at('/outbox')).toEqual([]);

    // Another process starts: its first sweep finds the pending row.
    const worker = otherProcess();
    await worker.sweep();
    await worker.idle();
    const [request] = await receiver.waitFor('/outbox', 1);
    expect(JSON.parse(request.body)).toMatchObject({ type: 'customer.created', data: { id: customer.id } });
    expect((await sql(`SELECT status FROM webhook_deliveries WHERE endpoint_id = $1`, [endpoint.id]))[0].status).toBe('delivered');
    await worker.stop();
  });
});
