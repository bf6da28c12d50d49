import { describe, expect, it } from '@jest/globals';
import { InvalidInput, type ListQuery, type TenantScope } from '@atrium/kernel';
import { FakeProjectRecords, FixedClock, testProject } from '@atrium/testing';
import { HOTTEST_DEFAULT_WINDOW_MS, type HottestItemsReport } from './engagement.js';
import { ReportHottestItems } from './engagement.use-cases.js';
import type { InventoryGroup, InventoryGroupInput } from './group.js';
import { AddInventoryGroup, GroupHasItems, UpdateInventoryGroup } from './group.use-cases.js';
import { checkItemData, ITEM_STATUSES, type Item, type ItemInput, type ItemRepository } from './item.js';
import { AddItem, SetItemStatus, UpdateItem } from './item.use-cases.js';
import { MISSING_ITEM_OR_COST, NO_FIELDS, parseTemplateFields, type Template, type TemplateInput } from './template.js';
import { AddTemplate } from './template.use-cases.js';

// Subscription 1 holds projects 10 and 11; subscription 2 holds project 20.
const projectsOf = (subscriptionId: number) => ({ 1: [10, 11], 2: [20] })[subscriptionId] ?? [];
const user = (subscriptionId: number, projectId?: number): TenantScope => ({ kind: 'users', userId: 1, subscriptionId, projectId });

class FakeItems extends FakeProjectRecords<Item, ItemInput> implements ItemRepository {
  listOfGroup(groupId: number, query: ListQuery, scope: TenantScope) {
    return this.list(query, scope).then((p) => ({ ...p, rows: p.rows.filter((i) => i.inventoryGroupId === groupId) }));
  }
  async anyInGroup(groupId: number) {
    return [...this.rows.values()].some((i) => i.inventoryGroupId === groupId);
  }
}

function setup() {
  const templates = new FakeProjectRecords<Template, TemplateInput>(projectsOf);
  const groups = new FakeProjectRecords<InventoryGroup, InventoryGroupInput>(projectsOf);
  const items = new FakeItems(projectsOf);
  return {
    templates,
    groups,
    items,
    addTemplate: new AddTemplate(templates),
    addGroup: new AddInventoryGroup(groups, templates),
    updateGroup: new UpdateInventoryGroup(groups, templates, items),
    addItem: new AddItem(items, groups, templates),
    updateItem: new UpdateItem(items, groups, templates),
    setStatus: new SetItemStatus(items),
  };
}

const fieldErrorOf = async (p: Promise<unknown>) => ((await p.catch((e: unknown) => e)) as InvalidInput).errors;

describe('template fields', () => {
  it('splits on commas, trims, strips spaces and quotes, drops blanks and repeats', () => {
    expect(parseTemplateFields(` item , "cost", 'square feet', ,bed rooms,item`)).toEqual(['item', 'cost', 'squarefeet', 'bedrooms']);
    expect(parseTemplateFields(['cost', ' item '])).toEqual(['cost', 'item']);
  });

  it("needs item and cost: 'Your keys have to contain item and cost'", () => {
    expect(() => parseTemplateFields('name, cost')).toThrow(MISSING_ITEM_OR_COST);
    expect(() => parseTemplateFields('item')).toThrow(MISSING_ITEM_OR_COST);
    expect(() => parseTemplateFields('Item, Cost')).toThrow(MISSING_ITEM_OR_COST);
  });

  it("refuses an empty list: 'You need to provide a comma-separated list of fields'", () => {
    for (const raw of ['', ' , ,', '""', undefined, 42, []]) expect(() => parseTemplateFields(raw)).toThrow(NO_FIELDS);
  });

  it('adds a template with its parsed fields, and stores nothing when they are wrong', async () => {
    const { addTemplate, templates } = setup();
    expect(await addTemplate.execute({ name: ' Houses ', fields: 'item, cost, rooms' }, user(1, 10))).toMatchObject({
      name: 'Houses',
      fields: ['item', 'cost', 'rooms'],
      projectId: 10,
    });
    expect(await fieldErrorOf(addTemplate.execute({ name: 'Bad', fields: 'rooms' }, user(1, 10)))).toEqual([
      { field: 'fields', message: MISSING_ITEM_OR_COST },
    ]);
    expect(templates.rows.size).toBe(1);
  });
});

describe('item data and status', () => {
  const fields = ['item', 'cost', 'colour'];

  it('holds exactly the template fields, all filled, cost a number of at least 0', () => {
    expect(checkItemData({ item: ' Chair ', cost: '12.50', colour: 'red' }, fields)).toEqual({
      item: 'Chair',
      cost: 12.5,
      data: { item: 'Chair', cost: 12.5, colour: 'red' },
    });
    const fieldsOf = (data: unknown) => {
      try {
        checkItemData(data, fields);
        return [];
      } catch (e) {
        return (e as InvalidInput).errors!.map((x) => `${x.field} ${x.message}`);
      }
    };
    expect(fieldsOf({ item: 'Chair', cost: 1 })).toEqual(['data.colour is required']);
    expect(fieldsOf({ item: 'Chair', cost: -1, colour: 'red' })).toEqual(['data.cost must be at least 0']);
    expect(fieldsOf({ item: 'Chair', cost: 'ten', colour: 'red' })).toEqual(['data.cost must be a number']);
    expect(fieldsOf({ item: 'Chair', cost: 1.234, colour: 'red' })).toEqual(['data.cost must have at most two decimals']);
    expect(fieldsOf({ item: ' ', cost: 0, colour: 'red', size: 'L' })).toEqual([
      'data.item is required',
      'data.size is not a field of the template',
    ]);
    expect(fieldsOf([1])).toEqual(['data must be an object of the template fields']);
  });

  it('names the three statuses 0 Available, 1 Hold, 2 Sold', () => {
    expect(ITEM_STATUSES).toEqual({ 0: 'Available', 1: 'Hold', 2: 'Sold' });
  });

  it('starts a new item Available, in its group’s project, and sets any status directly', async () => {
    const s = setup();
    const template = await s.addTemplate.execute({ name: 'Chairs', fields: 'item,cost' }, user(1, 11));
    const group = await s.addGroup.execute({ name: 'Kitchen', templateId: template.id }, user(1, 11));
    const item = await s.addItem.execute({ inventoryGroupId: group.id, data: { item: 'Stool', cost: 5 } }, user(1));
    expect(item).toMatchObject({ status: 0, projectId: 11, item: 'Stool', cost: 5 });
    await expect(
      s.addItem.execute({ inventoryGroupId: group.id, data: { item: 'X', cost: 5 }, status: 2 }, user(1)),
    ).rejects.toBeInstanceOf(InvalidInput);
    for (const status of [2, 1, 0, 2]) {
      await s.setStatus.execute(item.id, status, user(1));
      expect(s.items.rows.get(item.id)?.status).toBe(status);
    }
    for (const status of [3, -1, '1', null])
      await expect(s.setStatus.execute(item.id, status, user(1))).rejects.toBeInstanceOf(InvalidInput);
    expect(s.items.rows.get(item.id)?.status).toBe(2);
  });

  it('checks an edit against the template and keeps other tenants out', async () => {
    const s = setup();
    const template = await s.addTemplate.execute({ name: 'Chairs', fields: 'item,cost' }, user(1, 10));
    const group = await s.addGroup.execute({ name: 'Kitchen', templateId: template.id }, user(1, 10));
    const item = await s.addItem.execute({ inventoryGroupId: group.id, data: { item: 'Stool', cost: 5 } }, user(1));
    await expect(s.updateItem.execute(item.id, { data: { item: 'Stool' } }, user(1))).rejects.toBeInstanceOf(InvalidInput);
    await expect(s.updateItem.execute(item.id, { data: { item: 'Stolen', cost: 1 } }, user(2))).rejects.toMatchObject({
      code: 'inv.item_not_found',
    });
    await s.updateItem.execute(item.id, { data: { item: 'Bar stool', cost: '7' } }, user(1));
    expect(s.items.rows.get(item.id)).toMatchObject({ item: 'Bar stool', cost: 7 });
    // A group of another subscription is not found; nor is a template of another project.
    await expect(s.addItem.execute({ inventoryGroupId: group.id, data: { item: 'X', cost: 1 } }, user(2))).rejects.toMatchObject({
      code: 'inv.group_not_found',
    });
    const theirs = await s.addTemplate.execute({ name: 'Theirs', fields: 'item,cost' }, user(2, 20));
    await expect(s.addGroup.execute({ name: 'G', templateId: theirs.id }, user(1, 10))).rejects.toMatchObject({
      code: 'inv.template_not_found',
    });
    // The group's template cannot change once it has items.
    const other = await s.addTemplate.execute({ name: 'Tables', fields: 'item,cost,legs' }, user(1, 10));
    await expect(s.updateGroup.execute(group.id, { templateId: other.id }, user(1))).rejects.toBeInstanceOf(GroupHasItems);
  });
});

describe('hottest items window', () => {
  it('defaults to the last 600000 ms, and takes unix seconds with both ends included', async () => {
    const calls: Array<[number, number]> = [];
    const report: HottestItemsReport = { hottest: async (_p, from, to) => (calls.push([from.getTime(), to.getTime()]), []) };
    const clock = new FixedClock(new Date('2026-01-15T12:00:00Z'));
    const use = new ReportHottestItems(report, clock);
    await use.execute(testProject(10), {});
    const now = clock.now().getTime();
    expect(calls[0]).toEqual([now - HOTTEST_DEFAULT_WINDOW_MS, now + 1]);
    await use.execute(testProject(10), { dateFrom: 100, dateTo: 200 });
    expect(calls[1]).toEqual([100_000, 201_000]);
    await expect(use.execute(testProject(10), { dateFrom: 300, dateTo: 200 })).rejects.toBeInstanceOf(InvalidInput);
  });
});
