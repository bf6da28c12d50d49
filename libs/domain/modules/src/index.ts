export * from './crm/customer-group.js';
export * from './crm/customer-group.use-cases.js';
