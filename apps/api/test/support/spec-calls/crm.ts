// Spec 2 §7 "Customers", as the project's user.
import { beforeAll, describe, expect } from '@jest/globals';
import { bool, created, expectList, expectRecord, expectStatus, ids, num, str, type Caller } from './http.js';
import { specCall, specCall1 } from './registry.js';
import type { SpecWorld } from './world.js';

const CUSTOMER = { id: num, firstname: str, lastname: str, email: str, customerGroup: num, converted: bool, project: num };
const GROUP = { id: num, groupName: str, project: num };

export function crmCalls(w: () => SpecWorld): void {
  const user = (): Caller => w().user.call;
  const project = () => w().project.id;
  const addGroup = (groupName: string) => user()('POST', '/crm/groups', { groupName, project: project() }).then(created);
  /** The customer fields of the add-customer screen (spec 2 §3 "Customer", less what conversion sets). */
  const customerFields = (firstname: string) => ({
    firstname,
    lastname: 'Customer',
    phone: '555-0144',
    email: `${firstname.toLowerCase()}-${w().unique()}@example.com`,
    address: '1 Quay Street',
    city: 'Halifax',
    province: 'NS',
    customerGroup: group,
    assignedTo: w().user.id,
    project: project(),
  });
  const addCustomer = (firstname: string) => user()('POST', '/crm/customers', customerFields(firstname)).then(created);

  let group: number;
  let customer: number;
  beforeAll(async () => {
    group = await addGroup('Owners');
    customer = await addCustomer('Carl');
  });

  describe('Customers', () => {
    const reads = 'GET /crm/customers?project, ?id or ?assigned={userId}';
    specCall(reads, '?project', async () => {
      expect(ids(expectList(await user()('GET', `/crm/customers?project=${project()}`), CUSTOMER))).toContain(customer);
    });
    specCall(reads, '?id', async () => {
      expectRecord(await user()('GET', `/crm/customers?id=${customer}`), {
        ...CUSTOMER,
        id: customer,
        firstname: 'Carl',
        assignedTo: w().user.id,
      });
    });
    specCall(reads, '?assigned={userId}', async () => {
      const rows = expectList(await user()('GET', `/crm/customers?assigned=${w().user.id}`), { ...CUSTOMER, assignedTo: w().user.id });
      expect(ids(rows)).toContain(customer);
    });
    specCall1('POST /crm/customers (payload: customer fields)', async () => {
      const body = customerFields('Dora');
      expectRecord(await user()('POST', '/crm/customers', body), { ...CUSTOMER, ...body, converted: false });
    });
    specCall1('PATCH /crm/customers', async () => {
      // No payload shown: the customer as read back with a field changed (CONTRACT §4).
      const id = await addCustomer('Eve');
      const read = expectRecord(await user()('GET', `/crm/customers?id=${id}`), CUSTOMER);
      expectStatus(await user()('PATCH', '/crm/customers', { ...read, city: 'Dartmouth' }), 204);
      expectRecord(await user()('GET', `/crm/customers?id=${id}`), { city: 'Dartmouth' });
    });
    specCall1('DELETE /crm/customers?id', async () => {
      const id = await addCustomer('Doomed');
      expectStatus(await user()('DELETE', `/crm/customers?id=${id}`), 204);
    });
    specCall1('POST /crm/customers/batch {ids} (used for CSV export)', async () => {
      const a = await user()('POST', '/crm/customers/batch', { ids: [customer] });
      expectStatus(a, 200);
      expect(a.body).toEqual([expect.objectContaining({ ...CUSTOMER, id: customer })]);
    });
  });

  describe('Customer groups', () => {
    const reads = 'GET /crm/groups?project or ?id';
    specCall(reads, '?project', async () => {
      expect(ids(expectList(await user()('GET', `/crm/groups?project=${project()}`), GROUP))).toContain(group);
    });
    specCall(reads, '?id', async () => {
      expectRecord(await user()('GET', `/crm/groups?id=${group}`), { ...GROUP, id: group, groupName: 'Owners' });
    });
    specCall1('POST /crm/groups {groupName, project}', async () => {
      expectRecord(await user()('POST', '/crm/groups', { groupName: 'Tenants', project: project() }), { ...GROUP, groupName: 'Tenants' });
    });
    specCall1('PATCH /crm/groups', async () => {
      const id = await addGroup('Renters');
      const read = expectRecord(await user()('GET', `/crm/groups?id=${id}`), GROUP);
      expectStatus(await user()('PATCH', '/crm/groups', { ...read, groupName: 'Renters, renamed' }), 204);
      expectRecord(await user()('GET', `/crm/groups?id=${id}`), { groupName: 'Renters, renamed' });
    });
    specCall1('DELETE /crm/groups?id', async () => {
      const id = await addGroup('Doomed');
      expectStatus(await user()('DELETE', `/crm/groups?id=${id}`), 204);
    });
  });
}
