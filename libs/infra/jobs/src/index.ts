export type { JobLogger } from './job-logger.js';
export * from './in-process-job-queue.js';
export * from './create-job-queue.js';
export * from './load-bullmq-driver.js';
export * from './finished-jobs.js';
