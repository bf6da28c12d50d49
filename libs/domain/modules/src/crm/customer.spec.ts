import { describe, expect, it } from '@jest/globals';
import type { ListQuery, ProjectScope, TenantScope } from '@atrium/kernel';
import { FakeProjectRecords } from '@atrium/testing';
import { CustomerNotFound, type Customer, type CustomerInput, type CustomerRepository } from './customer.js';
import { AddCustomer, AddCustomers, DeleteCustomer, UpdateCustomer } from './customer.use-cases.js';

// Subscription 1 holds projects 10 and 11 and user 5; subscription 2 holds project 20 and user 6.
const projectsOf = (subscriptionId: number) => ({ 1: [10, 11], 2: [20] })[subscriptionId] ?? [];
const user = (subscriptionId: number, projectId?: number): TenantScope => ({ kind: 'users', userId: 5, subscriptionId, projectId });
// Group 1 is project 10's, group 2 project 11's.
const GROUPS: Record<number, number> = { 1: 10, 2: 11 };
const USERS: Record<number, number> = { 5: 1, 6: 2 };

class FakeCustomers extends FakeProjectRecords<Customer, CustomerInput> implements CustomerRepository {
  async listAssigned(userId: number, query: ListQuery, scope: TenantScope) {
    const page = await this.list({ ...query, page: 1, perPage: 1000 }, scope);
    const rows = page.rows.filter((c) => c.assignedTo === userId);
    return { rows, total: rows.length };
  }
  async listOfLead(leadId: number, query: ListQuery, scope: TenantScope) {
    const page = await this.list({ ...query, page: 1, perPage: 1000 }, scope);
    const rows = page.rows.filter((c) => c.leadId === leadId);
    return { rows, total: rows.length };
  }
  async getMany(ids: number[], scope: TenantScope) {
    return (await Promise.all(ids.map((id) => this.get(id, scope)))).filter((c): c is Customer => c !== null);
  }
  async createMany(records: CustomerInput[], project: ProjectScope) {
    return Promise.all(records.map((r) => this.create(r, project)));
  }
  async groupsInProject(ids: number[], { projectId }: ProjectScope) {
    return ids.filter((id) => GROUPS[id] === projectId);
  }
  async usersInProject(ids: number[], { projectId }: ProjectScope) {
    return ids.filter((id) => projectsOf(USERS[id]).includes(projectId));
  }
  async *batches() {
    yield [...this.rows.values()].map((c) => ({ ...c, groupName: `Group ${c.customerGroup}`, assignedToName: null }));
  }
}

function setup() {
  const customers = new FakeCustomers(projectsOf);
  return {
    customers,
    add: new AddCustomer(customers),
    addMany: new AddCustomers(customers),
    update: new UpdateCustomer(customers),
    remove: new DeleteCustomer(customers),
  };
}

const ada: CustomerInput = { firstname: ' Ada ', lastname: 'Lovelace', email: 'ada@example.com', customerGroup: 1 };
const fieldsOf = (p: Promise<unknown>) =>
  p.then(
    () => [],
    (e: { errors?: Array<{ field: string }> }) => (e.errors ?? []).map((x) => x.field),
  );

describe('customers', () => {
  it('adds a trimmed customer to the named project, the optional fields empty when not given', async () => {
    const { add } = setup();
    const created = await add.execute({ ...ada, city: '  Montreal ', phone: '  ' }, user(1, 10));
    expect(created).toMatchObject({ firstname: 'Ada', city: 'Montreal', phone: '', customerGroup: 1, projectId: 10 });
  });

  it('needs a first name, last name and e-mail-shaped e-mail, each within 200 characters', async () => {
    const { add, customers } = setup();
    expect(await fieldsOf(add.execute({ customerGroup: 1 } as CustomerInput, user(1, 10)))).toEqual(['firstname', 'lastname', 'email']);
    expect(await fieldsOf(add.execute({ ...ada, email: 'not-an-email' }, user(1, 10)))).toEqual(['email']);
    expect(await fieldsOf(add.execute({ ...ada, lastname: 'x'.repeat(201), city: 'y'.repeat(201) }, user(1, 10)))).toEqual([
      'lastname',
      'city',
    ]);
    expect(await fieldsOf(add.execute(ada, user(1)))).toEqual(['project']);
    expect(customers.rows.size).toBe(0);
  });

  it("needs a group of the same project and an assignee of the project's subscription", async () => {
    const { add, customers } = setup();
    expect(await fieldsOf(add.execute({ ...ada, customerGroup: 2 }, user(1, 10)))).toEqual(['customerGroup']);
    expect(await fieldsOf(add.execute({ ...ada, customerGroup: 99 }, user(1, 10)))).toEqual(['customerGroup']);
    expect(await fieldsOf(add.execute({ ...ada, assignedTo: 6 }, user(1, 10)))).toEqual(['assignedTo']);
    expect(customers.rows.size).toBe(0);
    expect(await add.execute({ ...ada, assignedTo: 5 }, user(1, 10))).toMatchObject({ assignedTo: 5 });
  });

  it('adds a batch whole, or names each bad row and adds none', async () => {
    const { addMany, customers } = setup();
    const bad = addMany.execute([ada, { ...ada, email: 'nope' }, ada, { ...ada, customerGroup: 2, assignedTo: 6 }], user(1, 10));
    expect(await fieldsOf(bad)).toEqual(['customers[1].email', 'customers[3].customerGroup', 'customers[3].assignedTo']);
    expect(customers.rows.size).toBe(0);
    expect(await fieldsOf(addMany.execute([], user(1, 10)))).toEqual(['customers']);
    expect(await addMany.execute([ada, { ...ada, email: 'grace@example.com' }], user(1, 10))).toHaveLength(2);
    expect(customers.rows.size).toBe(2);
  });

  it("changes and deletes within the caller's subscription only, checking new references against the customer's project", async () => {
    const { add, update, remove, customers } = setup();
    const customer = await add.execute(ada, user(1, 10));
    await expect(update.execute(customer.id, { city: 'Stolen' }, user(2))).rejects.toBeInstanceOf(CustomerNotFound);
    await expect(update.execute(customer.id, { customerGroup: 1 }, user(2))).rejects.toBeInstanceOf(CustomerNotFound);
    await expect(remove.execute(customer.id, user(2))).rejects.toBeInstanceOf(CustomerNotFound);
    expect(await fieldsOf(update.execute(customer.id, { customerGroup: 2 }, user(1)))).toEqual(['customerGroup']);
    expect(await fieldsOf(update.execute(customer.id, { email: '' }, user(1)))).toEqual(['email']);
    await update.execute(customer.id, { city: 'Laval', assignedTo: 5 }, user(1));
    expect(customers.rows.get(customer.id)).toMatchObject({ city: 'Laval', assignedTo: 5, customerGroup: 1 });
    // An emptied input is blank (the API turns a form's null into ''): refused when required, cleared when optional.
    expect(await fieldsOf(update.execute(customer.id, { lastname: '' }, user(1)))).toEqual(['lastname']);
    await update.execute(customer.id, { city: '', assignedTo: null }, user(1));
    expect(customers.rows.get(customer.id)).toMatchObject({ city: '', assignedTo: null });
    await remove.execute(customer.id, user(1));
    await expect(remove.execute(customer.id, user(1))).rejects.toBeInstanceOf(CustomerNotFound);
  });
});
