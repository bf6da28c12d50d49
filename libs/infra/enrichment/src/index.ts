export * from './person-record.js';
export * from './http-enrichment-gateway.js';
export * from './empty-enrichment-gateway.js';
export * from './cached-enrichment-gateway.js';
export * from './create-enrichment-gateway.js';
