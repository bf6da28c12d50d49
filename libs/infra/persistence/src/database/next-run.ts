import { AsyncResource } from 'node:async_hooks';

/**
 * Identical reads asked while one runs wait for the next run, which starts when the running one ends and
 * answers all of them together. Every answer is still read after its request arrived (never from an older
 * snapshot), while a burst of identical heavy reads costs two runs instead of one each.
 */
export class NextRun<T> {
  private readonly running = new Map<string, Promise<T>>();
  private readonly queued = new Map<string, Promise<T>>();
  // Shared runs start outside the context of the request that happened to queue first: a client going away
  // cancels its own request's statements (RequestQueries), never a run that answers others too.
  private readonly detached = new AsyncResource('NextRun', { requireManualDestroy: true });

  run(key: string, read: () => Promise<T>): Promise<T> {
    const queued = this.queued.get(key);
    if (queued) return queued;
    const current = this.running.get(key);
    if (!current) return this.start(key, read);
    const next = current.then(
      () => this.startQueued(key, read),
      () => this.startQueued(key, read),
    );
    this.queued.set(key, next);
    return next;
  }

  private startQueued(key: string, read: () => Promise<T>): Promise<T> {
    this.queued.delete(key);
    return this.detached.runInAsyncScope(() => this.start(key, read));
  }

  private start(key: string, read: () => Promise<T>): Promise<T> {
    const run = read();
    this.running.set(key, run);
    const done = () => {
      if (this.running.get(key) === run) this.running.delete(key);
    };
    run.then(done, done);
    return run;
  }
}
