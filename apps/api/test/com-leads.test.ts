// Communications leads (spec 2 "Communications"): CRUD in one project, one lead per e-mail, batches
// all-or-nothing with per-row errors, and Convert To Customer exactly once, even under concurrent requests.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { buildModuleWorld, type ModuleWorld } from './support/module-world.js';
import { many, one } from './support/fixtures.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let w: ModuleWorld;
let group: number;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
  group = (await unwrap(w.member.api.POST('/api/crm/groups', { body: { groupName: 'Converted', project: w.member.projectId } }))).id;
});

const onPostgres = process.env.TEST_DB === 'postgres' ? it : it.skip;
let n = 0;
const lead = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Ada',
  lastname: 'Lovelace',
  phone: '555-0101',
  email: `ada${n++}@example.com`,
  ...overrides,
});
const add = (overrides: Record<string, unknown> = {}) =>
  unwrap(w.member.api.POST('/api/com/leads', { body: { ...lead(overrides), project: w.member.projectId } as never }));
const get = (query: Record<string, string>) => w.member.api.GET('/api/com/leads', { params: { query: query as never } });
const fields = (error: unknown) => (error as { errors: Array<{ field: string }> }).errors.map((e) => e.field);
const sql = (text: string, params: unknown[]) => t.running.database.dataSource.query(text, params);

describe('leads', () => {
  it('adds, lists with the total, filters, reads, edits and deletes in one project', async () => {
    const ada = await add({ firstname: '  Ada ', assignedTo: w.member.userId });
    expect(ada).toMatchObject({
      firstname: 'Ada',
      assignedTo: w.member.userId,
      scoring: null,
      converted: false,
      project: w.member.projectId,
    });
    await add({ firstname: 'Grace', lastname: 'Hopper' });
    const page = await get({ project: String(w.member.projectId), q: 'hopper' });
    expect(many(page.data!).map((l) => l.firstname)).toEqual(['Grace']);
    expect(page.response.headers.get('x-total-count')).toBe('1');
    // Any case, across the space between first and last name.
    expect(many((await get({ project: String(w.member.projectId), q: 'GRACE HOP' })).data!).map((l) => l.firstname)).toEqual(['Grace']);

    const asRead = one(await unwrap(get({ id: String(ada.id) })));
    const edited = await w.member.api.PATCH('/api/com/leads', { body: { ...asRead, phone: '555-0199', assignedTo: null } });
    expect(edited.response.status).toBe(204);
    expect(one(await unwrap(get({ id: String(ada.id) })))).toMatchObject({ phone: '555-0199', assignedTo: null });
    const backdated = await w.member.api.PATCH('/api/com/leads', { body: { ...asRead, converted: true } });
    expect(fields(backdated.error)).toEqual(['converted']);

    expect((await w.member.api.DELETE('/api/com/leads', { params: { query: { id: String(ada.id) } } })).response.status).toBe(204);
    expect((await get({ id: String(ada.id) })).response.status).toBe(404);
  });

  it('refuses a missing field, a second lead with one e-mail, and an assignee of another subscription', async () => {
    const missing = await w.member.api.POST('/api/com/leads', {
      body: { ...lead(), phone: undefined, project: w.member.projectId } as never,
    });
    expect(missing.response.status).toBe(400);
    expect(fields(missing.error)).toContain('phone');
    const first = await add({ email: 'twice@example.com' });
    const twice = await w.member.api.POST('/api/com/leads', {
      body: { ...lead({ email: 'TWICE@example.com' }), project: w.member.projectId },
    });
    expect(twice.response.status).toBe(409);
    const stranger = await w.member.api.PATCH('/api/com/leads', { body: { id: first.id, assignedTo: w.otherTenant.userId } });
    expect(fields(stranger.error)).toEqual(['assignedTo']);
  });

  it('reads leads by ids, and adds a batch whole or not at all, naming each bad row', async () => {
    const a = await add();
    const b = await add();
    const byIds = await unwrap(w.member.api.POST('/api/com/leads/batch', { body: { ids: [b.id, a.id] } }));
    expect(byIds.map((l) => l.id)).toEqual([b.id, a.id]);

    const count = async () => (await sql(`SELECT count(*)::int AS n FROM leads WHERE project_id = $1`, [w.member.projectId]))[0].n;
    const before = await count();
    const bad = await w.member.api.POST('/api/com/leads/batch', {
      body: { project: w.member.projectId, leads: [lead(), lead(), lead({ email: 'not-mail' }), lead({ email: a.email })] },
    });
    expect(bad.response.status).toBe(400);
    expect(fields(bad.error)).toEqual(['leads[2].email', 'leads[3].email']);
    const wrongType = await w.member.api.POST('/api/com/leads/batch', {
      body: { project: w.member.projectId, leads: [lead(), lead({ phone: 5 })] } as never,
    });
    expect(new Set(fields(wrongType.error))).toEqual(new Set(['leads[1].phone']));
    expect(await count()).toBe(before);
    const made = await unwrap(
      w.member.api.POST('/api/com/leads/batch', { body: { project: w.member.projectId, leads: [lead(), lead()] } }),
    );
    expect(made).toHaveLength(2);
    expect(await count()).toBe(before + 2);
  });

  it('sets and clears a score, ranks scored leads by score, and lists My Leads and the leads of one scoring', async () => {
    const scoring = async (project: number, label: string, score: number, color: string) =>
      (
        await sql(`INSERT INTO scorings (project_id, label, score, color) VALUES ($1, $2, $3, $4) RETURNING id`, [
          project,
          label,
          score,
          color,
        ])
      )[0].id as number;
    const hot = await scoring(w.member.projectId, 'Hot', 90, '#ff0000');
    const warm = await scoring(w.member.projectId, 'Warm', 40.5, '#ff8800');
    const zero = await scoring(w.member.projectId, 'Zero', 0, '#cccccc');
    const theirs = await scoring(w.otherTenant.projectId, 'Theirs', 99, '#000000');
    const [a, b, c, d] = [await add(), await add({ assignedTo: w.member.userId }), await add(), await add()];
    const score = (id: number, scoring: number | null) => w.member.api.PATCH('/api/com/leads', { body: { id, scoring } });
    for (const [lead, s] of [
      [a, warm],
      [b, hot],
      [c, zero],
      [d, hot],
    ] as const)
      expect((await score(lead.id, s)).response.status).toBe(204);
    expect(fields((await score(a.id, theirs)).error)).toEqual(['scoring']);
    expect((await score(d.id, null)).response.status).toBe(204);

    const sorted = (await unwrap(
      get({ project: String(w.member.projectId), sorting: 'true', assigned: String(w.member.userId), perPage: '100' }),
    )) as unknown as Record<
      'scoredLeads' | 'unscoredLeads' | 'assignedLeads',
      Array<{ id: number; label: string | null; score: number | null; color: string | null }>
    >;
    expect(sorted.scoredLeads.slice(0, 2)).toEqual([
      expect.objectContaining({ id: b.id, label: 'Hot', score: 90, color: '#ff0000' }),
      expect.objectContaining({ id: a.id, label: 'Warm', score: 40.5, color: '#ff8800' }),
    ]);
    const unscored = sorted.unscoredLeads.map((l) => l.id);
    expect(unscored).toEqual(expect.arrayContaining([c.id, d.id]));
    expect(unscored).not.toContain(a.id);
    expect(sorted.unscoredLeads.find((l) => l.id === c.id)).toMatchObject({ label: 'Zero', score: 0 });
    expect(sorted.unscoredLeads.find((l) => l.id === d.id)).toMatchObject({ label: null, score: null });
    expect(sorted.assignedLeads.map((l) => l.id)).toContain(b.id);
    expect(sorted.assignedLeads.map((l) => l.id)).not.toContain(a.id);
    const ofHot = await get({ project: String(w.member.projectId), scoring: String(hot) });
    expect(many(ofHot.data!).map((l) => l.id)).toEqual([b.id]);
  });

  it('converts a lead into a customer of the chosen group once; the customer keeps the lead id', async () => {
    const grace = await add({ firstname: 'Grace', assignedTo: w.member.userId });
    const convert = (customerGroup: number) =>
      w.member.api.POST('/api/com/leads/convert', { body: { project: w.member.projectId, id: grace.id, customerGroup } });
    const otherGroup = await unwrap(
      w.otherTenant.api.POST('/api/crm/groups', { body: { groupName: 'Theirs', project: w.otherTenant.projectId } }),
    );
    expect(fields((await convert(otherGroup.id)).error)).toEqual(['customerGroup']);
    const done = await unwrap(convert(group));
    const customers = await sql(
      `SELECT firstname, email::text, customer_group_id, lead_id, assigned_to, converted FROM customers WHERE id = $1`,
      [done.customerId],
    );
    expect(customers).toEqual([
      {
        firstname: 'Grace',
        email: grace.email,
        customer_group_id: group,
        lead_id: grace.id,
        assigned_to: w.member.userId,
        converted: true,
      },
    ]);
    expect(one(await unwrap(get({ id: String(grace.id) }))).converted).toBe(true);
    const again = await convert(group);
    expect(again.response.status).toBe(409);
    expect((again.error as { code: string }).code).toBe('com.lead_already_converted');
    const theirs = await w.otherTenant.api.POST('/api/com/leads/convert', {
      body: { project: w.otherTenant.projectId, id: grace.id, customerGroup: otherGroup.id },
    });
    expect(theirs.response.status).toBe(404);
  });

  it("converts as spec 2's call reads ({project, id}): into the project's 'Converted leads' group, made once", async () => {
    const convert = (id: number) => w.member.api.POST('/api/com/leads/convert', { body: { project: w.member.projectId, id } as never });
    const groupsNamed = () =>
      sql(`SELECT id FROM customer_groups WHERE project_id = $1 AND group_name = 'Converted leads'`, [w.member.projectId]);
    expect(await groupsNamed()).toEqual([]);
    const [first, second] = [await add(), await add()];
    const customers = [(await unwrap(convert(first.id))).customerId, (await unwrap(convert(second.id))).customerId];
    const [made] = await groupsNamed();
    expect(await groupsNamed()).toHaveLength(1);
    expect(await sql(`SELECT customer_group_id, assigned_to FROM customers WHERE id = ANY($1) ORDER BY id`, [customers])).toEqual([
      { customer_group_id: made.id, assigned_to: w.member.userId },
      { customer_group_id: made.id, assigned_to: w.member.userId },
    ]);
    // Missing fields say so, once each, not as the range and type rules an absent value also breaks.
    const empty = await w.member.api.POST('/api/com/leads/convert', { body: {} as never });
    expect((empty.error as { errors: unknown }).errors).toEqual([
      { field: 'id', message: 'is required' },
      { field: 'project', message: 'is required' },
    ]);
  });

  it("adds a lead with its scoring (a field of spec 2's Lead), and refuses another project's scoring", async () => {
    const hot = await unwrap(
      w.member.api.POST('/api/com/scoring', { body: { project: w.member.projectId, label: 'Warm', score: 2, color: '#ffaa00' } }),
    );
    const scored = await add({ scoring: hot.id, assignedTo: w.member.userId });
    expect(scored).toMatchObject({ scoring: hot.id });
    const theirs = await unwrap(
      w.otherTenant.api.POST('/api/com/scoring', { body: { project: w.otherTenant.projectId, label: 'T', score: 1, color: '#000000' } }),
    );
    const refused = await w.member.api.POST('/api/com/leads', {
      body: { ...lead({ scoring: theirs.id }), project: w.member.projectId } as never,
    });
    expect(fields(refused.error)).toEqual(['scoring']);
  });

  // Row locks mean something only where transactions run side by side (STACK.md: PGlite has one session).
  onPostgres('converts once under 20 concurrent requests: one 200, nineteen 409, one customer', async () => {
    const lead = await add();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        w.member.api
          .POST('/api/com/leads/convert', { body: { project: w.member.projectId, id: lead.id, customerGroup: group } })
          .then((r) => r.response.status),
      ),
    );
    expect(statuses.sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(await sql(`SELECT count(*)::int AS n FROM customers WHERE lead_id = $1`, [lead.id])).toEqual([{ n: 1 }]);
  });

  it('keeps each project to itself: another subscription neither reads, changes nor deletes the lead', async () => {
    const mine = await add();
    const other = w.otherTenant.api;
    expect((await other.GET('/api/com/leads', { params: { query: { id: String(mine.id) } } })).response.status).toBe(404);
    expect((await other.PATCH('/api/com/leads', { body: { id: mine.id, lastname: 'Stolen' } })).response.status).toBe(404);
    expect((await other.DELETE('/api/com/leads', { params: { query: { id: String(mine.id) } } })).response.status).toBe(404);
    expect(await unwrap(other.POST('/api/com/leads/batch', { body: { ids: [mine.id] } }))).toEqual([]);
  });
});
