export * from './log-sms-sender.js';
export * from './http-sms-sender.js';
export * from './create-sms-sender.js';
