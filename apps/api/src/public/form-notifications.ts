import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { JobQueue } from '@atrium/kernel';
import { FORM_NOTIFY_JOB, NotifyFormSubmission } from '@atrium/modules';
import { JOB_QUEUE } from '../platform/platform.tokens.js';

/** Notification jobs run together at most (where the queue allows): their submissions are read and told at once. */
const JOBS_TOGETHER = 50;

const submissionIdsOf = (payload: Record<string, unknown>): unknown[] =>
  Array.isArray(payload.submissionIds) ? payload.submissionIds : [payload.submissionId];

/**
 * Runs the notifications the public form intake records; registered before the queue starts. A job names
 * the submissions of one intake statement (`submissionIds`; `submissionId` in jobs recorded before): a
 * retried job goes over all of them again, and NotifyFormSubmission's mail keys keep each mail once.
 */
@Injectable()
export class FormNotifications implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly notify: NotifyFormSubmission,
  ) {}

  onModuleInit(): void {
    // Under a burst of submissions the queue fills faster than jobs are run one by one: the backlog is told
    // in bulk (one read of the submissions, one write of the mail) instead of falling further behind.
    const together = {
      max: JOBS_TOGETHER,
      combine: (payloads: Record<string, unknown>[]) => ({ submissionIds: payloads.flatMap(submissionIdsOf) }),
    };
    this.jobs.handle(FORM_NOTIFY_JOB, async (payload) => void (await this.notify.execute(submissionIdsOf(payload).map(Number))), {
      together,
    });
  }
}
