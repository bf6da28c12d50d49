import { AsyncResource } from 'node:async_hooks';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { JobHandler, JobQueue, RunTogether } from '@atrium/kernel';
import { FORM_NOTIFY_JOB, NotifyFormSubmission } from '@atrium/modules';
import { JOB_QUEUE } from '../platform/platform.tokens.js';

/** Submissions per notification job at most. */
const MAX_PER_JOB = 500;
/** Notification jobs run together at most (where the queue allows): their submissions are read and told at once. */
const JOBS_TOGETHER = 50;

const submissionIdsOf = (payload: Record<string, unknown>): unknown[] =>
  Array.isArray(payload.submissionIds) ? payload.submissionIds : [payload.submissionId];

/**
 * Runs the notifications the public form intake queues; registered before the queue starts. A job names
 * one submission (`submissionId`) or, queued by NotifyQueue, several (`submissionIds`): a retried job tells
 * all of its submissions again (as NotifyFormSubmission says, a repeated notice is better than a lost one).
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

/**
 * The job queue as the form intake sees it: notifications are queued group-committed, like the
 * submissions themselves (decision 0009). A job's queueing, claiming and completion cost three statements
 * whatever it carries, three times the intake's own statement when each submission had a job of its own:
 * notifications queued while another queueing runs go together in one job. Each intake still waits until
 * its notification is durably queued. Other jobs pass through.
 */
export class NotifyQueue implements JobQueue {
  private readonly pending: Array<{ id: unknown; resolve(): void; reject(error: unknown): void }> = [];
  private flushing = false;
  // Detached from the request that starts a queueing: its client going away cancels its own statements only.
  private readonly detached = new AsyncResource('NotifyQueue', { requireManualDestroy: true });

  constructor(private readonly jobs: JobQueue) {}

  enqueue(name: string, payload: Record<string, unknown> = {}): Promise<void> {
    if (name !== FORM_NOTIFY_JOB) return this.jobs.enqueue(name, payload);
    return new Promise((resolve, reject) => {
      this.pending.push({ id: payload.submissionId, resolve, reject });
      if (!this.flushing) this.detached.runInAsyncScope(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.pending.length) {
        const batch = this.pending.splice(0, MAX_PER_JOB);
        const payload = batch.length === 1 ? { submissionId: batch[0].id } : { submissionIds: batch.map((p) => p.id) };
        await this.jobs.enqueue(FORM_NOTIFY_JOB, payload).then(
          () => batch.forEach((p) => p.resolve()),
          (error: unknown) => batch.forEach((p) => p.reject(error)),
        );
      }
    } finally {
      this.flushing = false;
    }
  }

  handle(name: string, handler: JobHandler, options?: { together?: RunTogether }): void {
    this.jobs.handle(name, handler, options);
  }

  repeat(name: string, everyMs: number): Promise<void> {
    return this.jobs.repeat(name, everyMs);
  }

  start(): Promise<void> {
    return this.jobs.start();
  }

  stop(): Promise<void> {
    return this.jobs.stop();
  }
}
