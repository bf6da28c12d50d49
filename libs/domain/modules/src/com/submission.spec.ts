import { describe, expect, it } from '@jest/globals';
import { InvalidInput, type TenantScope } from '@atrium/kernel';
import { FakeProjectRecords, testProject } from '@atrium/testing';
import { SubmissionNotFound, type SubmissionInput, type SubmissionRecord, type SubmissionStatus } from './submission.js';
import { SetSubmissionStatus } from './submission.use-cases.js';

const projectsOf = (subscriptionId: number) => ({ 1: [10, 11], 2: [20] })[subscriptionId] ?? [];
const user = (subscriptionId: number, projectId?: number): TenantScope => ({ kind: 'users', userId: 1, subscriptionId, projectId });

function setup() {
  const rows = new FakeProjectRecords<SubmissionRecord, SubmissionInput & Pick<SubmissionRecord, 'status'>>(projectsOf);
  const setStatus = (id: number, status: SubmissionStatus, scope: TenantScope) => rows.update(id, { status }, scope);
  return { rows, set: new SetSubmissionStatus({ setStatus }) };
}

describe('submissions', () => {
  it('goes inactive instead of being erased, within the caller’s subscription only', async () => {
    const { rows, set } = setup();
    const s = await rows.create({ formId: 1, email: 'a@example.com', formData: {}, status: 'active' }, testProject(11));
    await expect(set.execute(s.id, 'inactive', user(2))).rejects.toBeInstanceOf(SubmissionNotFound);
    expect(rows.rows.get(s.id)?.status).toBe('active');
    await set.execute(s.id, 'inactive', user(1));
    expect(rows.rows.get(s.id)).toMatchObject({ status: 'inactive', email: 'a@example.com' });
    await set.execute(s.id, 'active', user(1, 11));
    expect(rows.rows.get(s.id)?.status).toBe('active');
    await expect(set.execute(999, 'inactive', user(1))).rejects.toBeInstanceOf(SubmissionNotFound);
  });

  it('takes no other status', async () => {
    const { rows, set } = setup();
    const s = await rows.create({ formId: 1, email: 'a@example.com', formData: {}, status: 'active' }, testProject(10));
    await expect(set.execute(s.id, 'deleted' as SubmissionStatus, user(1))).rejects.toBeInstanceOf(InvalidInput);
    expect(rows.rows.get(s.id)?.status).toBe('active');
  });
});
