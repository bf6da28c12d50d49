/** Work the application runs in the background, by name. */
export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

/**
 * Jobs of one name whose work is cheaper in bulk (a notification job per intake batch) may run together:
 * due jobs of that name claimed at once, at most `max`, given to the handler as one payload made by
 * `combine`. They succeed or fail together (each then retried on its own schedule). Where the driver
 * allows: BullMQ runs them one by one.
 */
export interface RunTogether {
  max: number;
  combine(payloads: Record<string, unknown>[]): Record<string, unknown>;
}

/**
 * Port: background jobs. In-process (recorded in the database) by default, BullMQ when REDIS_URL is
 * set. Handlers must be idempotent: a job may run more than once.
 */
export interface JobQueue {
  /** Registers the handler of one job name; call before `start`. */
  handle(name: string, handler: JobHandler, options?: { together?: RunTogether }): void;
  /** Queues one run of a job. */
  enqueue(name: string, payload?: Record<string, unknown>): Promise<void>;
  /** Runs a job every `everyMs` milliseconds (once across all API processes, where the driver allows). */
  repeat(name: string, everyMs: number): Promise<void>;
  start(): Promise<void>;
  /** Finishes the job in progress, then stops. */
  stop(): Promise<void>;
}
