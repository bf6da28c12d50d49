import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { JobQueue } from '@atrium/kernel';
import { FORM_NOTIFY_JOB, NotifyFormSubmission } from '@atrium/modules';
import { JOB_QUEUE } from '../platform/platform.tokens.js';

/** Runs the notifications the public form intake queues; registered before the queue starts. */
@Injectable()
export class FormNotifications implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly notify: NotifyFormSubmission,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(FORM_NOTIFY_JOB, (payload) => this.notify.execute(Number(payload.submissionId)));
  }
}
