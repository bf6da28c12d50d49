export * from './crm/customer-group.js';
export * from './crm/customer-group.use-cases.js';
export * from './crm/customer.js';
export * from './crm/customer.use-cases.js';
export * from './com/lead.js';
export * from './com/lead.use-cases.js';
