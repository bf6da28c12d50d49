import { describe, expect, it } from '@jest/globals';
import { InvalidInput, type ListQuery, type ProjectScope, type TenantScope } from '@atrium/kernel';
import { FakeProjectRecords, testProject } from '@atrium/testing';
import { moduleOfRecipientType, NoteNotFound, NoteRecipientNotFound, type Note, type NoteRecipient, type NoteRepository } from './note.js';
import { AddNote, DeleteNote, ListNotes, ModuleOfNote } from './note.use-cases.js';

// Subscription 1 holds projects 10 and 11; subscription 2 holds project 20.
const projectsOf = (subscriptionId: number) => ({ 1: [10, 11], 2: [20] })[subscriptionId] ?? [];
const user = (subscriptionId: number, projectId?: number): TenantScope => ({ kind: 'users', userId: 7, subscriptionId, projectId });
const page: ListQuery = { page: 1, perPage: 15 } as ListQuery;

/** Notes over the shared fake's scoping; the recipients are records of their own fake tables. */
class FakeNotes extends FakeProjectRecords<Note, Partial<Note>> implements NoteRepository {
  readonly recipients = {
    customer: new FakeProjectRecords<{ id: number; projectId: number }, object>(projectsOf),
    lead: new FakeProjectRecords<{ id: number; projectId: number }, object>(projectsOf),
    inventory: new FakeProjectRecords<{ id: number; projectId: number }, object>(projectsOf),
  };

  async projectOfRecipient(r: NoteRecipient, scope: TenantScope) {
    return (await this.recipients[r.recipientType].get(r.recipientId, scope))?.projectId ?? null;
  }

  async listOf(r: NoteRecipient, query: ListQuery, scope: TenantScope) {
    const all = await this.list({ ...query, perPage: 1000 }, scope);
    const rows = all.rows.filter((n) => n.recipientType === r.recipientType && n.recipientId === r.recipientId);
    return { rows, total: rows.length };
  }

  override create(record: Parameters<NoteRepository['create']>[0], project: ProjectScope) {
    return super.create({ ...record, addedByName: 'Ada Lovelace', dateAdded: new Date(0) }, project);
  }

  async recipientTypeOf(id: number, scope: TenantScope) {
    return (await this.get(id, scope))?.recipientType ?? null;
  }
}

async function setup() {
  const notes = new FakeNotes(projectsOf);
  const lead = await notes.recipients.lead.create({}, testProject(11));
  const customer = await notes.recipients.customer.create({}, testProject(10));
  const foreignLead = await notes.recipients.lead.create({}, testProject(20));
  return {
    notes,
    lead: { recipientType: 'lead', recipientId: lead.id } as const,
    customer: { recipientType: 'customer', recipientId: customer.id } as const,
    foreignLead: { recipientType: 'lead', recipientId: foreignLead.id } as const,
    add: new AddNote(notes),
    list: new ListNotes(notes),
    remove: new DeleteNote(notes),
    moduleOf: new ModuleOfNote(notes),
  };
}

describe('notes', () => {
  it("belong to their recipient's module", () => {
    expect(moduleOfRecipientType('customer')).toBe('crm');
    expect(moduleOfRecipientType('lead')).toBe('com');
    expect(moduleOfRecipientType('inventory')).toBe('inv');
    for (const bad of ['Lead', '', undefined, 3])
      expect(() => moduleOfRecipientType(bad)).toThrow(
        expect.objectContaining({ errors: [expect.objectContaining({ field: 'recipientType' })] }),
      );
  });

  it("go to the recipient's project, trimmed and signed by the user, whatever project the caller names", async () => {
    const { add, lead } = await setup();
    expect(await add.execute({ ...lead, note: '  Called back ' }, { userId: 7 }, user(1))).toMatchObject({
      note: 'Called back',
      projectId: 11,
      addedBy: 7,
      recipientType: 'lead',
    });
    await expect(add.execute({ ...lead, note: 'x' }, { userId: 7 }, user(1, 10))).rejects.toBeInstanceOf(NoteRecipientNotFound);
  });

  it('need their text (at most 10,000 characters), a known recipient type and a recipient of the caller', async () => {
    const { add, notes, lead, foreignLead } = await setup();
    for (const note of ['', '  ', 'x'.repeat(10_001)])
      await expect(add.execute({ ...lead, note }, { userId: 7 }, user(1))).rejects.toMatchObject({
        errors: [expect.objectContaining({ field: 'note' })],
      });
    await expect(add.execute({ ...lead, recipientType: 'deal' as never, note: 'x' }, { userId: 7 }, user(1))).rejects.toBeInstanceOf(
      InvalidInput,
    );
    await expect(add.execute({ ...foreignLead, note: 'x' }, { userId: 7 }, user(1))).rejects.toBeInstanceOf(NoteRecipientNotFound);
    await expect(add.execute({ ...lead, recipientId: 999, note: 'x' }, { userId: 7 }, user(1))).rejects.toBeInstanceOf(
      NoteRecipientNotFound,
    );
    await expect(add.execute({ ...lead, note: 'x' }, { userId: 7, addedBy: 8 }, user(1))).rejects.toMatchObject({
      errors: [{ field: 'addedBy', message: 'must be the signed-in user' }],
    });
    expect(notes.rows.size).toBe(0);
  });

  it("list one recipient's notes, and another subscription's recipient is not found", async () => {
    const { add, list, lead, customer, foreignLead } = await setup();
    await add.execute({ ...lead, note: 'On the lead' }, { userId: 7 }, user(1));
    await add.execute({ ...customer, note: 'On the customer' }, { userId: 7 }, user(1));
    expect((await list.execute(lead, page, user(1))).rows.map((n) => n.note)).toEqual(['On the lead']);
    await expect(list.execute(lead, page, user(2))).rejects.toBeInstanceOf(NoteRecipientNotFound);
    await expect(list.execute(foreignLead, page, user(1))).rejects.toBeInstanceOf(NoteRecipientNotFound);
  });

  it("answer their module and go away within the caller's subscription only", async () => {
    const { add, remove, moduleOf, notes, customer } = await setup();
    const note = await add.execute({ ...customer, note: 'Prefers mail' }, { userId: 7 }, user(1));
    expect(await moduleOf.execute(note.id, user(1))).toBe('crm');
    await expect(moduleOf.execute(note.id, user(2))).rejects.toBeInstanceOf(NoteNotFound);
    await expect(remove.execute(note.id, user(2))).rejects.toBeInstanceOf(NoteNotFound);
    await remove.execute(note.id, user(1));
    expect(notes.rows.size).toBe(0);
    await expect(remove.execute(note.id, user(1))).rejects.toBeInstanceOf(NoteNotFound);
  });
});
