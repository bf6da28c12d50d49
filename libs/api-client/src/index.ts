export * from './client.js';
export type { paths, components, operations } from './schema.js';
export type Schemas = import('./schema.js').components['schemas'];
export * from './meta.js';
export * from './sign-in.js';
export * from './audit.js';
export * from './webhooks.js';
