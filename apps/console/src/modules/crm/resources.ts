import type { ResourceConfig } from '../../data-provider/resource-config';

/** The module's screens' paths (spec 2), composed into `moduleRoutes` (routes/module-routes.ts). */
export const routes = {
  customers: '/modules/crm/customers',
  addCustomer: '/modules/crm/add-customer',
  editCustomer: '/modules/crm/edit-customer/:id',
  customerDetails: '/modules/crm/customer-details/:id',
  groups: '/modules/crm/groups',
  addGroup: '/modules/crm/add-group',
  editGroup: '/modules/crm/edit-group/:id',
} as const;

/** Its screens' titles: `screens.modules.<key>` of the catalogue (i18n/en.ts). */
export const titles = {
  crm_customers: 'Customers',
  crm_add_customer: 'Add Customer',
  crm_edit_customer: 'Edit Customer',
  crm_customer_details: 'Customer Details',
  crm_groups: 'Customer Groups',
  crm_add_group: 'Add Customer Group',
  crm_edit_group: 'Edit Customer Group',
};

/**
 * How the customer management module's resources reach the API (see resource-config.ts), and their names;
 * their field labels are the API document's (their field descriptors'), and a few the console says otherwise.
 */
export const resources = {
  'customer-groups': { path: 'crm/groups', module: 'crm', record: 'CustomerGroupDto', name: 'Customer group |||| Customer groups' },
  customers: {
    path: 'crm/customers',
    module: 'crm',
    record: 'CustomerDto',
    name: 'Customer |||| Customers',
    // The list's full-name column; the form's picker asks whom to assign the customer to.
    fields: { name: 'Name', assignedTo: 'Assign to' },
  },
} satisfies Record<string, ResourceConfig>;
