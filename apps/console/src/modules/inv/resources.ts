import type { ResourceConfig } from '../../data-provider/resource-config';

/** How the inventory module's resources reach the API (see resource-config.ts). */
export const resources = {
  // Inventory: templates and groups per project, a group's items (GET /inv/items?group=), engagements (GET /inv/tags?…).
  'inv-templates': { path: 'inv/templates', module: 'inv' },
  'inv-groups': { path: 'inv/groups', module: 'inv' },
  'inv-items': { path: 'inv/items', module: 'inv' },
  engagements: { path: 'inv/tags', module: 'inv' },
} satisfies Record<string, ResourceConfig>;
