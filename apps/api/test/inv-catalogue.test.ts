// Inventory templates, groups and items (spec 2 "Inventory"): the template's fields rule the items' data,
// a new item starts Available, any status may be set directly, and what is not the caller's answers 404.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { buildModuleWorld, type ModuleWorld } from './support/module-world.js';
import { many, one } from './support/fixtures.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let w: ModuleWorld;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
});

const api = () => w.member.api;
const addTemplate = (name: string, fields: string | string[], project = w.member.projectId) =>
  api().POST('/api/inv/templates', { body: { name, fields, project } });
const addGroup = (name: string, template: number, project = w.member.projectId) =>
  api().POST('/api/inv/groups', { body: { name, template, project } });
const addItem = (inventoryGroup: number, data: Record<string, unknown>, status?: number) =>
  api().POST('/api/inv/items', { body: { inventoryGroup, data, status } as never });
const getItem = async (id: number) => one(await unwrap(api().GET('/api/inv/items', { params: { query: { id: String(id) } } })));
const errorsOf = (r: { error?: unknown }) => (r.error as { errors?: Array<{ field: string; message: string }> }).errors ?? [];
const count = async (table: string) => Number((await t.running.database.dataSource.query(`SELECT count(*) AS n FROM ${table}`))[0].n);

describe('inventory templates', () => {
  it('parses the fields string, lists, reads, edits and deletes', async () => {
    const template = await unwrap(addTemplate(' Furniture ', ` item, "cost", 'colour', wood type `));
    expect(template).toMatchObject({ name: 'Furniture', fields: ['item', 'cost', 'colour', 'woodtype'], project: w.member.projectId });
    const list = await api().GET('/api/inv/templates', { params: { query: { project: String(w.member.projectId), q: 'furn' } } });
    expect(many(list.data!).map((x) => x.id)).toContain(template.id);
    expect(list.response.headers.get('x-total-count')).toBe('1');
    const asRead = one(await unwrap(api().GET('/api/inv/templates', { params: { query: { id: String(template.id) } } })));
    expect(
      (await api().PATCH('/api/inv/templates', { body: { ...asRead, name: 'Chairs', fields: 'item,cost,legs' } })).response.status,
    ).toBe(204);
    expect(one(await unwrap(api().GET('/api/inv/templates', { params: { query: { id: String(template.id) } } })))).toMatchObject({
      name: 'Chairs',
      fields: ['item', 'cost', 'legs'],
    });
    expect((await api().DELETE('/api/inv/templates', { params: { query: { id: String(template.id) } } })).response.status).toBe(204);
    expect((await api().GET('/api/inv/templates', { params: { query: { id: String(template.id) } } })).response.status).toBe(404);
  });

  it("refuses fields without item and cost, or none, with the spec's messages, storing nothing", async () => {
    const before = await count('inventory_templates');
    for (const [fields, message] of [
      ['name, price', 'Your keys have to contain item and cost'],
      ['item', 'Your keys have to contain item and cost'],
      ['', 'You need to provide a comma-separated list of fields'],
      [' , "" ,', 'You need to provide a comma-separated list of fields'],
    ] as const) {
      const r = await addTemplate('Bad', fields);
      expect(r.response.status).toBe(400);
      expect((r.error as { message: string }).message).toBe(message);
      expect(errorsOf(r)).toEqual([{ field: 'fields', message }]);
    }
    const noFields = await api().POST('/api/inv/templates', { body: { name: 'Bad', project: w.member.projectId } as never });
    expect(noFields.response.status).toBe(400);
    expect((await addTemplate('', 'item,cost')).response.status).toBe(400);
    expect(await count('inventory_templates')).toBe(before);
  });

  it('keeps a template used by a group: 409, and it stays', async () => {
    const template = await unwrap(addTemplate('Used', 'item,cost'));
    await unwrap(addGroup('Using it', template.id));
    const r = await api().DELETE('/api/inv/templates', { params: { query: { id: String(template.id) } } });
    expect(r.response.status).toBe(409);
    expect((r.error as { code: string }).code).toBe('inv.template_in_use');
    expect((await api().GET('/api/inv/templates', { params: { query: { id: String(template.id) } } })).response.status).toBe(200);
  });
});

describe('inventory groups and items', () => {
  it('adds a group on a template, items on the group (Available first), sets statuses, edits and deletes', async () => {
    const template = await unwrap(addTemplate('Tables', 'item, cost, wood'));
    const group = await unwrap(addGroup('Showroom', template.id));
    expect(group).toMatchObject({ name: 'Showroom', template: template.id, project: w.member.projectId });
    const item = await unwrap(addItem(group.id, { item: 'Oak table', cost: '450.50', wood: 'oak' }, 0));
    expect(item).toMatchObject({
      item: 'Oak table',
      cost: 450.5,
      status: 0,
      inventoryGroup: group.id,
      data: { item: 'Oak table', cost: 450.5, wood: 'oak' },
    });
    await unwrap(addItem(group.id, { item: 'Pine table', cost: 120, wood: 'pine' }));

    const page = await api().GET('/api/inv/items', { params: { query: { group: String(group.id), sort: 'cost', order: 'asc' } } });
    expect(many(page.data!).map((i) => i.item)).toEqual(['Pine table', 'Oak table']);
    expect(page.response.headers.get('x-total-count')).toBe('2');

    for (const status of [1, 2, 0, 2] as const) {
      expect((await api().PATCH('/api/inv/items/status', { body: { id: item.id, status } })).response.status).toBe(204);
      expect((await getItem(item.id)).status).toBe(status);
    }
    for (const status of [3, -1, '1'])
      expect((await api().PATCH('/api/inv/items/status', { body: { id: item.id, status } as never })).response.status).toBe(400);
    expect((await getItem(item.id)).status).toBe(2);

    const asRead = await getItem(item.id);
    const edited = await api().PATCH('/api/inv/items', { body: { ...asRead, data: { item: 'Oak desk', cost: 500, wood: 'oak' } } });
    expect(edited.response.status).toBe(204);
    expect(await getItem(item.id)).toMatchObject({ item: 'Oak desk', cost: 500, status: 2 });
    const sneaky = await api().PATCH('/api/inv/items', { body: { ...asRead, status: 0, data: asRead.data } });
    expect(sneaky.response.status).toBe(400);

    // Renaming the group is fine; its template cannot change while it has items.
    const other = await unwrap(addTemplate('Other', 'item,cost'));
    expect((await api().PATCH('/api/inv/groups', { body: { id: group.id, name: 'Front showroom' } })).response.status).toBe(204);
    const retemplate = await api().PATCH('/api/inv/groups', { body: { id: group.id, template: other.id } });
    expect(retemplate.response.status).toBe(409);

    expect((await api().DELETE('/api/inv/items', { params: { query: { id: String(item.id) } } })).response.status).toBe(204);
    expect((await api().GET('/api/inv/items', { params: { query: { id: String(item.id) } } })).response.status).toBe(404);
    // Deleting the group deletes its items.
    expect((await api().DELETE('/api/inv/groups', { params: { query: { id: String(group.id) } } })).response.status).toBe(204);
    expect(
      Number(
        (
          await t.running.database.dataSource.query(`SELECT count(*) AS n FROM inventory_items WHERE inventory_group_id = $1`, [group.id])
        )[0].n,
      ),
    ).toBe(0);
  });

  it("refuses data that does not match the template, a new item not Available, and a group of another template's project", async () => {
    const template = await unwrap(addTemplate('Lamps', 'item,cost,colour'));
    const group = await unwrap(addGroup('Lighting', template.id));
    const before = await count('inventory_items');
    for (const [data, fields] of [
      [{ item: 'Lamp', cost: 10 }, ['data.colour']],
      [{ item: 'Lamp', cost: -1, colour: 'red' }, ['data.cost']],
      [{ item: 'Lamp', cost: 'ten', colour: 'red' }, ['data.cost']],
      [{ item: '', cost: 1, colour: 'red', size: 'L' }, ['data.item', 'data.size']],
      [{ item: 'x'.repeat(201), cost: 1, colour: 'red' }, ['data.item']],
    ] as const) {
      const r = await addItem(group.id, data);
      expect(r.response.status).toBe(400);
      expect(errorsOf(r).map((e) => e.field)).toEqual(fields);
    }
    const sold = await addItem(group.id, { item: 'Lamp', cost: 1, colour: 'red' }, 2);
    expect(sold.response.status).toBe(400);
    expect(errorsOf(sold).map((e) => e.field)).toEqual(['status']);
    expect((await addItem(999_999, { item: 'Lamp', cost: 1, colour: 'red' })).response.status).toBe(404);
    expect(await count('inventory_items')).toBe(before);
    expect((await addGroup('No template', 999_999)).response.status).toBe(404);
    expect((await api().GET('/api/inv/items', { params: { query: {} } })).response.status).toBe(400);
    // Beyond the database's 32-bit ids: no such group or project, never an error of the database.
    expect((await api().GET('/api/inv/items', { params: { query: { group: '99999999999' } } })).response.status).toBe(404);
    const farProject = await api().GET('/api/inv/templates', { params: { query: { project: '99999999999' } } });
    expect((farProject.error as { code?: string }).code).toBe('tenancy.project_not_found');
  });

  it("keeps each project to itself: another subscription neither reads, lists, changes nor uses the member's records", async () => {
    const template = await unwrap(addTemplate('Private', 'item,cost'));
    const group = await unwrap(addGroup('Private group', template.id));
    const item = await unwrap(addItem(group.id, { item: 'Secret', cost: 1 }));
    const empty = await unwrap(addGroup('Empty group', template.id));
    const none = await api().GET('/api/inv/items', { params: { query: { group: String(empty.id) } } });
    expect(none.response.status).toBe(200);
    expect(none.response.headers.get('x-total-count')).toBe('0');
    const other = w.otherTenant.api;
    expect((await other.GET('/api/inv/items', { params: { query: { group: String(empty.id) } } })).response.status).toBe(404);
    expect((await other.GET('/api/inv/templates', { params: { query: { id: String(template.id) } } })).response.status).toBe(404);
    expect((await other.GET('/api/inv/items', { params: { query: { group: String(group.id) } } })).response.status).toBe(404);
    expect((await other.GET('/api/inv/items', { params: { query: { id: String(item.id) } } })).response.status).toBe(404);
    expect((await other.PATCH('/api/inv/items/status', { body: { id: item.id, status: 2 } })).response.status).toBe(404);
    expect((await other.DELETE('/api/inv/groups', { params: { query: { id: String(group.id) } } })).response.status).toBe(404);
    const theirs = await other.POST('/api/inv/groups', {
      body: { name: 'Borrowed', template: template.id, project: w.otherTenant.projectId },
    });
    expect(theirs.response.status).toBe(404);
    expect((await other.POST('/api/inv/items', { body: { inventoryGroup: group.id, data: { item: 'X', cost: 1 } } })).response.status).toBe(
      404,
    );
    expect((await getItem(item.id)).status).toBe(0);
  });
});
