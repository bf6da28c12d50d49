export * from './domain-error.js';
export * from './money.js';
export * from './clock.js';
export * from './pagination.js';
export * from './unit-of-work.js';
