import { describe, expect, it } from '@jest/globals';
import type { JobHandler, JobQueue } from '@atrium/kernel';
import { FORM_NOTIFY_JOB } from '@atrium/modules';
import { NotifyQueue } from './form-notifications.js';

/** A queue whose queueing takes a turn of the event loop, as a database's does, and can be told to fail. */
class SlowQueue implements JobQueue {
  readonly queued: Array<[string, Record<string, unknown>]> = [];
  failNext = false;
  handle(_name: string, _handler: JobHandler): void {}
  async enqueue(name: string, payload: Record<string, unknown> = {}): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (this.failNext) {
      this.failNext = false;
      throw new Error('database went away');
    }
    this.queued.push([name, payload]);
  }
  async repeat(): Promise<void> {}
  async start(): Promise<void> {}
  async stop(): Promise<void> {}
}

describe('NotifyQueue', () => {
  it('queues a lone notification as it is, and those arriving meanwhile together in one job', async () => {
    const jobs = new SlowQueue();
    const queue = new NotifyQueue(jobs);
    await Promise.all([1, 2, 3, 4].map((id) => queue.enqueue(FORM_NOTIFY_JOB, { submissionId: id })));
    expect(jobs.queued).toEqual([
      [FORM_NOTIFY_JOB, { submissionId: 1 }],
      [FORM_NOTIFY_JOB, { submissionIds: [2, 3, 4] }],
    ]);
  });

  it('answers each caller only once its notification is queued, and fails the callers of a failed queueing', async () => {
    const jobs = new SlowQueue();
    const queue = new NotifyQueue(jobs);
    jobs.failNext = true;
    const results = await Promise.allSettled([1, 2, 3].map((id) => queue.enqueue(FORM_NOTIFY_JOB, { submissionId: id })));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(jobs.queued).toEqual([[FORM_NOTIFY_JOB, { submissionIds: [2, 3] }]]);
  });

  it('passes other jobs through untouched', async () => {
    const jobs = new SlowQueue();
    await new NotifyQueue(jobs).enqueue('billing.cycle', { at: 1 });
    expect(jobs.queued).toEqual([['billing.cycle', { at: 1 }]]);
  });
});
