import { beforeAll, describe, expect, it } from '@jest/globals';
import { FORM_NOTIFY_JOB, type FormIntake } from '@atrium/modules';
import { testProject } from '@atrium/testing';
import { useTestDatabase } from '../../test/open-test-database.js';
import { seedTenant, type Tenant } from '../../test/seed.js';
import { TypeormFormIntakeStore } from './typeorm-form-intake.js';

describe('TypeormFormIntakeStore (group commit)', () => {
  const t = useTestDatabase();
  let mine: Tenant;
  let theirs: Tenant;
  let notifying: number;
  let silent: number;
  let theirForm: number;
  const addForm = async (projectId: number, notifyEmail: string) =>
    Number(
      (
        await t.sql<{ id: number }>(
          `INSERT INTO forms (project_id, label, notify_sms, notify_email) VALUES ($1, 'F', '', $2) RETURNING id`,
          [projectId, notifyEmail],
        )
      )[0].id,
    );
  const intake = (formId: number, email: string, firstname = 'Ada'): FormIntake => ({
    project: testProject(mine.projectIds[0]),
    formId,
    email,
    formData: { email, firstname },
    lead: { firstname, lastname: '', phone: '' },
  });
  const leadsOf = (email: string) =>
    t.sql<{ id: number; firstname: string }>(`SELECT id, firstname FROM leads WHERE project_id = $1 AND email = $2`, [
      mine.projectIds[0],
      email,
    ]);

  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
    notifying = await addForm(mine.projectIds[0], 'sales@example.com');
    silent = await addForm(mine.projectIds[0], ' ');
    theirForm = await addForm(theirs.projectIds[0], 'them@example.com');
  });

  it('answers each submission of one batch on its own: stored, not found, one lead per e-mail whatever its case', async () => {
    const store = new TypeormFormIntakeStore(t.db);
    const [known] = await t.sql<{ id: number }>(
      `INSERT INTO leads (project_id, firstname, lastname, phone, email) VALUES ($1, 'Known', '', '', 'known@example.com') RETURNING id`,
      [mine.projectIds[0]],
    );
    // The first goes alone (nothing was running); the others queue behind it and go together.
    const answers = await Promise.all([
      store.submit(intake(silent, 'first@example.com')),
      store.submit(intake(notifying, 'batch@example.com', 'First')),
      store.submit(intake(theirForm, 'batch@example.com')),
      store.submit(intake(silent, 'BATCH@example.com', 'Second')),
      store.submit(intake(silent, 'known@example.com')),
    ]);
    expect(answers[2]).toBeNull();
    const [first, a, , b, k] = answers;
    expect(first).toMatchObject({ notify: false });
    expect(a).toMatchObject({ notify: true });
    expect(b).toMatchObject({ notify: false, leadId: a!.leadId });
    expect(k!.leadId).toBe(Number(known.id));
    expect(await leadsOf('batch@example.com')).toEqual([{ id: a!.leadId, firstname: 'First' }]);
    const stored = await t.sql(
      `SELECT id, form_id, lead_id, email::text, form_data FROM submissions WHERE id = ANY($1::int[]) ORDER BY id`,
      [[first, a, b, k].map((r) => r!.submissionId)],
    );
    expect(stored).toEqual([
      {
        id: first!.submissionId,
        form_id: silent,
        lead_id: first!.leadId,
        email: 'first@example.com',
        form_data: { email: 'first@example.com', firstname: 'Ada' },
      },
      {
        id: a!.submissionId,
        form_id: notifying,
        lead_id: a!.leadId,
        email: 'batch@example.com',
        form_data: { email: 'batch@example.com', firstname: 'First' },
      },
      {
        id: b!.submissionId,
        form_id: silent,
        lead_id: a!.leadId,
        email: 'BATCH@example.com',
        form_data: { email: 'BATCH@example.com', firstname: 'Second' },
      },
      {
        id: k!.submissionId,
        form_id: silent,
        lead_id: Number(known.id),
        email: 'known@example.com',
        form_data: { email: 'known@example.com', firstname: 'Ada' },
      },
    ]);
    expect(await t.sql(`SELECT count(*)::int AS n FROM submissions WHERE form_id = $1`, [theirForm])).toEqual([{ n: 0 }]);
    // The audit trail names the project's key as the author of each submission and new lead.
    const audited = await t.sql(
      `SELECT resource, record_id::int, action, actor_kind, actor_id, project_id FROM audit_records
        WHERE (resource = 'submissions' AND record_id = ANY($1::int[])) OR (resource = 'leads' AND record_id = $2) ORDER BY resource, record_id`,
      [[first, a, b, k].map((r) => r!.submissionId), a!.leadId],
    );
    const byKey = { action: 'create', actor_kind: 'key', actor_id: mine.projectIds[0], project_id: mine.projectIds[0] };
    expect(audited).toEqual([
      { resource: 'leads', record_id: a!.leadId, ...byKey },
      ...[first, a, b, k].map((r) => ({ resource: 'submissions', record_id: r!.submissionId, ...byKey })),
    ]);
  });

  it('makes one lead of one e-mail submitted at once through several stores (processes), and stores every submission', async () => {
    const stores = [1, 2, 3].map(() => new TypeormFormIntakeStore(t.db));
    const email = 'rush@example.com';
    const answers = await Promise.all(stores.flatMap((store) => Array.from({ length: 20 }, () => store.submit(intake(silent, email)))));
    const leads = await leadsOf(email);
    expect(leads).toHaveLength(1);
    expect(new Set(answers.map((r) => r!.leadId))).toEqual(new Set([leads[0].id]));
    const ids = answers.map((r) => r!.submissionId);
    expect(new Set(ids).size).toBe(60);
    expect(
      await t.sql(`SELECT count(*)::int AS n FROM submissions WHERE id = ANY($1::int[]) AND lead_id = $2`, [ids, leads[0].id]),
    ).toEqual([{ n: 60 }]);
  });

  it('fails a submission the database refuses alone, not the others of its batch', async () => {
    const store = new TypeormFormIntakeStore(t.db);
    const results = await Promise.allSettled([
      store.submit(intake(silent, 'alone-0@example.com')),
      store.submit(intake(silent, 'alone-1@example.com')),
      store.submit(intake(silent, 'too-long@example.com', 'x'.repeat(300))),
      store.submit(intake(silent, 'alone-2@example.com')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await leadsOf('too-long@example.com')).toEqual([]);
    expect(await leadsOf('alone-2@example.com')).toHaveLength(1);
  });

  it('records the notification job of a batch’s notifying submissions in the same statement, and none for the others', async () => {
    await t.sql(`DELETE FROM jobs`);
    const store = new TypeormFormIntakeStore(t.db);
    const answers = await Promise.allSettled([
      store.submit(intake(notifying, 'job-0@example.com')),
      store.submit(intake(notifying, 'job-1@example.com')),
      store.submit(intake(silent, 'job-2@example.com')),
      store.submit(intake(notifying, 'job-3@example.com')),
      store.submit(intake(notifying, 'refused@example.com', 'x'.repeat(300))),
    ]);
    expect(answers.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    const told = (await t.sql<{ name: string; payload: { submissionIds: number[] } }>(`SELECT name, payload FROM jobs ORDER BY id`))
      .flatMap((job) => (job.name === FORM_NOTIFY_JOB ? job.payload.submissionIds : []))
      .sort((x, y) => x - y);
    const notifyingIds = [0, 1, 3].map((i) => (answers[i] as PromiseFulfilledResult<{ submissionId: number }>).value.submissionId);
    expect(told).toEqual(notifyingIds.sort((x, y) => x - y));
    // Every notifying submission stored has its job: no submission without one, none told twice.
    const orphans = await t.sql(
      `SELECT s.id FROM submissions s JOIN forms f ON f.id = s.form_id
        WHERE f.notify_email <> '' AND f.id = $1
          AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.payload->'submissionIds' @> to_jsonb(s.id)) AND s.email LIKE 'job-%'`,
      [notifying],
    );
    expect(orphans).toEqual([]);
  });
});
