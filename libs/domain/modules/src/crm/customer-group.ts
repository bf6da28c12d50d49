import {
  checkFields,
  Conflict,
  fieldSpecs,
  listContractOf,
  NotFound,
  portToken,
  recordUseCases,
  type EntityOf,
  type InputOf,
  type ProjectRecord,
  type ProjectRecords,
} from '@atrium/kernel';
/**
 * A customer group's fields (spec 2 §3), said once (see `FieldSpec` in the kernel): the entity, its input, the
 * list contract and the checks below, the API's DTOs, the repository's columns and the CLI table derive from it.
 */
export const CUSTOMER_GROUP_FIELDS = fieldSpecs({
  id: { kind: 'id', label: 'ID', sortable: true, table: true },
  groupName: { kind: 'text', label: 'Group name', required: true, sortable: true, search: true, table: 'Group', example: 'Wholesale' },
  createdAt: { kind: 'instant', label: 'Added on', sortable: true, date: true, table: 'Added' },
});

/** A CRM customer group (spec 2 §3): every customer belongs to one. */
export interface CustomerGroup extends ProjectRecord, EntityOf<typeof CUSTOMER_GROUP_FIELDS> {}

export type CustomerGroupInput = InputOf<typeof CUSTOMER_GROUP_FIELDS>;

/** The customer groups list (CONTRACT §4). */
export const CUSTOMER_GROUP_LIST = listContractOf(CUSTOMER_GROUP_FIELDS, { defaultSort: 'id' });

export const checkCustomerGroup = (input: Partial<CustomerGroupInput>, requireAll: boolean): Partial<CustomerGroupInput> =>
  checkFields(CUSTOMER_GROUP_FIELDS, input, { requireAll });

export class CustomerGroupNotFound extends NotFound {
  constructor() {
    super('Customer group', 'crm.customer_group_not_found');
  }
}

/** A group that still has customers cannot go: they would be left without one. */
export class CustomerGroupInUse extends Conflict {
  constructor() {
    super('crm.customer_group_in_use', 'The customer group still has customers: move or delete them first');
  }
}

/** Port: customer groups; `delete` throws CustomerGroupInUse while the group has customers. */
export type CustomerGroupRepository = ProjectRecords<CustomerGroup, CustomerGroupInput>;
export const CUSTOMER_GROUP_REPOSITORY = portToken<CustomerGroupRepository>('CustomerGroupRepository');

const useCases = recordUseCases<CustomerGroup, CustomerGroupInput>(checkCustomerGroup, () => new CustomerGroupNotFound());
export class AddCustomerGroup extends useCases.Add {}
export class UpdateCustomerGroup extends useCases.Update {}
export class DeleteCustomerGroup extends useCases.Delete {}
