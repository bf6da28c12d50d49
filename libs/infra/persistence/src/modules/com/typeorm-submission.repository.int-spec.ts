import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TenantScope } from '@atrium/kernel';
import { testProject } from '@atrium/testing';
import { useTestDatabase } from '../../test/open-test-database.js';
import { listQuery, scopesOf, seedTenant, type Tenant } from '../../test/seed.js';
import { TypeormFormRepository } from './typeorm-form.repository.js';
import { TypeormSubmissionRepository } from './typeorm-submission.repository.js';

describe('TypeormSubmissionRepository', () => {
  const t = useTestDatabase();
  const repo = () => new TypeormSubmissionRepository(t.db);
  const admins: TenantScope = { kind: 'admins' };
  let mine: Tenant;
  let theirs: Tenant;
  let contact: number;
  let quote: number;
  let lead: number;
  let otherLead: number;
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
    const forms = new TypeormFormRepository(t.db);
    const form = (label: string) =>
      forms.create({ label, notifySms: '123', notifyEmail: 'a@example.com' }, testProject(mine.projectIds[0])).then((f) => f.id);
    contact = await form('Contact');
    quote = await form('Quote');
    const [row] = await t.sql<{ id: number }>(
      `INSERT INTO leads (project_id, firstname, lastname, phone, email) VALUES ($1, 'Bob', 'Lead', '555', 'bob@example.com') RETURNING id`,
      [mine.projectIds[0]],
    );
    lead = row.id;
    otherLead = (
      await t.sql<{ id: number }>(
        `INSERT INTO leads (project_id, firstname, lastname, phone, email) VALUES ($1, 'Ada', 'Lead', '555', 'ada@example.com') RETURNING id`,
        [mine.projectIds[0]],
      )
    )[0].id;
  });

  it("creates a submission and reads every field back, with its form's label", async () => {
    const projectId = mine.projectIds[0];
    const formData = { name: 'Ada', message: 'Hello' };
    const created = await repo().create({ formId: contact, email: 'Ada@Example.com', formData, leadId: otherLead }, testProject(projectId));
    const [stored] = await t.sql(`SELECT date_time FROM submissions WHERE id = $1`, [created.id]);
    const record = {
      id: created.id,
      projectId,
      formId: contact,
      email: 'Ada@Example.com',
      dateTime: stored.date_time,
      formData,
      leadId: otherLead,
    };
    expect(created).toStrictEqual({ ...record, status: 'active' });
    expect(created.dateTime).toBeInstanceOf(Date);
    expect(await repo().get(created.id, admins)).toStrictEqual({ ...record, status: 'active', formLabel: 'Contact' });
  });

  it('reads several by id in one call, within the scope, leaving out the ids it does not find', async () => {
    // Another tenant's project, so that the other specs' lists of this one's stay as they are.
    const projectId = theirs.projectIds[0];
    const forms = new TypeormFormRepository(t.db);
    const form = (label: string) => forms.create({ label, notifySms: '', notifyEmail: '' }, testProject(projectId)).then((f) => f.id);
    const [hello, bye] = [await form('Hello'), await form('Bye')];
    const a = await repo().create({ formId: hello, email: 'a@example.com', formData: { m: 'a' } }, testProject(projectId));
    const b = await repo().create({ formId: bye, email: 'b@example.com', formData: { m: 'b' } }, testProject(projectId));
    const many = await repo().getMany([b.id, 2_000_000_000, a.id], admins);
    expect(many.map((s) => [s.id, s.formLabel, s.formData])).toEqual([
      [a.id, 'Hello', { m: 'a' }],
      [b.id, 'Bye', { m: 'b' }],
    ]);
    expect(await repo().getMany([a.id, b.id], scopesOf(mine).project)).toEqual([]);
    expect(await repo().getMany([], admins)).toEqual([]);
  });

  it('lists by project, by form and by lead, newest first, filtering on the e-mail', async () => {
    const projectId = mine.projectIds[0];
    const add = (formId: number, email: string, leadId: number | null = null) =>
      repo()
        .create({ formId, email, formData: {}, leadId }, testProject(projectId))
        .then((s) => s.id);
    const a = await add(quote, 'bob@example.com', lead);
    const b = await add(quote, 'carol@example.com');
    const c = await add(contact, 'bob@example.org', lead);
    const scope = scopesOf(mine).user;
    const byForm = await repo().listOf({ formId: quote }, listQuery({ order: 'desc' }), scope);
    expect(byForm).toEqual({ rows: [b, a].map((id) => expect.objectContaining({ id, formLabel: 'Quote' })), total: 2 });
    const byLead = await repo().listOf({ leadId: lead }, listQuery(), scope);
    expect(byLead.rows.map((s) => s.id)).toEqual([a, c]);
    const byProject = await repo().listOf({}, listQuery({ q: 'BOB@' }), scopesOf(mine).userInProject);
    expect(byProject.rows.map((s) => [s.id, s.formLabel])).toEqual([
      [a, 'Quote'],
      [c, 'Contact'],
    ]);
    expect((await repo().listOf({ formId: quote }, listQuery(), scopesOf(theirs).user)).rows).toEqual([]);
  });

  it('changes the status only within the scope, keeping the row', async () => {
    const s = await repo().create({ formId: contact, email: 'x@example.com', formData: { k: 'v' } }, testProject(mine.projectIds[0]));
    for (const scope of [scopesOf(theirs).user, scopesOf(mine).client, { kind: 'project', projectId: mine.projectIds[1] } as const])
      expect(await repo().setStatus(s.id, 'inactive', scope)).toBe(false);
    expect((await repo().get(s.id, admins))?.status).toBe('active');
    expect(await repo().setStatus(s.id, 'inactive', scopesOf(mine).userInProject)).toBe(true);
    expect(await repo().get(s.id, admins)).toMatchObject({ status: 'inactive', formData: { k: 'v' } });
  });

  it("goes with its form's deletion", async () => {
    const forms = new TypeormFormRepository(t.db);
    const doomed = await forms.create({ label: 'Doomed', notifySms: '123', notifyEmail: 'a@example.com' }, testProject(mine.projectIds[0]));
    const s = await repo().create({ formId: doomed.id, email: 'x@example.com', formData: {} }, testProject(mine.projectIds[0]));
    expect(await forms.delete(doomed.id, admins)).toBe(true);
    expect(await t.sql(`SELECT id FROM submissions WHERE id = $1`, [s.id])).toEqual([]);
  });
});
