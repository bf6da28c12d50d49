import { describe, expect, it } from '@jest/globals';
import { InvalidInput, type TenantScope } from '@atrium/kernel';
import { FakeProjectRecords } from '@atrium/testing';
import { type CustomerGroup, type CustomerGroupInput, CustomerGroupNotFound } from './customer-group.js';
import { AddCustomerGroup, DeleteCustomerGroup, UpdateCustomerGroup } from './customer-group.js';

// Subscription 1 holds projects 10 and 11; subscription 2 holds project 20.
const projectsOf = (subscriptionId: number) => ({ 1: [10, 11], 2: [20] })[subscriptionId] ?? [];
const user = (subscriptionId: number, projectId?: number): TenantScope => ({ kind: 'users', userId: 1, subscriptionId, projectId });

function setup() {
  const groups = new FakeProjectRecords<CustomerGroup, CustomerGroupInput>(projectsOf);
  return { groups, add: new AddCustomerGroup(groups), update: new UpdateCustomerGroup(groups), remove: new DeleteCustomerGroup(groups) };
}

describe('customer groups', () => {
  it('adds a trimmed group to the named project', async () => {
    const { add } = setup();
    expect(await add.execute({ groupName: '  Retail ' }, user(1, 10))).toMatchObject({ groupName: 'Retail', projectId: 10 });
  });

  it('needs a name within 200 characters, and a named project', async () => {
    const { add, groups } = setup();
    for (const groupName of ['', '   ', 'x'.repeat(201)])
      await expect(add.execute({ groupName }, user(1, 10))).rejects.toMatchObject({
        errors: [expect.objectContaining({ field: 'groupName' })],
      });
    await expect(add.execute({ groupName: 'Retail' }, user(1))).rejects.toMatchObject({
      errors: [{ field: 'project', message: 'is required' }],
    });
    await expect(add.execute({ groupName: 'Retail' }, user(1))).rejects.toBeInstanceOf(InvalidInput);
    expect(groups.rows.size).toBe(0);
  });

  it("renames and deletes within the caller's subscription only", async () => {
    const { add, update, remove, groups } = setup();
    const group = await add.execute({ groupName: 'Retail' }, user(1, 11));
    await expect(update.execute(group.id, { groupName: 'Stolen' }, user(2))).rejects.toBeInstanceOf(CustomerGroupNotFound);
    await expect(remove.execute(group.id, user(2))).rejects.toBeInstanceOf(CustomerGroupNotFound);
    await update.execute(group.id, { groupName: 'Retail shops' }, user(1));
    expect(groups.rows.get(group.id)?.groupName).toBe('Retail shops');
    await remove.execute(group.id, user(1));
    expect(groups.rows.size).toBe(0);
    await expect(remove.execute(group.id, user(1))).rejects.toBeInstanceOf(CustomerGroupNotFound);
  });
});
