// Spec 2 §7 "Communications", as the project's user (submissions arrive through the public API, CONTRACT §7).
import { beforeAll, describe, expect } from '@jest/globals';
import { bool, created, expectList, expectRecord, expectStatus, ids, num, str, type Caller, type Rec } from './http.js';
import { specCall, specCall1 } from './registry.js';
import type { SpecWorld } from './world.js';

const FORM = { id: num, label: str, notifySms: str, notifyEmail: str, project: num };
const SUBMISSION = { id: num, email: str, dateTime: num, formData: expect.any(Object), formDetails: { label: str }, status: str };
const LEAD = { id: num, firstname: str, lastname: str, phone: str, email: str, converted: bool, project: num };
const SCORING = { id: num, label: str, score: num, color: str, project: num };

export function comCalls(w: () => SpecWorld): void {
  const user = (): Caller => w().user.call;
  const project = () => w().project.id;
  const addForm = (label: string) =>
    user()('POST', '/com/forms', { label, notifySms: '+15550100', notifyEmail: 'sales@example.com', project: project() }).then(created);
  /** A visitor's submission through the public API: it records the submission and its lead. */
  const submit = async (form: number, email: string) => {
    const r = await fetch(`${w().t.baseUrl}/api/public/forms/${form}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': w().project.apiKey },
      body: JSON.stringify({ email, name: 'Visitor', message: 'Call me' }),
    });
    expect(r.status).toBe(200);
    return (await r.json()) as { id: number; lead: number };
  };
  const leadFields = (firstname: string) => ({
    firstname,
    lastname: 'Lead',
    phone: '555-0155',
    email: `${firstname.toLowerCase()}-${w().unique()}@example.com`,
  });
  const addLead = (firstname: string) =>
    user()('POST', '/com/leads', { project: project(), assignedTo: w().user.id, ...leadFields(firstname) }).then(created);
  const addScoring = (label: string) =>
    user()('POST', '/com/scoring', { project: project(), label, score: 80, color: '#ff8800' }).then(created);

  let form: number;
  let submission: { id: number; lead: number };
  let lead: number;
  let scoring: number;
  beforeAll(async () => {
    form = await addForm('Contact us');
    submission = await submit(form, `visitor-${w().unique()}@example.com`);
    scoring = await addScoring('Hot');
    lead = await addLead('Lena');
    const read = expectRecord(await user()('GET', `/com/leads?id=${lead}`), LEAD);
    expectStatus(await user()('PATCH', '/com/leads', { ...read, scoring }), 204);
  });

  describe('Forms and submissions', () => {
    const forms = 'GET /com/forms?project or ?id';
    specCall(forms, '?project', async () => {
      expect(ids(expectList(await user()('GET', `/com/forms?project=${project()}`), FORM))).toContain(form);
    });
    specCall(forms, '?id', async () => {
      expectRecord(await user()('GET', `/com/forms?id=${form}`), { ...FORM, id: form, label: 'Contact us' });
    });
    specCall1('POST /com/forms {label, notifySms, notifyEmail, project}', async () => {
      const body = { label: 'Brochure', notifySms: '+15550101', notifyEmail: 'brochure@example.com', project: project() };
      expectRecord(await user()('POST', '/com/forms', body), { ...FORM, ...body });
    });
    specCall1('PATCH /com/forms', async () => {
      // No payload shown: the form as read back with its label changed (CONTRACT §4).
      const id = await addForm('Survey');
      const read = expectRecord(await user()('GET', `/com/forms?id=${id}`), FORM);
      expectStatus(await user()('PATCH', '/com/forms', { ...read, label: 'Survey, renamed' }), 204);
      expectRecord(await user()('GET', `/com/forms?id=${id}`), { label: 'Survey, renamed' });
    });
    specCall1('DELETE /com/forms?id', async () => {
      const id = await addForm('Doomed');
      expectStatus(await user()('DELETE', `/com/forms?id=${id}`), 204);
    });
    const submissions = 'GET /com/submissions?form, ?project or ?leadId';
    specCall(submissions, '?form', async () => {
      expect(ids(expectList(await user()('GET', `/com/submissions?form=${form}`), SUBMISSION))).toContain(submission.id);
    });
    specCall(submissions, '?project', async () => {
      expect(ids(expectList(await user()('GET', `/com/submissions?project=${project()}`), SUBMISSION))).toContain(submission.id);
    });
    specCall(submissions, '?leadId', async () => {
      const rows = expectList(await user()('GET', `/com/submissions?leadId=${submission.lead}`), {
        ...SUBMISSION,
        leadId: submission.lead,
      });
      expect(ids(rows)).toContain(submission.id);
    });
    specCall1('PATCH /com/submissions {status: inactive, id}', async () => {
      const other = await submit(form, `leaving-${w().unique()}@example.com`);
      expectStatus(await user()('PATCH', '/com/submissions', { status: 'inactive', id: other.id }), 204);
    });
  });

  describe('Leads', () => {
    const reads = 'GET /com/leads?project or ?id';
    specCall(reads, '?project', async () => {
      expect(ids(expectList(await user()('GET', `/com/leads?project=${project()}`), LEAD))).toContain(lead);
    });
    specCall(reads, '?id', async () => {
      expectRecord(await user()('GET', `/com/leads?id=${lead}`), {
        ...LEAD,
        id: lead,
        firstname: 'Lena',
        scoring,
        assignedTo: w().user.id,
      });
    });
    specCall1('GET /com/leads?project&sorting=true&assigned={userId} returns scoredLeads, unscoredLeads, assignedLeads', async () => {
      const a = await user()('GET', `/com/leads?project=${project()}&sorting=true&assigned=${w().user.id}`);
      const sorted = expectRecord(a, {
        scoredLeads: expect.any(Array),
        unscoredLeads: expect.any(Array),
        assignedLeads: expect.any(Array),
      });
      expect(ids(sorted.scoredLeads as Rec[])).toContain(lead);
      expect(ids(sorted.assignedLeads as Rec[])).toContain(lead);
      expect(ids(sorted.unscoredLeads as Rec[])).toContain(submission.lead);
    });
    specCall1('GET /com/leads?project&scoring={id}', async () => {
      expect(ids(expectList(await user()('GET', `/com/leads?project=${project()}&scoring=${scoring}`), LEAD))).toEqual([lead]);
    });
    specCall1('POST /com/leads {project, assignedTo, lead fields}', async () => {
      // The spec's lead fields (§3 "Lead") include scoring.
      const body = { project: project(), assignedTo: w().user.id, ...leadFields('Mia'), scoring };
      expectRecord(await user()('POST', '/com/leads', body), { ...LEAD, ...body });
    });
    specCall1('PATCH /com/leads {lead fields, scoring}, 204', async () => {
      const id = await addLead('Nils');
      const body = { id, ...leadFields('Nils'), assignedTo: w().user.id, scoring };
      expectStatus(await user()('PATCH', '/com/leads', body), 204);
      expectRecord(await user()('GET', `/com/leads?id=${id}`), { scoring });
    });
    specCall1('DELETE /com/leads?id', async () => {
      const id = await addLead('Doomed');
      expectStatus(await user()('DELETE', `/com/leads?id=${id}`), 204);
    });
    specCall1('POST /com/leads/batch {ids}', async () => {
      const a = await user()('POST', '/com/leads/batch', { ids: [lead] });
      expectStatus(a, 200);
      expect(a.body).toEqual([expect.objectContaining({ ...LEAD, id: lead })]);
    });
    specCall1('POST /com/leads/convert {project, id}', async () => {
      const id = await addLead('Otto');
      expectRecord(await user()('POST', '/com/leads/convert', { project: project(), id }), { customerId: num });
      expectRecord(await user()('GET', `/com/leads?id=${id}`), { converted: true });
    });
  });

  describe('Scoring, enrichment and mail', () => {
    const reads = 'GET /com/scoring?project (list) or ?id (array, first used)';
    specCall(reads, '?project', async () => {
      expect(ids(expectList(await user()('GET', `/com/scoring?project=${project()}`), SCORING))).toContain(scoring);
    });
    specCall(reads, '?id', async () => {
      const a = await user()('GET', `/com/scoring?id=${scoring}`);
      expectStatus(a, 200);
      expect(a.body).toEqual([expect.objectContaining({ ...SCORING, id: scoring, label: 'Hot' })]);
    });
    specCall1('POST /com/scoring {project, label, score, color}, 200', async () => {
      const body = { project: project(), label: 'Warm', score: 40, color: '#ffaa00' };
      expectRecord(await user()('POST', '/com/scoring', body), { ...SCORING, ...body });
    });
    specCall1('PATCH /com/scoring {id, label, score, color}, 204', async () => {
      const id = await addScoring('Cool');
      expectStatus(await user()('PATCH', '/com/scoring', { id, label: 'Cold', score: 5, color: '#0088ff' }), 204);
      expect((await user()('GET', `/com/scoring?id=${id}`)).body).toEqual([
        expect.objectContaining({ label: 'Cold', score: 5, color: '#0088ff' }),
      ]);
    });
    specCall1('DELETE /com/scoring?id', async () => {
      const id = await addScoring('Doomed');
      expectStatus(await user()('DELETE', `/com/scoring?id=${id}`), 204);
    });
    specCall1('GET /com/data/enrich?email', async () => {
      // No provider configured: every field present and null, lists empty (CONTRACT §2).
      const a = await user()('GET', `/com/data/enrich?email=${encodeURIComponent('ada@example.com')}`);
      const data = expectRecord(a, { details: { education: expect.any(Array), employment: expect.any(Array) } });
      for (const key of [
        'avatar',
        'fullName',
        'gender',
        'ageRange',
        'organization',
        'title',
        'location',
        'bio',
        'facebook',
        'twitter',
        'linkedin',
      ])
        expect(data).toHaveProperty(key);
    });
    specCall1('POST /com/mail {subject, message, project, email}', async () => {
      const body = { subject: 'Your visit', message: 'Thanks for coming by.', project: project(), email: 'visitor@example.com' };
      expectRecord(await user()('POST', '/com/mail', body), { queued: true });
    });
  });
}
