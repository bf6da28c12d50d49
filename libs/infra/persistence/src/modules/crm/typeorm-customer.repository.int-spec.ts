import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TenantScope } from '@atrium/kernel';
import { CustomerGroupInUse, type Customer } from '@atrium/modules';
import { testProject } from '@atrium/testing';
import { useTestDatabase } from '../../test/open-test-database.js';
import { listQuery, scopesOf, seedTenant, seedUser, type Tenant } from '../../test/seed.js';
import { TypeormCustomerGroupRepository } from './typeorm-customer-group.repository.js';
import { TypeormCustomerRepository } from './typeorm-customer.repository.js';

describe('TypeormCustomerRepository', () => {
  const t = useTestDatabase();
  const repo = () => new TypeormCustomerRepository(t.db);
  const admins: TenantScope = { kind: 'admins' };
  let mine: Tenant;
  let theirs: Tenant;
  let group: number;
  const ada = () => ({
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    customerGroup: group,
  });
  const first = () => testProject(mine.projectIds[0]);
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
    group = (await new TypeormCustomerGroupRepository(t.db).create({ groupName: 'Retail' }, testProject(mine.projectIds[0]))).id;
  });

  it('creates a customer and reads every field back with its type', async () => {
    const created = await repo().create(
      {
        ...ada(),
        phone: '555',
        address: '1 Main',
        city: 'Laval',
        province: 'QC',
        assignedTo: mine.userId,
      },
      first(),
    );
    const [stored] = await t.sql(`SELECT created_at FROM customers WHERE id = $1`, [created.id]);
    const expected: Customer = {
      id: created.id,
      projectId: mine.projectIds[0],
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      phone: '555',
      address: '1 Main',
      city: 'Laval',
      province: 'QC',
      customerGroup: group,
      assignedTo: mine.userId,
      converted: false,
      leadId: null,
      createdAt: stored.created_at as Date,
    };
    expect(created).toStrictEqual(expected);
    expect(await repo().get(created.id, admins)).toStrictEqual(expected);
    expect(await repo().create(ada(), first())).toMatchObject({ phone: '', address: '', city: '', province: '', assignedTo: null });
  });

  it('keeps customers to their scope, reads and writes alike', async () => {
    const { id } = await repo().create(ada(), first());
    const s = scopesOf(mine);
    for (const scope of [s.user, s.userInProject, s.project]) expect(await repo().get(id, scope)).toMatchObject({ id });
    const outsiders: TenantScope[] = [s.client, { ...s.userInProject, projectId: mine.projectIds[1] }, scopesOf(theirs).user];
    for (const scope of outsiders) {
      expect(await repo().get(id, scope)).toBeNull();
      expect(await repo().getMany([id], scope)).toEqual([]);
      expect(await repo().update(id, { city: 'Hijacked' }, scope)).toBe(false);
      expect(await repo().delete(id, scope)).toBe(false);
    }
    expect(await repo().update(id, { city: 'Montreal', assignedTo: null }, s.userInProject)).toBe(true);
    expect(await repo().get(id, admins)).toMatchObject({ city: 'Montreal' });
    expect(await repo().delete(id, s.user)).toBe(true);
  });

  it('lists My Customers, filters by name or e-mail, and answers several in the order asked', async () => {
    const projectId = mine.projectIds[0];
    const scope = { kind: 'project', projectId } as const;
    const other = await seedUser(t.db, mine.subscriptionId);
    const mineA = await repo().create({ ...ada(), firstname: 'Zelda', email: 'zelda@shop.example', assignedTo: other }, first());
    const mineB = await repo().create({ ...ada(), firstname: 'Yann', email: 'yann@example.com', assignedTo: other }, first());
    const page = await repo().listAssigned(other, listQuery(), scope);
    expect(page).toEqual({ rows: [mineA, mineB].map((c) => expect.objectContaining({ id: c.id })), total: 2 });
    expect((await repo().list(listQuery({ q: 'shop.EX' }), scope)).rows.map((c) => c.id)).toEqual([mineA.id]);
    expect((await repo().list(listQuery({ q: 'yann zelda' }), scope)).rows).toEqual([]);
    expect((await repo().list(listQuery({ q: 'yann Love' }), scope)).rows.map((c) => c.id)).toEqual([mineB.id]);
    expect((await repo().getMany([mineB.id, 999999, mineA.id], scope)).map((c) => c.id)).toEqual([mineB.id, mineA.id]);
  });

  it('creates a batch in one statement: all rows, or none when one row breaks a rule of the table', async () => {
    const before = await t.sql(`SELECT count(*)::int AS n FROM customers`);
    await expect(repo().createMany([ada(), { ...ada(), customerGroup: 999999 }], first())).rejects.toThrow();
    expect(await t.sql(`SELECT count(*)::int AS n FROM customers`)).toEqual(before);
    const made = await repo().createMany([ada(), { ...ada(), email: 'b@example.com', city: 'Laval' }], first());
    expect(made.map((c) => [c.email, c.city])).toEqual([
      ['ada@example.com', ''],
      ['b@example.com', 'Laval'],
    ]);
  });

  it('answers which groups are the project’s and which people are its subscription’s users', async () => {
    const theirGroup = await new TypeormCustomerGroupRepository(t.db).create({ groupName: 'Theirs' }, testProject(theirs.projectIds[0]));
    expect(await repo().groupsInProject([group, theirGroup.id, 999999], first())).toEqual([group]);
    expect(await repo().groupsInProject([group], testProject(mine.projectIds[1]))).toEqual([]);
    expect(await repo().usersInProject([mine.userId, theirs.userId, mine.clientId], testProject(mine.projectIds[1]))).toEqual([
      mine.userId,
    ]);
  });

  it('streams every customer of the scope in keyset batches, oldest first', async () => {
    const projectId = mine.projectIds[1];
    const bulkGroup = await new TypeormCustomerGroupRepository(t.db).create({ groupName: 'Bulk' }, testProject(projectId));
    await t.sql(
      `INSERT INTO customers (project_id, firstname, lastname, email, customer_group_id, assigned_to)
       SELECT $1, 'F' || i, 'L' || i, 'c' || i || '@example.com', $2, CASE WHEN i % 3 = 0 THEN $3::int END FROM generate_series(1, 1203) i`,
      [projectId, bulkGroup.id, mine.userId],
    );
    const scope = { kind: 'project', projectId } as const;
    const sizes: number[] = [];
    const ids: number[] = [];
    for await (const batch of repo().batches({}, scope)) {
      sizes.push(batch.length);
      ids.push(...batch.map((c) => c.id));
    }
    expect(sizes).toEqual([500, 500, 203]);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(1203);
    let assigned = 0;
    for await (const batch of repo().batches({ assignedTo: mine.userId }, scope)) assigned += batch.length;
    expect(assigned).toBe(401);
    let foreign = 0;
    for await (const batch of repo().batches({}, scopesOf(theirs).user)) foreign += batch.length;
    expect(foreign).toBe(0);
  });

  it('refuses to delete a group that still has customers (CustomerGroupInUse), and deletes it once emptied', async () => {
    const groups = new TypeormCustomerGroupRepository(t.db);
    const used = await groups.create({ groupName: 'Used' }, testProject(theirs.projectIds[0]));
    const c = await repo().create({ ...ada(), customerGroup: used.id }, testProject(theirs.projectIds[0]));
    await expect(groups.delete(used.id, admins)).rejects.toBeInstanceOf(CustomerGroupInUse);
    expect(await groups.get(used.id, admins)).not.toBeNull();
    await repo().delete(c.id, admins);
    expect(await groups.delete(used.id, admins)).toBe(true);
  });
});
