export * from './outbox-mailer.js';
export * from './smtp-mailer.js';
export * from './create-mailer.js';
export * from './outbox-relay.js';
export * from './queued-mailer.js';
export * from './mail-delivery.js';
