// CRM customers (spec 2 "Customers"): CRUD in one project, My Customers, the rules on group and assignee,
// the batch (read by ids; create all or none), the streamed CSV export, and a group that still has customers.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { buildModuleWorld, type ModuleWorld } from './support/module-world.js';
import { many, one } from './support/fixtures.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let w: ModuleWorld;
let group: number;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
  group = (await unwrap(w.member.api.POST('/api/crm/groups', { body: { groupName: 'Retail', project: w.member.projectId } }))).id;
});

const ada = () => ({ firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', customerGroup: group, project: w.member.projectId });
const add = (body: Record<string, unknown>) => w.member.api.POST('/api/crm/customers', { body: { ...ada(), ...body } as never });
const list = (query: Record<string, string>) => w.member.api.GET('/api/crm/customers', { params: { query: query as never } });
const fieldsOf = (error: unknown) => ((error as { errors?: Array<{ field: string }> }).errors ?? []).map((e) => e.field);
const exportCsv = (query: Record<string, string>) =>
  w.member.api.GET('/api/crm/customers/export', { params: { query: query as never }, parseAs: 'text' });

describe('customers', () => {
  it('adds, lists All and My Customers, filters, reads, changes and deletes in one project', async () => {
    const created = await unwrap(add({ firstname: ' Grace ', city: 'Laval', assignedTo: w.member.userId }));
    expect(created).toMatchObject({ firstname: 'Grace', city: 'Laval', phone: '', customerGroup: group, assignedTo: w.member.userId });
    expect(created).toMatchObject({ converted: false, leadId: null, project: w.member.projectId });
    const other = await unwrap(add({ firstname: 'Zoe', email: 'zoe@shop.example' }));

    const project = String(w.member.projectId);
    const all = await list({ project, sort: 'firstname', order: 'asc' });
    expect(many(all.data!).map((c) => c.id)).toEqual(expect.arrayContaining([created.id, other.id]));
    const mine = await list({ project, assigned: String(w.member.userId) });
    expect(many(mine.data!).map((c) => c.id)).toEqual([created.id]);
    expect(mine.response.headers.get('x-total-count')).toBe('1');
    // As spec 2's call reads: `?assigned` alone, across the caller's subscription.
    const asWritten = await list({ assigned: String(w.member.userId) });
    expect([asWritten.response.status, many(asWritten.data!).map((c) => c.id)]).toEqual([200, [created.id]]);
    const theirs = await w.otherTenant.api.GET('/api/crm/customers', { params: { query: { assigned: String(w.member.userId) } } });
    expect(many(theirs.data!)).toEqual([]);
    // Naming none of the ways the route finds its project (`@ProjectFrom`): 400 before anything is read.
    const none = await list({});
    expect([none.response.status, none.error]).toEqual([
      400,
      expect.objectContaining({ message: 'Give project, id, assigned or leadId', errors: [{ field: 'project', message: 'is required' }] }),
    ]);
    expect(many((await list({ project, q: 'shop.ex' })).data!).map((c) => c.id)).toEqual([other.id]);
    // Any case, across the spaces between the names and the e-mail.
    expect(many((await list({ project, q: 'ZOE lovelace ZOE@' })).data!).map((c) => c.id)).toEqual([other.id]);

    const asRead = one(await unwrap(list({ id: String(created.id) })));
    // The console sends an emptied input as null: an optional field is cleared.
    const edited = await w.member.api.PATCH('/api/crm/customers', {
      body: { ...asRead, province: 'QC', city: null as never, assignedTo: null },
    });
    expect(edited.response.status).toBe(204);
    expect(one(await unwrap(list({ id: String(created.id) })))).toMatchObject({ province: 'QC', city: '', assignedTo: null });
    const backdated = await w.member.api.PATCH('/api/crm/customers', { body: { ...asRead, converted: true } });
    expect(fieldsOf(backdated.error)).toEqual(['converted']);

    expect((await w.member.api.DELETE('/api/crm/customers', { params: { query: { id: String(other.id) } } })).response.status).toBe(204);
    expect((await list({ id: String(other.id) })).response.status).toBe(404);
  });

  it('refuses bad input naming the field: required names, e-mail shape, group and assignee of the project', async () => {
    const otherGroup = await unwrap(
      w.otherTenant.api.POST('/api/crm/groups', { body: { groupName: 'Theirs', project: w.otherTenant.projectId } }),
    );
    for (const [body, field] of [
      [{ firstname: '' }, 'firstname'],
      [{ email: 'not-an-email' }, 'email'],
      [{ city: 'x'.repeat(201) }, 'city'],
      [{ customerGroup: undefined }, 'customerGroup'],
      [{ customerGroup: otherGroup.id }, 'customerGroup'],
      [{ assignedTo: w.otherTenant.userId }, 'assignedTo'],
      [{ assignedTo: w.clientA.id }, 'assignedTo'],
      [{ phone: 5550101 }, 'phone'],
    ] as const) {
      const r = await add(body);
      expect(r.response.status).toBe(400);
      expect(fieldsOf(r.error)).toContain(field);
    }
    const created = await unwrap(add({ email: 'rules@example.com' }));
    const moved = await w.member.api.PATCH('/api/crm/customers', { body: { id: created.id, customerGroup: otherGroup.id } });
    expect(fieldsOf(moved.error)).toEqual(['customerGroup']);
  });

  it('answers a batch of ids, and adds a batch of customers all together or not at all', async () => {
    const project = w.member.projectId;
    const before = (await list({ project: String(project) })).response.headers.get('x-total-count');
    const rows = [0, 1, 2, 3].map((i) => ({ firstname: `Row${i}`, lastname: 'Batch', email: `row${i}@example.com`, customerGroup: group }));
    const bad = await w.member.api.POST('/api/crm/customers/batch', {
      body: { project, customers: [rows[0], rows[1], rows[2], { ...rows[3], email: 'broken' }] },
    });
    expect(bad.response.status).toBe(400);
    expect((bad.error as { errors: unknown[] }).errors).toEqual([{ field: 'customers[3].email', message: 'must be an e-mail address' }]);
    expect((await list({ project: String(project) })).response.headers.get('x-total-count')).toBe(before);

    const made = await unwrap(w.member.api.POST('/api/crm/customers/batch', { body: { project, customers: rows } }));
    expect(made.map((c) => c.firstname)).toEqual(['Row0', 'Row1', 'Row2', 'Row3']);
    const read = await unwrap(w.member.api.POST('/api/crm/customers/batch', { body: { ids: [made[2].id, made[0].id] } }));
    expect(read.map((c) => c.id)).toEqual([made[2].id, made[0].id]);
    expect(await unwrap(w.otherTenant.api.POST('/api/crm/customers/batch', { body: { ids: [made[0].id] } }))).toEqual([]);
  });

  it("exports every matching customer as ExportedData.csv in people's terms, past any page size", async () => {
    const project = w.otherTenant.projectId;
    const api = w.otherTenant.api;
    const g = await unwrap(api.POST('/api/crm/groups', { body: { groupName: 'Export', project } }));
    const customers = Array.from({ length: 130 }, (_, i) => ({
      firstname: i === 0 ? '=HYPERLINK("x")' : `F${i}`,
      lastname: 'Export, Jr.',
      email: `export${i}@example.com`,
      customerGroup: g.id,
      assignedTo: i % 10 === 0 ? w.otherTenant.userId : undefined,
    }));
    await unwrap(api.POST('/api/crm/customers/batch', { body: { project, customers } }));
    const r = await api.GET('/api/crm/customers/export', { params: { query: { project: String(project) } }, parseAs: 'text' });
    expect(r.response.status).toBe(200);
    expect(r.response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(r.response.headers.get('content-disposition')).toBe('attachment; filename="ExportedData.csv"');
    const lines = (r.data as string).trimEnd().split('\r\n');
    // The console's labels; the group's and the assignee's names, not their ids; Yes/No; ISO dates.
    expect(lines[0]).toBe(
      'ID,First name,Last name,Email,Phone,Address,City,Province,Customer group,Assigned to,Converted from a lead,Lead ID,Added on',
    );
    expect(lines).toHaveLength(131);
    const assignee = (await unwrap(api.GET('/api/users', { params: { query: { id: String(w.otherTenant.userId) } } }))) as {
      firstname: string;
      lastname: string;
    };
    expect(lines[1]).toMatch(
      new RegExp(
        `,"'=HYPERLINK\\(""x""\\)","Export, Jr.",export0@example.com,,,,,Export,${assignee.firstname} ${assignee.lastname},No,,\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$`,
      ),
    );
    expect(lines[2]).toMatch(/,Export,,No,,\d{4}-/);
    const assigned = await api.GET('/api/crm/customers/export', {
      params: { query: { project: String(project), assigned: String(w.otherTenant.userId) } },
      parseAs: 'text',
    });
    expect((assigned.data as string).trimEnd().split('\r\n')).toHaveLength(14);
    const theirs = await exportCsv({ project: String(w.otherTenant.projectId) });
    expect(theirs.response.status).toBe(404);
  });

  it('defuses every cell a spreadsheet would read as a formula, whatever follows its first character (issue 18)', async () => {
    const hostile = { firstname: `-1+1+cmd|' /C calc'!A0`, lastname: '+1+1', address: '=1', city: '@x', email: 'formula@example.com' };
    await unwrap(add(hostile));
    const csv = (await exportCsv({ project: String(w.member.projectId) })).data as string;
    const line = csv.split('\r\n').find((l) => l.includes('formula@example.com'))!;
    expect(line).toContain(`,'-1+1+cmd|' /C calc'!A0,'+1+1,formula@example.com,,'=1,'@x,`);
  });

  it('keeps each project to itself, and refuses to delete a group that still has customers (409)', async () => {
    const created = await unwrap(add({ email: 'private@example.com' }));
    const other = w.otherTenant.api;
    expect((await other.GET('/api/crm/customers', { params: { query: { id: String(created.id) } } })).response.status).toBe(404);
    expect((await other.PATCH('/api/crm/customers', { body: { id: created.id, city: 'Stolen' } })).response.status).toBe(404);
    expect((await other.DELETE('/api/crm/customers', { params: { query: { id: String(created.id) } } })).response.status).toBe(404);

    const used = await unwrap(w.member.api.POST('/api/crm/groups', { body: { groupName: 'Used', project: w.member.projectId } }));
    const member = await unwrap(add({ email: 'in-used@example.com', customerGroup: used.id }));
    const refused = await w.member.api.DELETE('/api/crm/groups', { params: { query: { id: String(used.id) } } });
    expect(refused.response.status).toBe(409);
    expect((refused.error as { code: string }).code).toBe('crm.customer_group_in_use');
    await unwrap(w.member.api.DELETE('/api/crm/customers', { params: { query: { id: String(member.id) } } }));
    expect((await w.member.api.DELETE('/api/crm/groups', { params: { query: { id: String(used.id) } } })).response.status).toBe(204);
  });
});
