import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TenantScope } from '@atrium/kernel';
import { TemplateInUse } from '@atrium/modules';
import { testProject } from '@atrium/testing';
import { useTestDatabase } from '../../test/open-test-database.js';
import { listQuery, scopesOf, seedTenant, type Tenant } from '../../test/seed.js';
import { TypeormEngagementRepository } from './typeorm-engagement.repository.js';
import { TypeormHottestItemsReport } from './typeorm-hottest-items.report.js';
import { TypeormInventoryGroupRepository } from './typeorm-inventory-group.repository.js';
import { TypeormItemRepository } from './typeorm-item.repository.js';
import { TypeormTemplateRepository } from './typeorm-template.repository.js';

describe('inventory repositories', () => {
  const t = useTestDatabase();
  const admins: TenantScope = { kind: 'admins' };
  const templates = () => new TypeormTemplateRepository(t.db);
  const groups = () => new TypeormInventoryGroupRepository(t.db);
  const items = () => new TypeormItemRepository(t.db);
  const tags = () => new TypeormEngagementRepository(t.db);
  let mine: Tenant;
  let theirs: Tenant;
  let project: number;
  let group: number;
  let lead: number;
  let customer: number;
  const person = async (table: 'leads' | 'customers', email: string, projectId = project) => {
    const extra = table === 'leads' ? { col: 'phone', val: `'555'` } : { col: 'customer_group_id', val: '$3' };
    const params: unknown[] = [projectId, email];
    if (table === 'customers')
      params.push((await t.sql(`INSERT INTO customer_groups (project_id, group_name) VALUES ($1, 'G') RETURNING id`, [projectId]))[0].id);
    const [row] = await t.sql(
      `INSERT INTO ${table} (project_id, firstname, lastname, email, ${extra.col}) VALUES ($1, 'Ada', '${table}', $2, ${extra.val}) RETURNING id`,
      params,
    );
    return Number(row.id);
  };

  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
    project = mine.projectIds[0];
    const template = await templates().create({ name: 'Furniture', fields: ['item', 'cost', 'wood'] }, testProject(project));
    group = (await groups().create({ name: 'Showroom', templateId: template.id }, testProject(project))).id;
    lead = await person('leads', 'ada@example.com');
    customer = await person('customers', 'ADA@example.com');
  });

  it('reads an item back with its types: cost and status numbers, data an object', async () => {
    const created = await items().create(
      { inventoryGroupId: group, item: 'Oak table', cost: 1234.56, status: 0, data: { item: 'Oak table', cost: 1234.56, wood: 'oak' } },
      testProject(project),
    );
    const read = await items().get(created.id, admins);
    expect(read).toStrictEqual(created);
    expect(read).toMatchObject({ cost: 1234.56, status: 0, data: { item: 'Oak table', cost: 1234.56, wood: 'oak' } });
    expect((await templates().get((await groups().get(group, admins))!.templateId, admins))?.fields).toEqual(['item', 'cost', 'wood']);
  });

  it("keeps a group's items to the group's scope", async () => {
    const s = scopesOf(mine);
    expect((await items().listOfGroup(group, listQuery(), s.userInProject)).total).toBeGreaterThan(0);
    for (const scope of Object.values(scopesOf(theirs)).slice(1)) {
      expect((await items().listOfGroup(group, listQuery(), scope)).rows).toEqual([]);
      expect(await items().anyInGroup(group, scope)).toBe(false);
    }
    expect(await items().anyInGroup(group, s.user)).toBe(true);
  });

  it('reads engagements with the item name and the owner, null once the owner is gone; finds the owner by e-mail', async () => {
    const [item] = (await items().listOfGroup(group, listQuery(), admins)).rows;
    const created = await tags().create({ inventoryId: item.id, tagType: 'lead', typeId: lead }, testProject(project));
    expect(await tags().get(created.id, admins)).toMatchObject({
      inventoryName: 'Oak table',
      ownerDetails: { firstname: 'Ada', lastname: 'leads', email: 'ada@example.com' },
    });
    expect(await tags().ownerExists('lead', lead, testProject(project))).toBe(true);
    expect(await tags().ownerExists('lead', lead, testProject(theirs.projectIds[0]))).toBe(false);
    expect(await tags().ownerExists('customer', lead + customer + 1000, testProject(project))).toBe(false);
    // Both a lead and a customer have this e-mail (any case): the customer is the person now.
    expect(await tags().ownerByEmail('ada@EXAMPLE.com', testProject(project))).toEqual({ tagType: 'customer', typeId: customer });
    expect(await tags().ownerByEmail('ada@example.com', testProject(theirs.projectIds[0]))).toBeNull();
    const gone = await person('leads', 'gone@example.com');
    const orphan = await tags().create({ inventoryId: item.id, tagType: 'lead', typeId: gone }, testProject(project));
    await t.sql(`DELETE FROM leads WHERE id = $1`, [gone]);
    expect((await tags().get(orphan.id, admins))?.ownerDetails).toBeNull();
  });

  it('counts the hottest items of one project in the window, most first, and limits the rows', async () => {
    const add = (item: string) =>
      items().create({ inventoryGroupId: group, item, cost: 10, status: 0, data: { item, cost: 10, wood: 'pine' } }, testProject(project));
    const [a, b] = [await add('A'), await add('B')];
    const at = (inventoryId: number, iso: string, projectId = project) =>
      t.sql(`INSERT INTO inventory_tags (project_id, inventory_id, tag_type, type_id, created_at) VALUES ($1, $2, 'lead', $3, $4)`, [
        projectId,
        inventoryId,
        lead,
        iso,
      ]);
    for (const iso of ['2030-01-01T00:00:00Z', '2030-01-01T00:00:30Z', '2030-01-01T00:01:00Z']) await at(b.id, iso);
    await at(a.id, '2030-01-01T00:00:59.999Z');
    await at(a.id, '2029-12-31T23:59:59.999Z');
    const report = new TypeormHottestItemsReport(t.db);
    const from = new Date('2030-01-01T00:00:00Z');
    const to = new Date('2030-01-01T00:01:00Z');
    expect(await report.hottest(testProject(project), from, to, 10)).toEqual([
      { id: b.id, name: 'B', count: 2, price: 10 },
      { id: a.id, name: 'A', count: 1, price: 10 },
    ]);
    expect(await report.hottest(testProject(project), from, to, 1)).toEqual([{ id: b.id, name: 'B', count: 2, price: 10 }]);
    expect(await report.hottest(testProject(theirs.projectIds[0]), from, to, 10)).toEqual([]);
  });

  it('refuses to delete a template a group uses (TemplateInUse); a group goes with its items and their engagements', async () => {
    const template = await templates().create({ name: 'Kept', fields: ['item', 'cost'] }, testProject(project));
    const doomed = await groups().create({ name: 'Doomed', templateId: template.id }, testProject(project));
    const item = await items().create(
      { inventoryGroupId: doomed.id, item: 'X', cost: 0, status: 2, data: { item: 'X', cost: 0 } },
      testProject(project),
    );
    await tags().create({ inventoryId: item.id, tagType: 'customer', typeId: customer }, testProject(project));
    await expect(templates().delete(template.id, admins)).rejects.toBeInstanceOf(TemplateInUse);
    expect(await groups().delete(doomed.id, scopesOf(theirs).user)).toBe(false);
    expect(await groups().delete(doomed.id, scopesOf(mine).user)).toBe(true);
    expect(await t.sql(`SELECT id FROM inventory_items WHERE id = $1`, [item.id])).toEqual([]);
    expect(await t.sql(`SELECT id FROM inventory_tags WHERE inventory_id = $1`, [item.id])).toEqual([]);
    expect(await templates().delete(template.id, admins)).toBe(true);
  });
});
