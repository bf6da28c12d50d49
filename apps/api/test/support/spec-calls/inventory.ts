// Spec 2 §7 "Inventory", as the project's user.
import { beforeAll, describe, expect } from '@jest/globals';
import { created, expectList, expectRecord, expectStatus, ids, nowSeconds, num, str, type Caller, type Rec } from './http.js';
import { specCall, specCall1 } from './registry.js';
import type { SpecWorld } from './world.js';

const TEMPLATE = { id: num, name: str, fields: expect.any(Array), project: num };
const GROUP = { id: num, name: str, template: num, project: num };
const ITEM = { id: num, item: str, cost: num, status: num, inventoryGroup: num, data: expect.any(Object) };
const TAG = { id: num, inventory: num, tagType: str, typeId: num, inventoryName: str, ownerDetails: expect.any(Object) };

export function inventoryCalls(w: () => SpecWorld): void {
  const user = (): Caller => w().user.call;
  const project = () => w().project.id;
  const addTemplate = (name: string) =>
    user()('POST', '/inv/templates', { name, project: project(), fields: ['item', 'cost', 'colour'] }).then(created);
  const addGroup = (name: string) => user()('POST', '/inv/groups', { name, project: project(), template }).then(created);
  const addItem = (name: string) =>
    user()('POST', '/inv/items', { inventoryGroup: group, data: { item: name, cost: 250, colour: 'oak' }, status: 0 }).then(created);

  let template: number;
  let group: number;
  let item: number;
  let customer: number;
  let lead: number;
  beforeAll(async () => {
    template = await addTemplate('Furniture');
    group = await addGroup('Showroom');
    item = await addItem('Oak table');
    const customerGroup = created(await user()('POST', '/crm/groups', { groupName: 'Buyers', project: project() }));
    customer = created(
      await user()('POST', '/crm/customers', {
        firstname: 'Cara',
        lastname: 'Customer',
        email: `cara-${w().unique()}@example.com`,
        customerGroup,
        project: project(),
      }),
    );
    lead = created(
      await user()('POST', '/com/leads', {
        firstname: 'Leo',
        lastname: 'Lead',
        phone: '555-0133',
        email: `leo-${w().unique()}@example.com`,
        project: project(),
      }),
    );
    // Engagements: the item to a customer and to a lead, so the tag reads and the hottest report have rows.
    created(await user()('POST', '/inv/tags', { inventory: item, tagType: 'customer', typeId: customer }));
    created(await user()('POST', '/inv/tags', { inventory: item, tagType: 'lead', typeId: lead }));
  });

  describe('Templates and groups', () => {
    const templates = 'GET /inv/templates?project or ?id';
    specCall(templates, '?project', async () => {
      expect(ids(expectList(await user()('GET', `/inv/templates?project=${project()}`), TEMPLATE))).toContain(template);
    });
    specCall(templates, '?id', async () => {
      expectRecord(await user()('GET', `/inv/templates?id=${template}`), { ...TEMPLATE, id: template, fields: ['item', 'cost', 'colour'] });
    });
    specCall1('POST /inv/templates {name, project, fields}', async () => {
      const body = { name: 'Lots', project: project(), fields: ['item', 'cost', 'area'] };
      expectRecord(await user()('POST', '/inv/templates', body), { ...TEMPLATE, ...body });
    });
    specCall1('PATCH /inv/templates {id, name, fields}', async () => {
      const id = await addTemplate('Draft');
      expectStatus(await user()('PATCH', '/inv/templates', { id, name: 'Draft, renamed', fields: ['item', 'cost', 'size'] }), 204);
      expectRecord(await user()('GET', `/inv/templates?id=${id}`), { name: 'Draft, renamed', fields: ['item', 'cost', 'size'] });
    });
    specCall1('DELETE /inv/templates?id', async () => {
      const id = await addTemplate('Doomed');
      expectStatus(await user()('DELETE', `/inv/templates?id=${id}`), 204);
    });
    const groups = 'GET /inv/groups?project or ?id';
    specCall(groups, '?project', async () => {
      expect(ids(expectList(await user()('GET', `/inv/groups?project=${project()}`), GROUP))).toContain(group);
    });
    specCall(groups, '?id', async () => {
      expectRecord(await user()('GET', `/inv/groups?id=${group}`), { ...GROUP, id: group, template });
    });
    specCall1('POST /inv/groups {name, project, template}', async () => {
      const body = { name: 'Warehouse', project: project(), template };
      expectRecord(await user()('POST', '/inv/groups', body), { ...GROUP, ...body });
    });
    specCall1('PATCH /inv/groups (payload not shown)', async () => {
      // Not shown: the group as read back with its name changed (CONTRACT §4).
      const id = await addGroup('Annex');
      const read = expectRecord(await user()('GET', `/inv/groups?id=${id}`), GROUP);
      expectStatus(await user()('PATCH', '/inv/groups', { ...read, name: 'Annex, renamed' }), 204);
      expectRecord(await user()('GET', `/inv/groups?id=${id}`), { name: 'Annex, renamed' });
    });
    specCall1('DELETE /inv/groups?id', async () => {
      const id = await addGroup('Doomed');
      expectStatus(await user()('DELETE', `/inv/groups?id=${id}`), 204);
    });
  });

  describe('Items and engagements', () => {
    const items = 'GET /inv/items?group or ?id';
    specCall(items, '?group', async () => {
      expect(ids(expectList(await user()('GET', `/inv/items?group=${group}`), { ...ITEM, inventoryGroup: group }))).toContain(item);
    });
    specCall(items, '?id', async () => {
      expectRecord(await user()('GET', `/inv/items?id=${item}`), { ...ITEM, id: item, item: 'Oak table', cost: 250 });
    });
    specCall1('POST /inv/items {inventoryGroup, data, status}', async () => {
      const body = { inventoryGroup: group, data: { item: 'Pine chair', cost: 80, colour: 'pale' }, status: 0 };
      expectRecord(await user()('POST', '/inv/items', body), { ...ITEM, ...body, item: 'Pine chair', cost: 80 });
    });
    specCall1('PATCH /inv/items {id, inventoryGroup, data}', async () => {
      const id = await addItem('Stool');
      const body = { id, inventoryGroup: group, data: { item: 'Tall stool', cost: 95, colour: 'black' } };
      expectStatus(await user()('PATCH', '/inv/items', body), 204);
      expectRecord(await user()('GET', `/inv/items?id=${id}`), { item: 'Tall stool', cost: 95 });
    });
    specCall1('DELETE /inv/items?id', async () => {
      const id = await addItem('Doomed');
      expectStatus(await user()('DELETE', `/inv/items?id=${id}`), 204);
    });
    specCall1('PATCH /inv/items/status {id, status}', async () => {
      const id = await addItem('Bench');
      expectStatus(await user()('PATCH', '/inv/items/status', { id, status: 2 }), 204);
      expectRecord(await user()('GET', `/inv/items?id=${id}`), { status: 2 });
    });
    specCall1('GET /inv/items/hottest?project&dateFrom&dateTo returns rows name, count, price', async () => {
      const a = await user()('GET', `/inv/items/hottest?project=${project()}&dateFrom=${nowSeconds() - 3600}&dateTo=${nowSeconds() + 60}`);
      expectStatus(a, 200);
      expect(a.body).toContainEqual(expect.objectContaining({ name: 'Oak table', count: 2, price: 250 }));
    });
    const tags = 'GET /inv/tags?tagType=customer|lead, or ?typeId&tagType, or ?item={id}';
    for (const tagType of ['customer', 'lead'])
      specCall(tags, `?tagType=${tagType}`, async () => {
        const rows = expectList(await user()('GET', `/inv/tags?tagType=${tagType}`), { ...TAG, tagType });
        expect(rows.map((r: Rec) => r.inventory)).toContain(item);
      });
    specCall(tags, '?typeId&tagType', async () => {
      expectList(await user()('GET', `/inv/tags?typeId=${customer}&tagType=customer`), { ...TAG, typeId: customer, tagType: 'customer' });
    });
    specCall(tags, '?item={id}', async () => {
      expect(expectList(await user()('GET', `/inv/tags?item=${item}`), { ...TAG, inventory: item })).toHaveLength(2);
    });
    specCall1('POST /inv/tags {inventory, tagType, typeId}', async () => {
      const other = await addItem('Lamp');
      const body = { inventory: other, tagType: 'customer', typeId: customer };
      expectRecord(await user()('POST', '/inv/tags', body), { ...TAG, ...body, inventoryName: 'Lamp' });
    });
    specCall1('DELETE /inv/tags?id', async () => {
      const other = await addItem('Rug');
      const id = created(await user()('POST', '/inv/tags', { inventory: other, tagType: 'lead', typeId: lead }));
      expectStatus(await user()('DELETE', `/inv/tags?id=${id}`), 204);
    });
  });
}
