import type { titles } from './resources';

/** The module's screen titles in French (i18n/fr-module-catalogue.ts): every key of `titles`, no other. */
export const titlesFr = {
  crm_customers: 'Clients',
  crm_add_customer: 'Ajouter un client',
  crm_edit_customer: 'Modifier le client',
  crm_customer_details: 'Détails du client',
  crm_groups: 'Groupes de clients',
  crm_add_group: 'Ajouter un groupe de clients',
  crm_edit_group: 'Modifier le groupe de clients',
} satisfies Record<keyof typeof titles, string>;

/**
 * Its resources' names and the field labels the console says itself (`name`, `fields` of `resources`), in
 * French; their labels from the API document are in i18n/fr-module-catalogue.ts (which checks both).
 */
export const resourcesFr = {
  'customer-groups': { name: 'Groupe de clients |||| Groupes de clients', fields: {} },
  customers: { name: 'Client |||| Clients', fields: { name: 'Nom', assignedTo: 'Assigner à' } },
};
