import type { EntityManager } from 'typeorm';
import type { FormIntake, FormIntakeReceipt, FormIntakeStore } from '@atrium/modules';

// One statement, so one round trip and atomic without BEGIN/COMMIT: the form of the project, the lead
// (inserted when the e-mail is new; DO NOTHING, so a known lead's row is neither written nor locked and
// concurrent submissions with one e-mail do not queue on it), then the submission. No row: no such form.
// A row without a submission: the lead was inserted by a transaction that committed after this statement's
// snapshot (its conflicting insert waited for it), so the lead is not visible yet; the next statement sees it.
const SUBMIT = `WITH form AS (
    SELECT id, (btrim(notify_email) <> '' OR btrim(notify_sms) <> '') AS notify FROM forms WHERE id = $2 AND project_id = $1
  ), inserted AS (
    INSERT INTO leads (project_id, firstname, lastname, phone, email)
    SELECT $1, $3, $4, $5, $6 FROM form
    ON CONFLICT (project_id, email) DO NOTHING
    RETURNING id
  ), lead AS (
    SELECT id FROM inserted
    UNION ALL
    SELECT id FROM leads WHERE project_id = $1 AND email = $6 AND NOT EXISTS (SELECT FROM inserted)
  ), submission AS (
    INSERT INTO submissions (project_id, form_id, email, form_data, lead_id)
    SELECT $1, form.id, $6, $7, lead.id FROM form, lead
    RETURNING id, lead_id
  )
  SELECT submission.id AS "submissionId", submission.lead_id AS "leadId", form.notify FROM form LEFT JOIN submission ON true`;

/** The public form intake's writes (see SUBMIT). */
export class TypeormFormIntakeStore implements FormIntakeStore {
  constructor(private readonly manager: EntityManager) {}

  async submit(intake: FormIntake): Promise<FormIntakeReceipt | null> {
    const { firstname, lastname, phone } = intake.lead;
    const params = [intake.projectId, intake.formId, firstname, lastname, phone, intake.email, intake.formData];
    for (;;) {
      const [row]: Array<{ submissionId: number | null; leadId: number | null; notify: boolean }> = await this.manager.query(
        SUBMIT,
        params,
      );
      if (!row) return null;
      if (row.submissionId !== null) return { submissionId: row.submissionId, leadId: Number(row.leadId), notify: row.notify };
    }
  }
}
