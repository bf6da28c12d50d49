import { describe, expect, it } from '@jest/globals';
import { InvalidInput, type ListQuery, type ProjectScope, type TenantScope } from '@atrium/kernel';
import { FakeProjectRecords } from '@atrium/testing';
import { isRanked, LeadAlreadyConverted, LeadNotFound, type Lead, type LeadInput, type LeadRepository } from './lead.js';
import { AddLead, AddLeads, ConvertLeadToCustomer, DeleteLead, UpdateLead, type CustomerFromLead } from './lead.use-cases.js';

// Subscription 1 holds projects 10 and 11; subscription 2 holds project 20. Scoring 5 and user 7 belong to project 10.
const projectsOf = (subscriptionId: number) => ({ 1: [10, 11], 2: [20] })[subscriptionId] ?? [];
const user = (subscriptionId: number, projectId?: number): TenantScope => ({ kind: 'users', userId: 1, subscriptionId, projectId });

class FakeLeads extends FakeProjectRecords<Lead, LeadInput> implements LeadRepository {
  sorted = () => Promise.reject(new Error('not used'));
  listScored = () => Promise.reject(new Error('not used'));
  listByScoring = (_s: number, q: ListQuery, scope: TenantScope) => this.list(q, scope);
  getMany = async (ids: number[], scope: TenantScope) =>
    (await Promise.all(ids.map((id) => this.get(id, scope)))).filter((l) => l !== null);
  createMany = (records: LeadInput[], project: ProjectScope) => Promise.all(records.map((r) => this.create(r, project)));
  existingEmails = async ({ projectId }: ProjectScope, emails: string[]) =>
    [...this.rows.values()].filter((l) => l.projectId === projectId && emails.includes(l.email.toLowerCase())).map((l) => l.email);
  lock = (id: number, scope: TenantScope) => this.get(id, scope);
  markConverted = async (id: number, project: ProjectScope) => {
    if ((await this.get(id, project)) !== null) this.rows.set(id, { ...this.rows.get(id)!, converted: true });
  };
  scoringInProject = async (scoringId: number, project: ProjectScope) => scoringId === 5 && project.projectId === 10;
  userInProject = async (userId: number, project: ProjectScope) => userId === 7 && project.projectId === 10;
  upsertByEmail = () => Promise.reject(new Error('not used'));
  override async create(record: LeadInput, project: ProjectScope): Promise<Lead> {
    return super.create({ assignedTo: null, scoringId: null, converted: false, ...record } as never, project);
  }
}

const ada = { firstname: ' Ada ', lastname: 'Lovelace', phone: '555-0101', email: 'ada@example.com' };

function setup() {
  const leads = new FakeLeads(projectsOf);
  const customers: Array<CustomerFromLead & { projectId: number }> = [];
  const store = {
    leads,
    customerGroupInProject: async (group: number, project: ProjectScope) => group === 3 && project.projectId === 10,
    named: [] as string[],
    async customerGroupNamed(name: string, project: ProjectScope) {
      this.named.push(`${name} in ${project.projectId}`);
      return 9;
    },
    addCustomer: async (c: CustomerFromLead, project: ProjectScope) => customers.push({ projectId: project.projectId, ...c }),
  };
  return {
    leads,
    customers,
    named: store.named,
    add: new AddLead(leads),
    addMany: new AddLeads(leads),
    update: new UpdateLead(leads),
    remove: new DeleteLead(leads),
    convert: new ConvertLeadToCustomer({ run: (work) => work(store) }),
  };
}

const fieldsOf = (p: Promise<unknown>) =>
  p.then(
    () => [],
    (e: InvalidInput) => (e.errors ?? []).map((x) => x.field),
  );

describe('leads', () => {
  it('adds a trimmed lead to the named project, with an assignee of that project', async () => {
    const { add } = setup();
    expect(await add.execute({ ...ada, assignedTo: 7 }, user(1, 10))).toMatchObject({ firstname: 'Ada', projectId: 10, assignedTo: 7 });
    expect(await fieldsOf(add.execute({ ...ada, assignedTo: 8 }, user(1, 10)))).toEqual(['assignedTo']);
  });

  it('requires first name, last name, phone and an e-mail address', async () => {
    const { add, leads } = setup();
    expect(await fieldsOf(add.execute({} as LeadInput, user(1, 10)))).toEqual(['firstname', 'lastname', 'phone', 'email']);
    expect(await fieldsOf(add.execute({ ...ada, email: 'not-mail' }, user(1, 10)))).toEqual(['email']);
    await expect(add.execute(ada, user(1))).rejects.toBeInstanceOf(InvalidInput);
    expect(leads.rows.size).toBe(0);
  });

  it('ranks a lead only when its score is above 0', () => {
    expect(isRanked(null)).toBe(false);
    expect(isRanked({ id: 1, label: 'Cold', score: 0, color: '#000000' })).toBe(false);
    expect(isRanked({ id: 1, label: 'Hot', score: 3, color: '#ff0000' })).toBe(true);
  });

  it("sets a scoring of the lead's project, clears it, and refuses another project's", async () => {
    const { add, update, leads } = setup();
    const lead = await add.execute(ada, user(1, 10));
    await update.execute(lead.id, { scoringId: 5 }, user(1));
    expect(leads.rows.get(lead.id)?.scoringId).toBe(5);
    await update.execute(lead.id, { scoringId: null }, user(1));
    expect(leads.rows.get(lead.id)?.scoringId).toBeNull();
    const other = await add.execute({ ...ada, email: 'b@example.com' }, user(1, 11));
    expect(await fieldsOf(update.execute(other.id, { scoringId: 5 }, user(1)))).toEqual(['scoring']);
    await expect(update.execute(lead.id, { lastname: 'X' }, user(2))).rejects.toBeInstanceOf(LeadNotFound);
  });

  it('adds a batch whole, or nothing with each bad row named', async () => {
    const { addMany, add, leads } = setup();
    await add.execute({ ...ada, email: 'taken@example.com' }, user(1, 10));
    const bad = [ada, { ...ada, email: 'ADA@example.com' }, { ...ada, phone: '' }, { ...ada, email: 'taken@example.com' }];
    expect(await fieldsOf(addMany.execute(bad, user(1, 10)))).toEqual(['leads[1].email', 'leads[2].phone', 'leads[3].email']);
    expect(await fieldsOf(addMany.execute([ada, bad[3]], user(1, 10)))).toEqual(['leads[1].email']);
    expect(leads.rows.size).toBe(1);
    expect(await addMany.execute([ada, { ...ada, email: 'c@example.com' }], user(1, 10))).toHaveLength(2);
    expect(leads.rows.size).toBe(3);
  });

  it('converts a lead once into a customer of the chosen group that keeps the lead id', async () => {
    const { add, convert, customers, leads } = setup();
    const lead = await add.execute({ ...ada, assignedTo: 7 }, user(1, 10));
    expect(await fieldsOf(convert.execute(lead.id, 4, user(1)))).toEqual(['customerGroup']);
    expect(customers).toEqual([]);
    await convert.execute(lead.id, 3, user(1));
    expect(customers).toEqual([
      {
        projectId: 10,
        firstname: 'Ada',
        lastname: 'Lovelace',
        phone: '555-0101',
        email: 'ada@example.com',
        assignedTo: 7,
        customerGroup: 3,
        leadId: lead.id,
      },
    ]);
    expect(leads.rows.get(lead.id)?.converted).toBe(true);
    await expect(convert.execute(lead.id, 3, user(1))).rejects.toBeInstanceOf(LeadAlreadyConverted);
    await expect(convert.execute(lead.id, 3, user(2))).rejects.toBeInstanceOf(LeadNotFound);
  });

  it("converts without a group into the project's 'Converted leads' group", async () => {
    const { add, convert, customers, named } = setup();
    const lead = await add.execute(ada, user(1, 10));
    await convert.execute(lead.id, undefined, user(1));
    expect(named).toEqual(['Converted leads in 10']);
    expect(customers).toEqual([expect.objectContaining({ customerGroup: 9, leadId: lead.id })]);
  });

  it('assigns the customer of an unassigned lead to the user who converts it (their My Customers)', async () => {
    const { add, convert, customers } = setup();
    const lead = await add.execute({ ...ada, email: 'nobody@example.com' }, user(1, 10));
    await convert.execute(lead.id, 3, user(1));
    // user(…) is user 1 of the subscription.
    expect(customers.map((c) => c.assignedTo)).toEqual([1]);
  });

  it('deletes within the subscription only', async () => {
    const { add, remove, leads } = setup();
    const lead = await add.execute(ada, user(1, 10));
    await expect(remove.execute(lead.id, user(2))).rejects.toBeInstanceOf(LeadNotFound);
    await remove.execute(lead.id, user(1));
    expect(leads.rows.size).toBe(0);
  });
});
