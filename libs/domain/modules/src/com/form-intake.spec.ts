import { describe, expect, it } from '@jest/globals';
import type { InvalidInput, JobQueue, TenantScope } from '@atrium/kernel';
import { FakeMailer, FakeProjectRecords, testProject } from '@atrium/testing';
import { checkSubmittedFields, FORM_NOTIFY_JOB, NotifyFormSubmission, SubmitForm, type FormIntakeStore } from './form-intake.js';
import { FormNotFound, type Form, type FormInput } from './form.js';
import type { SubmissionRecord, SubmissionRepository } from './submission.js';

const key = (projectId: number): TenantScope => ({ kind: 'project', projectId });

function setup() {
  const forms = new FakeProjectRecords<Form, FormInput>();
  const leads = new Map<string, number>();
  const submissions: SubmissionRecord[] = [];
  const jobs: Array<[string, unknown]> = [];
  const told: string[] = [];
  // As the database does it: the form of the project, one lead per e-mail (case-insensitive), the submission
  // with its notification job when the form has recipients.
  const intake: FormIntakeStore = {
    submit: async ({ project: { projectId }, formId, email, formData }) => {
      const form = await forms.get(formId, key(projectId));
      if (!form) return null;
      const k = `${projectId}:${email.toLowerCase()}`;
      if (!leads.has(k)) leads.set(k, leads.size + 1);
      const leadId = leads.get(k)!;
      submissions.push({ id: submissions.length + 1, projectId, formId, email, formData, leadId } as SubmissionRecord);
      const notify = `${form.notifyEmail}${form.notifySms}`.trim() !== '';
      if (notify) jobs.push([FORM_NOTIFY_JOB, { submissionIds: [submissions.length] }]);
      return { submissionId: submissions.length, leadId, notify };
    },
  };
  const submissionReads = {
    getMany: async (ids: number[]) => ids.map((id) => ({ ...submissions[id - 1], formLabel: 'Contact' })),
  } as unknown as SubmissionRepository;
  const queue = { recorded: (name: string) => void told.push(name) } as unknown as JobQueue;
  return { forms, leads, submissions, jobs, told, submissionReads, submit: new SubmitForm(intake, queue) };
}

const fieldsOf = (fn: () => unknown) => {
  try {
    fn();
    return [];
  } catch (e) {
    return ((e as InvalidInput).errors ?? []).map((x) => x.field);
  }
};

describe('public form intake', () => {
  it('records the submission, links one lead per e-mail, and has the queue run the notification recorded with it', async () => {
    const { forms, submit, submissions, leads, jobs, told } = setup();
    const form = await forms.create({ label: 'Contact', notifySms: '', notifyEmail: 'sales@example.com' }, testProject(10));
    const first = await submit.execute(form.id, { email: ' ada@example.com ', firstname: 'Ada', message: 'Hi' }, key(10));
    const second = await submit.execute(form.id, { email: 'ADA@example.com' }, key(10));
    expect(second.leadId).toBe(first.leadId);
    expect(leads.size).toBe(1);
    expect(submissions[0]).toMatchObject({
      projectId: 10,
      formId: form.id,
      email: 'ada@example.com',
      formData: { firstname: 'Ada', message: 'Hi' },
    });
    expect(jobs).toEqual([
      [FORM_NOTIFY_JOB, { submissionIds: [1] }],
      [FORM_NOTIFY_JOB, { submissionIds: [2] }],
    ]);
    expect(told).toEqual([FORM_NOTIFY_JOB, FORM_NOTIFY_JOB]);
  });

  it('queues no notification for a form without recipients', async () => {
    const { forms, submit, submissions, jobs, told } = setup();
    const form = await forms.create({ label: 'Contact', notifySms: ' ', notifyEmail: '' }, testProject(10));
    await submit.execute(form.id, { email: 'ada@example.com' }, key(10));
    expect(submissions).toHaveLength(1);
    expect(jobs).toEqual([]);
    expect(told).toEqual([]);
  });

  it("refuses another project's form (404) and stores nothing", async () => {
    const { forms, submit, submissions, jobs } = setup();
    const form = await forms.create({ label: 'Contact', notifySms: '', notifyEmail: '' }, testProject(10));
    await expect(submit.execute(form.id, { email: 'ada@example.com' }, key(20))).rejects.toBeInstanceOf(FormNotFound);
    expect(submissions).toEqual([]);
    expect(jobs).toEqual([]);
  });

  it('needs an e-mail address and text values within their bounds', () => {
    expect(fieldsOf(() => checkSubmittedFields({ name: 'Ada' }))).toEqual(['email']);
    expect(fieldsOf(() => checkSubmittedFields({ email: 'nope' }))).toEqual(['email']);
    expect(fieldsOf(() => checkSubmittedFields({ email: 'a@example.com', age: 42 }))).toEqual(['age']);
    expect(fieldsOf(() => checkSubmittedFields({ email: 'a@example.com', firstname: 'x'.repeat(201) }))).toEqual(['firstname']);
    expect(fieldsOf(() => checkSubmittedFields([]))).toEqual(['body']);
    expect(checkSubmittedFields({ email: 'a@example.com', note: 'x'.repeat(10_000) }).note).toHaveLength(10_000);
  });

  it("tells each of the form's e-mail and SMS recipients", async () => {
    const { forms, submit, submissionReads } = setup();
    const form = await forms.create(
      { label: 'Contact', notifySms: '555-0100; 555-0101', notifyEmail: 'a@example.com, b@example.com' },
      testProject(10),
    );
    const { submissionId } = await submit.execute(form.id, { email: 'ada@example.com', message: 'Hi' }, key(10));
    const mailer = new FakeMailer();
    const texts: string[] = [];
    const notify = new NotifyFormSubmission(forms, submissionReads, mailer, { send: async (to) => void texts.push(to) });
    await notify.execute([submissionId]);
    expect(mailer.sent.map((m) => [m.to, m.subject, m.text])).toEqual([
      ['a@example.com', 'New submission: Contact', 'email: ada@example.com\nmessage: Hi'],
      ['b@example.com', 'New submission: Contact', 'email: ada@example.com\nmessage: Hi'],
    ]);
    // Keyed by submission and recipient: a repeated run of the job keeps no mail twice.
    expect(mailer.sent.map((m) => m.key)).toEqual([
      `${FORM_NOTIFY_JOB}:${submissionId}:a@example.com`,
      `${FORM_NOTIFY_JOB}:${submissionId}:b@example.com`,
    ]);
    expect(texts).toEqual(['555-0100', '555-0101']);
  });
});
