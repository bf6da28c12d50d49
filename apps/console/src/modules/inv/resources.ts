import type { ResourceConfig } from '../../data-provider/resource-config';

/** The module's screens' paths (spec 2), composed into `moduleRoutes` (routes/module-routes.ts). */
export const routes = {
  items: '/modules/inv/items',
  addItem: '/modules/inv/add-item/:group',
  editItem: '/modules/inv/edit-item/:group/:id',
  itemDetails: '/modules/inv/item-details/:id',
  groups: '/modules/inv/groups',
  addGroup: '/modules/inv/add-group',
  editGroup: '/modules/inv/edit-group/:id',
  templates: '/modules/inv/templates',
  addTemplate: '/modules/inv/add-template',
  editTemplate: '/modules/inv/edit-template/:id',
  engagements: '/modules/inv/engagements',
  hottestItems: '/modules/inv/hottest-items',
} as const;

/** Its screens' titles: `screens.modules.<key>` of the catalogue (i18n/en.ts). */
export const titles = {
  inv_items: 'Items',
  inv_add_item: 'Add Item',
  inv_edit_item: 'Edit Item',
  inv_item_details: 'Item Details',
  inv_groups: 'Item Groups',
  inv_add_group: 'Add Item Group',
  inv_edit_group: 'Edit Item Group',
  inv_templates: 'Templates',
  inv_add_template: 'Add Template',
  inv_edit_template: 'Edit Template',
  inv_engagements: 'Engagements',
  inv_hottest_items: 'Hottest Items',
};

/** How the inventory module's resources reach the API (see resource-config.ts). */
export const resources = {
  // Inventory: templates and groups per project, a group's items (GET /inv/items?group=), engagements (GET /inv/tags?…).
  'inv-templates': { path: 'inv/templates', module: 'inv' },
  'inv-groups': { path: 'inv/groups', module: 'inv' },
  'inv-items': { path: 'inv/items', module: 'inv' },
  engagements: { path: 'inv/tags', module: 'inv' },
} satisfies Record<string, ResourceConfig>;
