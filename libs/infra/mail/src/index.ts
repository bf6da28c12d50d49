export * from './outbox-mailer.js';
export * from './smtp-mailer.js';
export * from './create-mailer.js';
