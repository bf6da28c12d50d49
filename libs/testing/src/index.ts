export * from './test-database.js';
export * from './database-template.js';
export * from './fakes/index.js';
export * from './fake-google.js';
export * from './totp-code.js';
export * from './wait-for.js';
