// Two fixes of CONTRACT §4 and §9 found by trying the API as an integrator: PATCH takes the record as read
// back, and a subscription's coreId is a positive integer.
import { describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { one, useWorld, type World } from './support/fixtures.js';

let w: World;
useWorld((_app, world) => (w = world));

const fieldsOf = (error: unknown) => ((error as { errors?: Array<{ field: string }> }).errors ?? []).map((e) => e.field);

describe('PATCH takes the record as read back', () => {
  it('accepts a whole invoice with one field changed, and stores the change', async () => {
    const invoice = one(await unwrap(w.admin.GET('/api/invoices', { params: { query: { id: String(w.clientA.invoiceId) } } })));
    const r = await w.admin.PATCH('/api/invoices', { body: { ...invoice, description: 'Changed as read back' } as never });
    expect(r.response.status).toBe(204);
    const after = one(await unwrap(w.admin.GET('/api/invoices', { params: { query: { id: String(invoice.id) } } })));
    expect(after).toMatchObject({ description: 'Changed as read back', status: invoice.status, dateCreated: invoice.dateCreated });
  });

  it('names the read-only fields that differ from the stored values, and changes nothing', async () => {
    const invoice = one(await unwrap(w.admin.GET('/api/invoices', { params: { query: { id: String(w.clientA.invoiceId) } } })));
    const r = await w.admin.PATCH('/api/invoices', {
      body: { ...invoice, description: 'Sneaky', status: 'paid', dateCreated: 1 } as never,
    });
    expect(r.response.status).toBe(400);
    expect(fieldsOf(r.error).sort()).toEqual(['dateCreated', 'status']);
    const after = one(await unwrap(w.admin.GET('/api/invoices', { params: { query: { id: String(invoice.id) } } })));
    expect(after.description).toBe(invoice.description);
  });

  it('still refuses a field the record does not have', async () => {
    const client = one(await unwrap(w.admin.GET('/api/clients', { params: { query: { id: String(w.clientA.id) } } })));
    const r = await w.admin.PATCH('/api/clients', { body: { ...client, nickname: 'Ace' } as never });
    expect(r.response.status).toBe(400);
    expect(fieldsOf(r.error)).toEqual(['nickname']);
    const same = await w.admin.PATCH('/api/clients', { body: { ...client, phone: '555-0199' } });
    expect(same.response.status).toBe(204);
  });

  it('holds for users and projects too', async () => {
    const user = one(await unwrap(w.clientA.api.GET('/api/users', { params: { query: { id: String(w.clientA.userId) } } })));
    expect((await w.clientA.api.PATCH('/api/users', { body: { ...user, lastname: 'Renamed' } })).response.status).toBe(204);
    const moved = await w.clientA.api.PATCH('/api/users', { body: { ...user, subscription: w.clientB.subscriptionId } });
    expect(moved.response.status).toBe(400);
    expect(fieldsOf(moved.error)).toEqual(['subscription']);
    const project = await unwrap(w.clientA.api.GET('/api/projects', { params: { query: { id: String(w.clientA.projectId) } } }));
    expect((await w.clientA.api.PATCH('/api/projects', { body: { ...project, website: 'https://read.back' } })).response.status).toBe(204);
  });
});

describe('coreId is a positive integer', () => {
  const body = (coreId: unknown) => ({
    client: w.clientB.id,
    coreId: coreId as number,
    maxProjects: 1,
    maxUsers: 1,
    modules: ['cms' as const],
  });

  it('takes a number and answers a number', async () => {
    const s = await unwrap(w.admin.POST('/api/subscriptions', { body: body(8528) }));
    expect(s.coreId).toBe(8528);
    const listed = await unwrap(w.admin.GET('/api/subscriptions', { params: { query: { q: '8528' } } }));
    expect((listed as Array<{ id: number }>).map((x) => x.id)).toContain(s.id);
  });

  it('refuses text, zero, negatives and fractions, naming coreId', async () => {
    for (const coreId of ['8528', 0, -3, 1.5]) {
      const r = await w.admin.POST('/api/subscriptions', { body: body(coreId) });
      expect(r.response.status).toBe(400);
      expect(fieldsOf(r.error)).toContain('coreId');
    }
  });
});

describe('an id beyond the database’s 32-bit range', () => {
  it('is the request’s fault (400), in a query string and in a body, and changes nothing', async () => {
    const far = '99999999999';
    const read = await w.admin.GET('/api/invoices', { params: { query: { id: far } } });
    expect(read.response.status).toBe(400);
    expect(read.error).toMatchObject({ code: 'http.bad_request', message: 'A number in the request is out of range' });
    const removed = await w.admin.DELETE('/api/clients', { params: { query: { id: far } } });
    expect(removed.response.status).toBe(400);
    const client = one(await unwrap(w.admin.GET('/api/clients', { params: { query: { id: String(w.clientA.id) } } })));
    const moved = await w.admin.POST('/api/subscriptions', {
      body: { client: Number(far), coreId: 1, maxProjects: 1, maxUsers: 1, modules: ['cms'] },
    });
    expect(moved.response.status).toBe(400);
    expect(one(await unwrap(w.admin.GET('/api/clients', { params: { query: { id: String(client.id) } } })))).toEqual(client);
  });
});
