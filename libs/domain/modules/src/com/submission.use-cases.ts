import { InvalidInput, type TenantScope } from '@atrium/kernel';
import { SUBMISSION_STATUSES, SubmissionNotFound, type SubmissionRepository, type SubmissionStatus } from './submission.js';

/** Deletes (status inactive) or restores (active) a submission: the only change a submission takes. */
export class SetSubmissionStatus {
  constructor(private readonly submissions: Pick<SubmissionRepository, 'setStatus'>) {}

  async execute(id: number, status: SubmissionStatus, scope: TenantScope): Promise<void> {
    if (!SUBMISSION_STATUSES.includes(status))
      throw new InvalidInput('status must be active or inactive', [{ field: 'status', message: 'must be active or inactive' }]);
    if (!(await this.submissions.setStatus(id, status, scope))) throw new SubmissionNotFound();
  }
}
