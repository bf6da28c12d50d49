// Notes (spec 2 §7 "Notes"): a note belongs to the module of the record it is attached to (customer → crm,
// lead → com, inventory item → inv), decided per request by the guard; its recipient must be one of the
// caller's records; bad input is a 400 that stores nothing; a recipient's delete takes its notes.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { unwrap } from '@atrium/api-client';
import { Access } from '../src/http/access.decorator.js';
import { assertEveryRouteDeclaresAccess } from '../src/http/route-policies.js';
import { buildModuleWorld, type ModuleWorld, type ProjectMember } from './support/module-world.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let w: ModuleWorld;
useTestApp((app) => (t = app));

interface Records {
  lead: number;
  customer: number;
}
let mine: Records;
let theirs: Records;

async function addRecords(member: ProjectMember, email: string): Promise<Records> {
  const project = member.projectId;
  const group = await unwrap(member.api.POST('/api/crm/groups', { body: { groupName: 'Notes', project } }));
  const customer = await unwrap(
    member.api.POST('/api/crm/customers', { body: { firstname: 'Cy', lastname: 'Customer', email, customerGroup: group.id, project } }),
  );
  const lead = await unwrap(
    member.api.POST('/api/com/leads', { body: { firstname: 'Lee', lastname: 'Lead', phone: '555-0100', email, project } }),
  );
  return { lead: lead.id, customer: customer.id };
}

beforeAll(async () => {
  w = await buildModuleWorld(t);
  mine = await addRecords(w.member, 'mine@example.com');
  theirs = await addRecords(w.otherTenant, 'theirs@example.com');
});

type RecipientType = 'lead' | 'customer' | 'inventory';
const add = (m: ProjectMember, recipientType: RecipientType, recipientId: number, note: string) =>
  m.api.POST('/api/notes', { body: { note, recipientType, recipientId } });
const list = (m: ProjectMember, recipientType: string, id: number | string, extra: Record<string, string> = {}) =>
  m.api.GET('/api/notes/type', { params: { query: { recipientType, id: String(id), ...extra } as never } });
const remove = (m: ProjectMember, id: number | string) => m.api.DELETE('/api/notes', { params: { query: { id: String(id) } } });
const count = async () => Number((await t.running.database.dataSource.query(`SELECT count(*) AS n FROM notes`))[0].n);
const setModules = (m: ProjectMember, modules: string[]) =>
  t.writeDirectly(`UPDATE subscriptions SET modules = $2 WHERE id = $1`, [m.subscriptionId, modules]);

describe('notes', () => {
  it("adds notes to a lead and a customer, lists one recipient's newest first with author and date, and deletes", async () => {
    const first = await unwrap(add(w.member, 'lead', mine.lead, '  Called back '));
    expect(first).toMatchObject({
      note: 'Called back',
      recipientType: 'lead',
      recipientId: mine.lead,
      addedBy: w.member.userId,
      project: w.member.projectId,
    });
    expect(first.addedByName).toMatch(/\S+ \S+/);
    expect(Math.abs(first.dateAdded - Date.now() / 1000)).toBeLessThan(120);
    const second = await unwrap(
      w.member.api.POST('/api/notes', {
        body: { note: 'Wants a quote', recipientType: 'lead', recipientId: mine.lead, addedBy: w.member.userId },
      }),
    );
    await unwrap(add(w.member, 'customer', mine.customer, 'Prefers mail'));

    const leadNotes = await list(w.member, 'lead', mine.lead, { sort: 'id', order: 'desc' });
    expect(leadNotes.data!.map((n) => n.note)).toEqual(['Wants a quote', 'Called back']);
    expect(leadNotes.response.headers.get('x-total-count')).toBe('2');
    expect((await unwrap(list(w.member, 'customer', mine.customer))).map((n) => n.note)).toEqual(['Prefers mail']);
    expect((await list(w.member, 'customer', 987_654)).response.status).toBe(404);

    expect((await remove(w.member, second.id)).response.status).toBe(204);
    expect((await unwrap(list(w.member, 'lead', mine.lead))).map((n) => n.id)).toEqual([first.id]);
    expect((await remove(w.member, second.id)).response.status).toBe(404);
  });

  it('refuses bad input with the field named, and stores nothing', async () => {
    const before = await count();
    for (const [body, field] of [
      [{ note: '', recipientType: 'lead', recipientId: mine.lead }, 'note'],
      [{ note: '   ', recipientType: 'lead', recipientId: mine.lead }, 'note'],
      [{ recipientType: 'lead', recipientId: mine.lead }, 'note'],
      [{ note: 'x'.repeat(10_001), recipientType: 'lead', recipientId: mine.lead }, 'note'],
      [{ note: 42, recipientType: 'lead', recipientId: mine.lead }, 'note'],
      [{ note: 'Hi', recipientType: 'deal', recipientId: mine.lead }, 'recipientType'],
      [{ note: 'Hi', recipientId: mine.lead }, 'recipientType'],
      [{ note: 'Hi', recipientType: 'lead', recipientId: 'seven' }, 'recipientId'],
      [{ note: 'Hi', recipientType: 'lead' }, 'recipientId'],
      [{ note: 'Hi', recipientType: 'lead', recipientId: mine.lead, addedBy: w.otherTenant.userId }, 'addedBy'],
      [{ note: 'Hi', recipientType: 'lead', recipientId: mine.lead, colour: 'red' }, 'colour'],
    ] as const) {
      const r = await w.member.api.POST('/api/notes', { body: body as never });
      expect({ body, status: r.response.status }).toEqual({ body, status: 400 });
      expect((r.error as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toContain(field);
    }
    expect((await w.member.api.POST('/api/notes', { body: null as never })).response.status).toBe(400);
    expect((await list(w.member, 'deal', mine.lead)).response.status).toBe(400);
    expect((await list(w.member, 'lead', 'seven')).response.status).toBe(400);
    expect((await remove(w.member, 'seven')).response.status).toBe(400);
    // Past the key's range: no such record, never a database error.
    expect((await add(w.member, 'lead', 99_999_999_999, 'Hi')).response.status).toBe(400);
    expect((await list(w.member, 'lead', '99999999999')).response.status).toBe(404);
    expect((await remove(w.member, '99999999999')).response.status).toBe(404);
    expect(await count()).toBe(before);
  });

  it("answers 404 for another subscription's recipients and notes, and names nothing", async () => {
    const before = await count();
    const theirNote = await unwrap(add(w.otherTenant, 'lead', theirs.lead, 'Theirs'));
    for (const [type, id] of [
      ['lead', theirs.lead],
      ['customer', theirs.customer],
    ] as const) {
      const added = await add(w.member, type, id, 'Sneaky');
      expect(added.response.status).toBe(404);
      expect((added.error as { code: string }).code).toBe('notes.recipient_not_found');
      expect((await list(w.member, type, id)).response.status).toBe(404);
    }
    expect((await add(w.member, 'lead', 987_654, 'Nobody')).response.status).toBe(404);
    const named = await w.member.api.POST('/api/notes', {
      body: { note: 'Sneaky', recipientType: 'lead', recipientId: mine.lead, project: w.otherTenant.projectId },
    });
    expect((named.error as { code: string }).code).toBe('tenancy.project_not_found');
    expect((await remove(w.member, theirNote.id)).response.status).toBe(404);
    expect(await count()).toBe(before + 1);
    await unwrap(remove(w.otherTenant, theirNote.id));
  });

  it("gates each note by its recipient's module, including a delete that names only the note", async () => {
    const leadNote = await unwrap(add(w.otherTenant, 'lead', theirs.lead, 'On the lead'));
    const customerNote = await unwrap(add(w.otherTenant, 'customer', theirs.customer, 'On the customer'));
    const [{ modules }] = (await t.running.database.dataSource.query(`SELECT modules FROM subscriptions WHERE id = $1`, [
      w.otherTenant.subscriptionId,
    ])) as Array<{ modules: string[] }>;
    await setModules(w.otherTenant, ['cms', 'crm']);
    try {
      const refused = await add(w.otherTenant, 'lead', theirs.lead, 'No com');
      expect(refused.response.status).toBe(403);
      expect((refused.error as { code: string }).code).toBe('tenancy.module_not_in_subscription');
      expect((await list(w.otherTenant, 'lead', theirs.lead)).response.status).toBe(403);
      expect((await remove(w.otherTenant, leadNote.id)).response.status).toBe(403);
      // The inventory module is not theirs either; whether such an item exists is never reached.
      expect((await add(w.otherTenant, 'inventory', 1, 'No inv')).response.status).toBe(403);
      expect((await unwrap(list(w.otherTenant, 'customer', theirs.customer))).map((n) => n.note)).toEqual(['On the customer']);
      await unwrap(add(w.otherTenant, 'customer', theirs.customer, 'Still crm'));
      expect((await remove(w.otherTenant, customerNote.id)).response.status).toBe(204);
    } finally {
      await setModules(w.otherTenant, modules);
    }
    expect((await unwrap(list(w.otherTenant, 'lead', theirs.lead))).map((n) => n.id)).toEqual([leadNote.id]);
  });

  it("takes notes on the project's inventory items (module inv) too", async () => {
    const sql = (query: string, params: unknown[]) => t.running.database.dataSource.query(query, params) as Promise<Array<{ id: number }>>;
    const project = w.member.projectId;
    const [template] = await sql(
      `INSERT INTO inventory_templates (project_id, name, fields) VALUES ($1, 'Seats', '{item,cost}') RETURNING id`,
      [project],
    );
    const [group] = await sql(`INSERT INTO inventory_groups (project_id, name, template_id) VALUES ($1, 'Hall', $2) RETURNING id`, [
      project,
      template.id,
    ]);
    const [item] = await sql(
      `INSERT INTO inventory_items (project_id, inventory_group_id, item, cost, data) VALUES ($1, $2, 'Seat A1', 10, '{}') RETURNING id`,
      [project, group.id],
    );
    const note = await unwrap(add(w.member, 'inventory', item.id, 'Wobbly leg'));
    expect(note).toMatchObject({ recipientType: 'inventory', recipientId: item.id, project });
    expect((await unwrap(list(w.member, 'inventory', item.id))).map((n) => n.note)).toEqual(['Wobbly leg']);
    expect((await add(w.otherTenant, 'inventory', item.id, 'Sneaky')).response.status).toBe(404);
    expect((await remove(w.otherTenant, note.id)).response.status).toBe(404);
    expect((await remove(w.member, note.id)).response.status).toBe(204);
    // Deleting the item takes its notes along (migration 1764180000000).
    await unwrap(add(w.member, 'inventory', item.id, 'Goes with the seat'));
    const before = await count();
    await unwrap(w.member.api.DELETE('/api/inv/items', { params: { query: { id: String(item.id) } } }));
    expect(await count()).toBe(before - 1);
  });

  it('goes away with its recipient', async () => {
    const project = w.member.projectId;
    const lead = await unwrap(
      w.member.api.POST('/api/com/leads', {
        body: { firstname: 'Gone', lastname: 'Soon', phone: '1', email: 'gone@example.com', project },
      }),
    );
    await unwrap(add(w.member, 'lead', lead.id, 'Short-lived'));
    const before = await count();
    await w.member.api.DELETE('/api/com/leads', { params: { query: { id: String(lead.id) } } });
    expect(await count()).toBe(before - 1);
  });
});

describe('the per-request module gate', () => {
  it('refuses to start a server with a notes route that names no module', async () => {
    @Controller('notes/forgotten')
    @Access('users')
    class ForgottenNotesController {
      @Get()
      list() {
        return [];
      }
    }
    const module = await Test.createTestingModule({ imports: [DiscoveryModule], controllers: [ForgottenNotesController] }).compile();
    const app = module.createNestApplication(new FastifyAdapter(), { logger: false });
    await app.init();
    expect(() => assertEveryRouteDeclaresAccess(app)).toThrow(/@InModule: GET \/notes\/forgotten/);
    await app.close();
  });
});
