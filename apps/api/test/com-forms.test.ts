// Communications forms and their submissions (spec 2 "Communications"): forms CRUD in one project, the
// submissions of a form, a project or a lead with their form's label, the soft delete, and 404 for what is
// not the caller's. Submissions are the public intake's rows; here they are written directly.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { buildModuleWorld, type ModuleWorld } from './support/module-world.js';
import { many, one } from './support/fixtures.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let w: ModuleWorld;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
});

const form = { notifySms: '+1 514 555 0100', notifyEmail: 'sales@example.com, owner@example.com' };
const add = (label: string, project = w.member.projectId) => w.member.api.POST('/api/com/forms', { body: { label, ...form, project } });
const forms = (query: Record<string, string>) => w.member.api.GET('/api/com/forms', { params: { query: query as never } });
const submissions = (query: Record<string, string>, api = w.member.api) =>
  api.GET('/api/com/submissions', { params: { query: query as never } });
const errorFields = (r: { error?: unknown }) => ((r.error as { errors?: Array<{ field: string }> }).errors ?? []).map((e) => e.field);

/** A lead of the member's project (the leads' own API is another resource's). */
async function addLead(email: string): Promise<number> {
  const [row] = (await t.running.database.dataSource.query(
    `INSERT INTO leads (project_id, firstname, lastname, phone, email) VALUES ($1, 'Ada', 'Lead', '5145550100', $2) RETURNING id`,
    [w.member.projectId, email],
  )) as Array<{ id: number }>;
  return row.id;
}

async function submit(formId: number, email: string, formData: Record<string, string>, leadId: number | null = null): Promise<number> {
  const [row] = (await t.running.database.dataSource.query(
    `INSERT INTO submissions (project_id, form_id, email, form_data, lead_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [w.member.projectId, formId, email, formData, leadId],
  )) as Array<{ id: number }>;
  return row.id;
}

describe('forms', () => {
  it('adds, lists, reads, changes and deletes a form in one project', async () => {
    const contact = await unwrap(add('  Contact us '));
    expect(contact).toMatchObject({ label: 'Contact us', ...form, project: w.member.projectId });
    expect(typeof contact.createdAt).toBe('number');
    await unwrap(add('Quote request'));
    const all = await forms({ project: String(w.member.projectId), sort: 'label', order: 'asc', q: 'u' });
    expect(many(all.data!).map((f) => f.label)).toEqual(['Contact us', 'Quote request']);
    expect(all.response.headers.get('x-total-count')).toBe('2');

    const asRead = one(await unwrap(forms({ id: String(contact.id) })));
    const saved = await w.member.api.PATCH('/api/com/forms', { body: { ...asRead, notifySms: '5145550199' } });
    expect(saved.response.status).toBe(204);
    expect(one(await unwrap(forms({ id: String(contact.id) })))).toMatchObject({ label: 'Contact us', notifySms: '5145550199' });
    const moved = await w.member.api.PATCH('/api/com/forms', { body: { ...asRead, createdAt: 1 } });
    expect(errorFields(moved)).toEqual(['createdAt']);

    expect((await w.member.api.DELETE('/api/com/forms', { params: { query: { id: String(contact.id) } } })).response.status).toBe(204);
    expect((await forms({ id: String(contact.id) })).response.status).toBe(404);
  });

  it('needs a name, phone numbers and e-mail addresses, and stores nothing otherwise', async () => {
    for (const [body, field] of [
      [{ ...form, label: '', project: w.member.projectId }, 'label'],
      [{ ...form, label: 'x'.repeat(201), project: w.member.projectId }, 'label'],
      [{ notifyEmail: form.notifyEmail, label: 'No SMS', project: w.member.projectId }, 'notifySms'],
      [{ ...form, notifySms: 'call me', label: 'Bad SMS', project: w.member.projectId }, 'notifySms'],
      [{ ...form, notifyEmail: 'sales@example.com, nobody', label: 'Bad mail', project: w.member.projectId }, 'notifyEmail'],
      [{ ...form, notifyEmail: 42, label: 'Number', project: w.member.projectId }, 'notifyEmail'],
      [{ ...form, label: 'No project' }, 'project'],
    ] as const) {
      const r = await w.member.api.POST('/api/com/forms', { body: body as never });
      expect(r.response.status).toBe(400);
      expect(errorFields(r)).toContain(field);
    }
    const stored = await forms({ project: String(w.member.projectId), q: 'No SMS' });
    expect(stored.response.headers.get('x-total-count')).toBe('0');
  });
});

describe('submissions', () => {
  it("lists a form's, a project's and a lead's submissions newest first, with the form's label", async () => {
    const quote = await unwrap(add('Quote'));
    const other = await unwrap(add('Newsletter'));
    const ada = await addLead('ada@example.com');
    const first = await submit(quote.id, 'ada@example.com', { name: 'Ada', budget: '5000' }, ada);
    const second = await submit(quote.id, 'bob@example.com', { name: 'Bob' });
    const third = await submit(other.id, 'ada@example.com', { topic: 'news' }, ada);

    const byForm = await submissions({ form: String(quote.id) });
    expect(byForm.response.headers.get('x-total-count')).toBe('2');
    expect(many(byForm.data!)).toEqual([
      expect.objectContaining({ id: second, email: 'bob@example.com', formData: { name: 'Bob' }, leadId: null, status: 'active' }),
      expect.objectContaining({ id: first, formDetails: { label: 'Quote' }, form: quote.id, leadId: ada, project: w.member.projectId }),
    ]);
    expect(typeof many(byForm.data!)[0].dateTime).toBe('number');
    const byLead = many(await unwrap(submissions({ leadId: String(ada), sort: 'id', order: 'asc' })));
    expect(byLead.map((s) => [s.id, s.formDetails.label])).toEqual([
      [first, 'Quote'],
      [third, 'Newsletter'],
    ]);
    const byProject = many(await unwrap(submissions({ project: String(w.member.projectId), q: 'ADA@' })));
    expect(byProject.map((s) => s.id)).toEqual([third, first]);
    expect((await submissions({})).response.status).toBe(400);
  });

  it('deletes a submission by making it inactive; it stays listed as such', async () => {
    const f = await unwrap(add('Soft delete'));
    const id = await submit(f.id, 'carol@example.com', { name: 'Carol' });
    const r = await w.member.api.PATCH('/api/com/submissions', { body: { id, status: 'inactive' } });
    expect(r.response.status).toBe(204);
    expect(many(await unwrap(submissions({ form: String(f.id) })))).toEqual([expect.objectContaining({ id, status: 'inactive' })]);
    const bad = await w.member.api.PATCH('/api/com/submissions', { body: { id, status: 'deleted' } as never });
    expect(errorFields(bad)).toEqual(['status']);
    const missing = await w.member.api.PATCH('/api/com/submissions', { body: { id: 999_999, status: 'inactive' } });
    expect(missing.response.status).toBe(404);
  });

  it('keeps each project to itself: another subscription neither reads nor changes a form or its submissions', async () => {
    const f = await unwrap(add('Private'));
    const dan = await addLead('dan@example.com');
    const id = await submit(f.id, 'dan@example.com', { name: 'Dan' }, dan);
    const other = w.otherTenant.api;
    expect((await other.GET('/api/com/forms', { params: { query: { id: String(f.id) } } })).response.status).toBe(404);
    expect((await other.PATCH('/api/com/forms', { body: { id: f.id, label: 'Stolen' } })).response.status).toBe(404);
    expect((await other.DELETE('/api/com/forms', { params: { query: { id: String(f.id) } } })).response.status).toBe(404);
    expect((await submissions({ form: String(f.id) }, other)).response.status).toBe(404);
    expect(await unwrap(submissions({ leadId: String(dan) }, other))).toEqual([]);
    expect((await other.PATCH('/api/com/submissions', { body: { id, status: 'inactive' } })).response.status).toBe(404);
    expect(many(await unwrap(submissions({ form: String(f.id) })))).toEqual([expect.objectContaining({ id, status: 'active' })]);
  });
});
