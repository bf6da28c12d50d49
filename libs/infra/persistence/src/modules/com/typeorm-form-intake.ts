import { AsyncResource } from 'node:async_hooks';
import type { EntityManager } from 'typeorm';
import { FORM_NOTIFY_JOB, type FormIntake, type FormIntakeReceipt, type FormIntakeStore } from '@atrium/modules';

// Many submissions in one statement, so one round trip and atomic without BEGIN/COMMIT: the forms of their
// projects, the new leads (one per project and e-mail however often the batch names it; inserted in a fixed
// order, so concurrent batches of other processes cannot deadlock on them; DO NOTHING, so a known lead's row
// is neither written nor locked), then the submissions, numbered ahead so that each answer finds its row.
// The submissions of forms with recipients get their notification job in the same statement (the
// transactional outbox): a stored submission is always told, even if the process dies right after.
// No form: not found (for that submission only). A form without a lead: the lead was inserted by a
// transaction that committed after this statement's snapshot (its conflicting insert waited for it), so
// it is not visible yet; the next statement sees it.
// The leading comment names the actor for the audit trail (AuditLightWrites1764650000000): the key of each
// row's own project, since a batch gathers requests that may come with several projects' keys.
const SUBMIT = `/*atrium {"k":"key"} */ WITH input AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb)
      AS i(n int, project_id int, form_id int, firstname text, lastname text, phone text, email citext, form_data jsonb)
  ), form AS (
    SELECT i.n, f.id, (btrim(f.notify_email) <> '' OR btrim(f.notify_sms) <> '') AS notify
      FROM input i JOIN forms f ON f.id = i.form_id AND f.project_id = i.project_id
  ), inserted AS (
    INSERT INTO leads (project_id, firstname, lastname, phone, email)
    SELECT DISTINCT ON (i.project_id, i.email) i.project_id, i.firstname, i.lastname, i.phone, i.email
      FROM input i JOIN form USING (n)
     ORDER BY i.project_id, i.email, i.n
    ON CONFLICT (project_id, email) DO NOTHING
    RETURNING id, project_id, email
  ), lead AS (
    SELECT i.n, COALESCE(inserted.id, known.id) AS id
      FROM input i JOIN form USING (n)
      LEFT JOIN inserted ON inserted.project_id = i.project_id AND inserted.email = i.email
      LEFT JOIN leads known ON inserted.id IS NULL AND known.project_id = i.project_id AND known.email = i.email
  ), numbered AS MATERIALIZED (
    SELECT n, id AS lead_id, nextval(pg_get_serial_sequence('submissions', 'id')) AS id FROM lead WHERE id IS NOT NULL
  ), submission AS (
    INSERT INTO submissions (id, project_id, form_id, email, form_data, lead_id)
    SELECT numbered.id, i.project_id, i.form_id, i.email, i.form_data, numbered.lead_id FROM numbered JOIN input i USING (n)
    RETURNING id
  ), notification AS (
    INSERT INTO jobs (name, payload)
    SELECT $2, jsonb_build_object('submissionIds', jsonb_agg(numbered.id ORDER BY numbered.id))
      FROM numbered JOIN form USING (n) WHERE form.notify
    HAVING count(*) > 0
  )
  -- The inserts run whether or not this reads them (PostgreSQL runs every data-modifying WITH exactly once).
  SELECT i.n, form.id IS NOT NULL AS found, numbered.id AS "submissionId", numbered.lead_id AS "leadId", form.notify
    FROM input i LEFT JOIN form USING (n) LEFT JOIN numbered USING (n)`;

/** Submissions per statement at most: a batch stays well within a statement's time limit. */
const MAX_BATCH = 200;

interface Pending {
  intake: FormIntake;
  resolve(receipt: FormIntakeReceipt | null): void;
  reject(error: unknown): void;
}

interface Row {
  n: number;
  found: boolean;
  submissionId: string | number | null;
  leadId: string | number | null;
  notify: boolean | null;
}

/**
 * The public form intake's writes (see SUBMIT), group-committed: a submission that arrives while no
 * statement is running is written at once; those that arrive meanwhile wait for it and go together in the
 * next one. Each still gets its own answer, and a batch that fails is retried one submission at a time,
 * so one bad submission fails alone.
 */
export class TypeormFormIntakeStore implements FormIntakeStore {
  private readonly queue: Pending[] = [];
  private flushing = false;
  // Batches run outside the context of the request that happened to start them: a client going away
  // cancels its own request's statements (RequestQueries), never a batch carrying others' submissions.
  private readonly detached = new AsyncResource('FormIntakeBatch', { requireManualDestroy: true });

  constructor(private readonly manager: EntityManager) {}

  submit(intake: FormIntake): Promise<FormIntakeReceipt | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ intake, resolve, reject });
      if (!this.flushing) this.detached.runInAsyncScope(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length) await this.write(this.queue.splice(0, MAX_BATCH));
    } finally {
      this.flushing = false;
    }
  }

  private async write(batch: Pending[]): Promise<void> {
    let rows: Row[];
    try {
      rows = await this.manager.query(SUBMIT, [JSON.stringify(batch.map(({ intake }, n) => row(n, intake))), FORM_NOTIFY_JOB]);
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      for (const one of batch) await this.write([one]);
      return;
    }
    const late: Pending[] = [];
    for (const r of rows) {
      const pending = batch[r.n];
      if (!r.found) pending.resolve(null);
      else if (r.submissionId === null) late.push(pending);
      else pending.resolve({ submissionId: Number(r.submissionId), leadId: Number(r.leadId), notify: r.notify === true });
    }
    // Their lead was committed by another process during this statement: the next statement sees it.
    this.queue.unshift(...late);
  }
}

function row(n: number, intake: FormIntake) {
  const { firstname, lastname, phone } = intake.lead;
  return {
    n,
    project_id: intake.project.projectId,
    form_id: intake.formId,
    firstname,
    lastname,
    phone,
    email: intake.email,
    form_data: intake.formData,
  };
}
