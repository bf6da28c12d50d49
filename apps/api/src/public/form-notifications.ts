import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { JobQueue } from '@atrium/kernel';
import { FORM_NOTIFY_JOB, NotifyFormSubmission } from '@atrium/modules';
import { JOB_QUEUE } from '../platform/platform.tokens.js';

/**
 * Runs the notifications the public form intake records; registered before the queue starts. A job names
 * the submissions of one intake statement (`{submissionIds}`), and the queue runs a backlog of them as one
 * (`JOB_BATCHES`, platform.module.ts): a retried job goes over all of them again, and NotifyFormSubmission's mail keys keep
 * each mail once.
 */
@Injectable()
export class FormNotifications implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly notify: NotifyFormSubmission,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(FORM_NOTIFY_JOB, (payload) => this.notify.execute((payload.submissionIds as unknown[]).map(Number)));
  }
}
