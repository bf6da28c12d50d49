import type { ResourceConfig } from '../../data-provider/resource-config';

/** How the customer management module's resources reach the API (see resource-config.ts). */
export const resources = {
  'customer-groups': { path: 'crm/groups', module: 'crm' },
  customers: { path: 'crm/customers', module: 'crm' },
} satisfies Record<string, ResourceConfig>;
