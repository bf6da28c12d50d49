export * from './fixed-clock.js';
export * from './fake-people.js';
export * from './fake-sessions.js';
export * from './fake-mailer.js';
export * from './fake-billing.js';
export * from './fake-project-records.js';
export * from './fake-assets.js';
export * from './fake-scheduler.js';
