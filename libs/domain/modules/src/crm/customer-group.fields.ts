import { fieldSpecs } from '@atrium/kernel';

/** A CRM customer group's fields (spec 2 §3), said once (see `FieldSpec` in the kernel). */
export const CUSTOMER_GROUP_FIELDS = fieldSpecs({
  id: { kind: 'id', label: 'ID', sortable: true, table: true },
  groupName: { kind: 'text', label: 'Group name', required: true, sortable: true, search: true, table: 'Group', example: 'Wholesale' },
  createdAt: { kind: 'instant', label: 'Added on', sortable: true, date: true, table: 'Added' },
});
