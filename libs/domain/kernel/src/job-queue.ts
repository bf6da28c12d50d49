/** Work the application runs in the background, by name. */
export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

/** What `/api/ready` reports of the queue. */
export interface JobQueueStatus {
  /** With a broker (BullMQ's Redis): whether it answers now. */
  redis?: 'up' | 'down';
  /** With a broker: jobs recorded in the database and not yet handed over to it. */
  backlog?: number;
}

/**
 * Port: background jobs, always recorded first in the database's `jobs` table (a transactional outbox):
 * run from there in-process by default, handed over to BullMQ by a relay when REDIS_URL is set. A caller
 * whose job must exist exactly when its own write does inserts the row `jobs (name, payload)` in that
 * write's statement or transaction, then calls `recorded`. Handlers must be idempotent: a job may run more
 * than once (a crash between its work and its completion).
 */
export interface JobQueue {
  /** Registers the handler of one job name; call before `start`. */
  handle(name: string, handler: JobHandler): void;
  /** Records one run of a job (one insert into `jobs`: no broker is waited for). */
  enqueue(name: string, payload?: Record<string, unknown>): Promise<void>;
  /** A job of that name was recorded by the caller's own statement: run it (or hand it over) soon. */
  recorded(name: string): void;
  /** The broker's state and the relay's backlog, where the driver has them. */
  status(): Promise<JobQueueStatus>;
  /** Runs a job every `everyMs` milliseconds (once across all API processes, where the driver allows). */
  repeat(name: string, everyMs: number): Promise<void>;
  start(): Promise<void>;
  /** Finishes the job in progress, then stops. */
  stop(): Promise<void>;
}
