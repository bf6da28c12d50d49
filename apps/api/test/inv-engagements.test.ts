// Inventory engagements (spec 2 "Inventory", CONTRACT §7 and §9): items tagged to the project's customers
// and leads, read back with names; the public API lists a group's items and records an engagement by
// e-mail; the hottest-items report counts engagements per item over a window, both ends included.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { buildModuleWorld, type ModuleWorld } from './support/module-world.js';
import { many } from './support/fixtures.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let w: ModuleWorld;
let group: number;
let chair: number;
let table: number;
let lead: number;
let customer: number;
useTestApp((app) => (t = app));

const sql = (text: string, params: unknown[] = []) =>
  t.running.database.dataSource.query(text, params) as Promise<Array<Record<string, unknown>>>;
const api = () => w.member.api;

beforeAll(async () => {
  w = await buildModuleWorld(t);
  const project = w.member.projectId;
  const template = await unwrap(api().POST('/api/inv/templates', { body: { name: 'Furniture', fields: 'item,cost', project } }));
  group = (await unwrap(api().POST('/api/inv/groups', { body: { name: 'Showroom', template: template.id, project } }))).id;
  const add = (item: string, cost: number) =>
    unwrap(api().POST('/api/inv/items', { body: { inventoryGroup: group, data: { item, cost } } })).then((i) => i.id);
  chair = await add('Chair', 49.99);
  table = await add('Table', 450);
  lead = (
    await unwrap(
      api().POST('/api/com/leads', { body: { firstname: 'Ada', lastname: 'Lead', phone: '555-0101', email: 'ada@example.com', project } }),
    )
  ).id;
  const customerGroup = await unwrap(api().POST('/api/crm/groups', { body: { groupName: 'Retail', project } }));
  customer = (
    await unwrap(
      api().POST('/api/crm/customers', {
        body: { firstname: 'Cy', lastname: 'Customer', email: 'cy@example.com', customerGroup: customerGroup.id, project },
      }),
    )
  ).id;
});

const publicCall = (method: string, path: string, body?: unknown, key: string | null = w.member.apiKey) =>
  fetch(`${t.baseUrl}/api/public/inv/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('engagement tags', () => {
  it('tags an item to a lead and a customer, reads them back with names by type, owner and item, and removes one', async () => {
    const tagged = await unwrap(api().POST('/api/inv/tags', { body: { inventory: chair, tagType: 'lead', typeId: lead } }));
    expect(tagged).toMatchObject({
      inventory: chair,
      tagType: 'lead',
      typeId: lead,
      inventoryName: 'Chair',
      ownerDetails: { firstname: 'Ada', lastname: 'Lead', email: 'ada@example.com' },
    });
    await unwrap(api().POST('/api/inv/tags', { body: { inventory: table, tagType: 'customer', typeId: customer } }));

    const leads = many(
      await unwrap(api().GET('/api/inv/tags', { params: { query: { tagType: 'lead', project: String(w.member.projectId) } } })),
    );
    expect(leads.map((e) => e.id)).toEqual([tagged.id]);
    const ofCustomer = many(
      await unwrap(api().GET('/api/inv/tags', { params: { query: { tagType: 'customer', typeId: String(customer) } } })),
    );
    expect(ofCustomer).toEqual([
      expect.objectContaining({ inventoryName: 'Table', ownerDetails: { firstname: 'Cy', lastname: 'Customer', email: 'cy@example.com' } }),
    ]);
    const ofChair = many(await unwrap(api().GET('/api/inv/tags', { params: { query: { item: String(chair) } } })));
    expect(ofChair.map((e) => e.tagType)).toEqual(['lead']);

    expect((await api().DELETE('/api/inv/tags', { params: { query: { id: String(tagged.id) } } })).response.status).toBe(204);
    expect((await api().DELETE('/api/inv/tags', { params: { query: { id: String(tagged.id) } } })).response.status).toBe(404);
  });

  it('refuses an owner of another project, an unknown type, and a list without a filter', async () => {
    const theirLead = await unwrap(
      w.otherTenant.api.POST('/api/com/leads', {
        body: { firstname: 'Eve', lastname: 'Other', phone: '555-0199', email: 'eve@example.com', project: w.otherTenant.projectId },
      }),
    );
    const before = (await sql(`SELECT count(*) AS n FROM inventory_tags`))[0].n;
    const r = await api().POST('/api/inv/tags', { body: { inventory: chair, tagType: 'lead', typeId: theirLead.id } });
    expect(r.response.status).toBe(404);
    expect((r.error as { code: string }).code).toBe('inv.tag_owner_not_found');
    expect(
      (await api().POST('/api/inv/tags', { body: { inventory: chair, tagType: 'vendor', typeId: lead } as never })).response.status,
    ).toBe(400);
    expect(
      (await w.otherTenant.api.POST('/api/inv/tags', { body: { inventory: chair, tagType: 'lead', typeId: theirLead.id } })).response
        .status,
    ).toBe(404);
    expect((await sql(`SELECT count(*) AS n FROM inventory_tags`))[0].n).toBe(before);
    expect((await api().GET('/api/inv/tags', { params: { query: {} } })).response.status).toBe(400);
    expect((await w.otherTenant.api.GET('/api/inv/tags', { params: { query: { item: String(chair) } } })).response.status).toBe(404);
  });
});

describe('public inventory API', () => {
  it('lists a group of the key’s project with each item’s status, and nothing of another project', async () => {
    await unwrap(api().PATCH('/api/inv/items/status', { body: { id: table, status: 1 } }));
    const r = await publicCall('GET', `items?group=${group}&sort=id&order=asc`);
    expect(r.status).toBe(200);
    expect(((await r.json()) as Array<{ item: string; status: number }>).map((i) => [i.item, i.status])).toEqual([
      ['Chair', 0],
      ['Table', 1],
    ]);
    expect((await publicCall('GET', `items?group=${group}`, undefined, w.otherTenant.apiKey)).status).toBe(404);
    expect((await publicCall('GET', `items?group=${group}`, undefined, null)).status).toBe(401);
    expect((await publicCall('GET', 'items')).status).toBe(400);
  });

  it('records an engagement by e-mail, linked to the customer or the lead with it; an unknown e-mail is 404', async () => {
    const toLead = await publicCall('POST', 'engagements', { item: chair, email: 'ADA@example.com' });
    expect(toLead.status).toBe(200);
    expect(await toLead.json()).toMatchObject({ tagType: 'lead', typeId: lead, item: chair });
    const toCustomer = await publicCall('POST', 'engagements', { item: table, email: 'cy@example.com' });
    expect(await toCustomer.json()).toMatchObject({ tagType: 'customer', typeId: customer });
    const before = (await sql(`SELECT count(*) AS n FROM inventory_tags`))[0].n;
    expect((await publicCall('POST', 'engagements', { item: chair, email: 'nobody@example.com' })).status).toBe(404);
    expect((await publicCall('POST', 'engagements', { item: chair, email: 'not an e-mail' })).status).toBe(400);
    expect((await publicCall('POST', 'engagements', { item: chair, email: 'ada@example.com' }, w.otherTenant.apiKey)).status).toBe(404);
    expect((await sql(`SELECT count(*) AS n FROM inventory_tags`))[0].n).toBe(before);
  });
});

describe('hottest items report', () => {
  const T = 1_900_000_000; // a fixed window, far from now: [T, T + 100]
  const at = (item: number, seconds: number) =>
    sql(
      `INSERT INTO inventory_tags (project_id, inventory_id, tag_type, type_id, created_at) VALUES ($1, $2, 'lead', $3, to_timestamp($4))`,
      [w.member.projectId, item, lead, seconds],
    );
  const hottest = (query: Record<string, string>) =>
    api().GET('/api/inv/items/hottest', { params: { query: { project: String(w.member.projectId), ...query } as never } });

  it('counts engagements per item within the window, both ends included, most engaged first', async () => {
    for (const s of [T - 1, T, T + 50, T + 100, T + 100.5, T + 101]) await at(chair, s);
    for (const s of [T + 10, T + 20, T + 30, T + 40]) await at(table, s);
    const r = await unwrap(hottest({ dateFrom: String(T), dateTo: String(T + 100) }));
    // Chair: T, T + 50, T + 100 and T + 100.5 (dateTo covers its whole second); not T - 1 nor T + 101. A tie goes by id.
    expect(r).toEqual([
      { id: chair, name: 'Chair', count: 4, price: 49.99 },
      { id: table, name: 'Table', count: 4, price: 450 },
    ]);
    await at(table, T + 60);
    expect((await unwrap(hottest({ dateFrom: String(T), dateTo: String(T + 100) }))).map((h) => [h.name, h.count])).toEqual([
      ['Table', 5],
      ['Chair', 4],
    ]);
    expect(await unwrap(hottest({ dateFrom: String(T + 101), dateTo: String(T + 200) }))).toEqual([
      { id: chair, name: 'Chair', count: 1, price: 49.99 },
    ]);
    expect(await unwrap(hottest({ dateFrom: String(T + 1000), dateTo: String(T + 2000) }))).toEqual([]);
    expect((await hottest({ dateFrom: String(T + 10), dateTo: String(T) })).response.status).toBe(400);
    expect((await hottest({ dateFrom: 'yesterday' })).response.status).toBe(400);
  });

  it('defaults to the last 600000 ms, and keeps to the named project', async () => {
    const now = Date.now() / 1000;
    await at(table, now - 300);
    await at(table, now - 660);
    const r = await unwrap(hottest({}));
    const tableCount = (
      await sql(
        `SELECT count(*)::int AS n FROM inventory_tags WHERE inventory_id = $1 AND created_at >= now() - interval '600 seconds' AND created_at <= now()`,
        [table],
      )
    )[0].n;
    expect(r.find((h) => h.id === table)?.count).toBe(tableCount);
    const other = await w.otherTenant.api.GET('/api/inv/items/hottest', { params: { query: { project: String(w.member.projectId) } } });
    expect(other.response.status).toBe(404);
    expect(
      await unwrap(w.otherTenant.api.GET('/api/inv/items/hottest', { params: { query: { project: String(w.otherTenant.projectId) } } })),
    ).toEqual([]);
  });
});
