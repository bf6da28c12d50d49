export * from './address-policy.js';
export * from './webhook-sender.js';
export * from './webhook-dispatcher.js';
export * from './delivery-log.js';
