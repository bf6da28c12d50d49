// The public form intake (CONTRACT §7): a project's key posts a submission of one of its forms; the
// submission is stored and linked to the one lead with its e-mail (created once, even under concurrent
// submissions), and the form's recipients are told through the job queue.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { buildModuleWorld, type ModuleWorld } from './support/module-world.js';
import { useTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from '@atrium/testing';

let t: TestApp;
let w: ModuleWorld;
let form: number;
let theirForm: number;
useTestApp((app) => (t = app));

const sql = (text: string, params: unknown[] = []) => t.running.database.dataSource.query(text, params);
const addForm = async (project: number, notifyEmail = '') =>
  (
    await sql(`INSERT INTO forms (project_id, label, notify_sms, notify_email) VALUES ($1, 'Contact', '', $2) RETURNING id`, [
      project,
      notifyEmail,
    ])
  )[0].id as number;

beforeAll(async () => {
  w = await buildModuleWorld(t);
  form = await addForm(w.member.projectId, 'sales@example.com');
  theirForm = await addForm(w.otherTenant.projectId);
});

const submit = (formId: number | string, body: unknown, key = w.member.apiKey) =>
  fetch(`${t.baseUrl}/api/public/forms/${formId}/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key, origin: 'https://shop.example' },
    body: JSON.stringify(body),
  });
const json = async (r: Response) => (await r.json()) as { id: number; lead: number; code?: string; errors?: Array<{ field: string }> };

describe('public form intake', () => {
  it('stores the submission, adds its lead from the fields, answers CORS, and notifies the form by mail', async () => {
    const r = await submit(form, { email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', message: 'Call me' });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    const { id, lead } = await json(r);
    const [stored] = await sql(`SELECT project_id, form_id, email::text, form_data, lead_id, status FROM submissions WHERE id = $1`, [id]);
    expect(stored).toEqual({
      project_id: w.member.projectId,
      form_id: form,
      email: 'ada@example.com',
      form_data: { email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', message: 'Call me' },
      lead_id: lead,
      status: 'active',
    });
    expect(await sql(`SELECT firstname, lastname, email::text, project_id FROM leads WHERE id = $1`, [lead])).toEqual([
      { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', project_id: w.member.projectId },
    ]);
    const again = await json(await submit(form, { email: 'ADA@example.com' }));
    expect(again.lead).toBe(lead);
    const mails = () => sql(`SELECT to_address, subject FROM mail_outbox WHERE subject = 'New submission: Contact' ORDER BY id`);
    await waitFor(async () => (await mails()).length >= 2);
    expect((await mails()).slice(0, 2)).toEqual([
      { to_address: 'sales@example.com', subject: 'New submission: Contact' },
      { to_address: 'sales@example.com', subject: 'New submission: Contact' },
    ]);
  });

  it('refuses a wrong key (401), a session token, another project’s form or no form (404), and a missing e-mail (400)', async () => {
    const count = async () => (await sql(`SELECT count(*)::int AS n FROM submissions`))[0].n as number;
    const before = await count();
    expect((await submit(form, { email: 'x@example.com' }, 'atr_not-a-key')).status).toBe(401);
    const token = await t.login(w.clientA.email, 'password-123');
    const withSession = await fetch(`${t.baseUrl}/api/public/forms/${form}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ email: 'x@example.com' }),
    });
    expect(withSession.status).toBe(401);
    const foreign = await submit(theirForm, { email: 'x@example.com' });
    expect(foreign.status).toBe(404);
    expect((await json(foreign)).code).toBe('com.form_not_found');
    expect((await submit(999999, { email: 'x@example.com' })).status).toBe(404);
    expect((await submit('nope', { email: 'x@example.com' })).status).toBe(404);
    const missing = await submit(form, { firstname: 'Ada' });
    expect(missing.status).toBe(400);
    expect((await json(missing)).errors?.map((e) => e.field)).toEqual(['email']);
    expect((await json(await submit(form, { email: 'x@example.com', age: 42 }))).errors?.map((e) => e.field)).toEqual(['age']);
    expect(await count()).toBe(before);
  });

  it('tells the recipients of every one of concurrent submissions (their notifications share jobs)', async () => {
    const label = `Rush ${Date.now()}`;
    const rushForm = Number(
      (
        await sql(`INSERT INTO forms (project_id, label, notify_sms, notify_email) VALUES ($1, $2, '', 'rush@example.com') RETURNING id`, [
          w.member.projectId,
          label,
        ])
      )[0].id,
    );
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => submit(rushForm, { email: `rush-${i}@example.com` })));
    expect(answers.map((r) => r.status)).toEqual(Array<number>(12).fill(200));
    const mails = async () =>
      (await sql(`SELECT count(*)::int AS n FROM mail_outbox WHERE subject = $1`, [`New submission: ${label}`]))[0].n;
    await waitFor(async () => (await mails()) >= 12);
    expect(await mails()).toBe(12);
  });

  it('makes exactly one lead of 50 concurrent submissions with one e-mail, and stores every one it answered', async () => {
    const email = `rush-${Date.now()}@example.com`;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => submit(form, { email, message: `#${i}` })));
    const ok = await Promise.all(answers.filter((r) => r.ok).map(json));
    expect(answers.map((r) => r.status)).toEqual(Array<number>(50).fill(200));
    const leads = await sql(`SELECT id FROM leads WHERE project_id = $1 AND email = $2`, [w.member.projectId, email]);
    expect(leads).toHaveLength(1);
    expect(new Set(ok.map((a) => a.lead))).toEqual(new Set([leads[0].id]));
    const stored = await sql(`SELECT id FROM submissions WHERE id = ANY($1::int[]) AND lead_id = $2`, [ok.map((a) => a.id), leads[0].id]);
    expect(stored).toHaveLength(50);
  });
});
