import {
  EMAIL_ADDRESS,
  InvalidInput,
  portToken,
  projectOf,
  TEXT_LIMITS,
  type FieldError,
  type JobQueue,
  type Mailer,
  type MailMessage,
  type ProjectScope,
  type TenantScope,
  refuseInvalid,
} from '@atrium/kernel';
import { FormNotFound, recipientsOf, type Form, type FormRepository } from './form.js';
import type { SmsSender } from './sms-sender.js';
import type { SubmissionRepository } from './submission.js';

/** The job that tells a form's recipients of submissions (payload `{submissionIds}`). */
export const FORM_NOTIFY_JOB = 'com.form-notify';

/** Fields one submission may carry: a web form's worth, never a dump. */
export const MAX_SUBMITTED_FIELDS = 100;
// The submitted fields a new lead takes its name and phone from, bounded like the lead's own fields.
const LEAD_FIELDS = ['firstname', 'lastname', 'phone', 'email'] as const;

/**
 * What a visitor sent (CONTRACT §7): text values only, an e-mail address required, the lead's fields
 * within their bound and other values within the long bound. Answers the trimmed fields.
 */
export function checkSubmittedFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new InvalidInput('Send the form fields as a JSON object', [{ field: 'body', message: 'must be an object of text fields' }]);
  const entries = Object.entries(body as Record<string, unknown>);
  const errors: FieldError[] = [];
  if (entries.length > MAX_SUBMITTED_FIELDS) errors.push({ field: 'body', message: `must have at most ${MAX_SUBMITTED_FIELDS} fields` });
  const fields: Record<string, string> = {};
  for (const [key, value] of entries.slice(0, MAX_SUBMITTED_FIELDS)) {
    const max = (LEAD_FIELDS as readonly string[]).includes(key) ? TEXT_LIMITS.short : TEXT_LIMITS.long;
    if (key.length > TEXT_LIMITS.short) errors.push({ field: key.slice(0, 40), message: 'is too long a field name' });
    else if (typeof value !== 'string') errors.push({ field: key, message: 'must be text' });
    else if (value.trim().length > max) errors.push({ field: key, message: `must be at most ${max} characters` });
    else fields[key] = value.trim();
  }
  if (!errors.some((e) => e.field === 'email')) {
    if (!fields.email) errors.push({ field: 'email', message: 'is required' });
    else if (!EMAIL_ADDRESS.test(fields.email)) errors.push({ field: 'email', message: 'must be an e-mail address' });
  }
  refuseInvalid(errors);
  return fields;
}

/** One submission as the intake stores it; `lead` names the lead when the e-mail is new to the project. */
export interface FormIntake {
  project: ProjectScope;
  formId: number;
  email: string;
  formData: Record<string, string>;
  lead: { firstname: string; lastname: string; phone: string };
}

export interface FormIntakeReceipt {
  submissionId: number;
  leadId: number;
  /** Whether the form has e-mail or SMS recipients to tell: a `FORM_NOTIFY_JOB` was recorded with it. */
  notify: boolean;
}

/**
 * Port: stores one submission and links it to the project's lead with its e-mail, creating that lead when
 * there is none (exactly once under concurrent submissions), and records its `FORM_NOTIFY_JOB` (payload
 * `{submissionIds}`) when the form has recipients: all or nothing, so a stored submission is always told
 * (the job queue's outbox). Null when the project has no such form. The public intake is the product's
 * hottest write path: one round trip where the database allows.
 */
export interface FormIntakeStore {
  submit(intake: FormIntake): Promise<FormIntakeReceipt | null>;
}
export const FORM_INTAKE_STORE = portToken<FormIntakeStore>('FormIntakeStore');

/**
 * The public form intake (CONTRACT §7): records the submission, linked to the project's lead with that
 * e-mail (created when there is none, exactly once under concurrent submissions), with the form's
 * notification job when it has recipients. A form of another project is not found.
 */
export class SubmitForm {
  constructor(
    private readonly intake: FormIntakeStore,
    private readonly jobs: JobQueue,
  ) {}

  async execute(formId: number, body: unknown, scope: TenantScope): Promise<{ submissionId: number; leadId: number }> {
    const project = projectOf(scope);
    const fields = checkSubmittedFields(body);
    const { firstname = '', lastname = '', phone = '', email } = fields;
    const stored = await this.intake.submit({ project, formId, email, formData: fields, lead: { firstname, lastname, phone } });
    if (!stored) throw new FormNotFound();
    if (stored.notify) this.jobs.recorded(FORM_NOTIFY_JOB);
    return { submissionId: stored.submissionId, leadId: stored.leadId };
  }
}

/**
 * Tells the forms' e-mail and SMS recipients of submissions (the `com.form-notify` job, which names those
 * recorded together: decision 0009), reading them in one statement and each form once. Mail goes through
 * the Mailer's own queue, so this job only hands it over, each mail keyed by submission and recipient: a
 * run repeated after a failure or a crash keeps no mail twice. SMS has no such key: a repeated run may
 * send one again (a repeated notice is better than a lost one).
 */
export class NotifyFormSubmission {
  constructor(
    private readonly forms: FormRepository,
    private readonly submissions: SubmissionRepository,
    private readonly mailer: Mailer,
    private readonly sms: SmsSender,
  ) {}

  async execute(submissionIds: readonly number[]): Promise<void> {
    // A job acts for the system, not for a caller: each submission names its project.
    const system: TenantScope = { kind: 'admins' };
    const forms = new Map<number, Form | null>();
    const mails: MailMessage[] = [];
    for (const submission of await this.submissions.getMany(submissionIds, system)) {
      if (!forms.has(submission.formId)) forms.set(submission.formId, await this.forms.get(submission.formId, system));
      const form = forms.get(submission.formId);
      if (!form) continue; // Deleted since: nothing to tell.
      const lines = Object.entries(submission.formData).map(([key, value]) => `${key}: ${value}`);
      const subject = `New submission: ${form.label}`;
      for (const to of recipientsOf(form.notifyEmail))
        mails.push({ to, subject, text: lines.join('\n'), key: `${FORM_NOTIFY_JOB}:${submission.id}:${to.toLowerCase()}` });
      for (const to of recipientsOf(form.notifySms)) await this.sms.send(to, `${subject} from ${submission.email}`);
    }
    // The whole job's mail in one write: a job names every submission queued together (decision 0009).
    await this.mailer.sendMany(mails);
  }
}
