import { fieldSpecs } from '@atrium/kernel';

/**
 * A CRM customer's fields (spec 2 §3), said once: the entity, its checks, its list, its DTOs, its CSV and
 * its CLI table are derived from this (see `FieldSpec`); the console's layout and the migration are the
 * only other places that name them.
 */
export const CUSTOMER_FIELDS = fieldSpecs({
  id: { kind: 'id', label: 'ID', sortable: true, table: true },
  firstname: { kind: 'text', label: 'First name', required: true, sortable: true, search: true, table: 'Name', example: 'Ada' },
  lastname: { kind: 'text', label: 'Last name', required: true, sortable: true, search: true, example: 'Lovelace' },
  email: { kind: 'email', label: 'Email', required: true, sortable: true, search: true, table: 'E-mail', example: 'ada@example.com' },
  // The contact fields are optional: empty when not given.
  phone: { kind: 'text', label: 'Phone', table: true, example: '555-0101' },
  address: { kind: 'text', label: 'Address', example: '1 Main Street' },
  city: { kind: 'text', label: 'City', table: true, example: 'Montreal' },
  province: { kind: 'text', label: 'Province', example: 'QC' },
  customerGroup: { kind: 'ref', of: 'a customer group', label: 'Customer group', required: true, table: 'Group' },
  // The user whose My Customers list shows the customer, if any.
  assignedTo: { kind: 'ref', of: 'a user', label: 'Assigned to', nullable: true, table: true },
  // Set when the customer came from a lead, which `leadId` names.
  converted: { kind: 'flag', label: 'Converted from a lead', written: 'domain' },
  leadId: { kind: 'ref', of: 'a lead', label: 'Lead ID', nullable: true, written: 'domain' },
  createdAt: { kind: 'instant', label: 'Added on', sortable: true, date: true, table: 'Added' },
});
