export * from './domain-error.js';
export * from './money.js';
export * from './clock.js';
export * from './pagination.js';
export * from './unit-of-work.js';
export * from './mailer.js';
export * from './job-queue.js';
export * from './tenant-scope.js';
