import {
  checkFields,
  Conflict,
  listContractOf,
  NotFound,
  portToken,
  type EntityOf,
  type InputOf,
  type ProjectRecord,
  type ProjectRecords,
} from '@atrium/kernel';
import { CUSTOMER_GROUP_FIELDS } from './customer-group.fields.js';

/** A CRM customer group (spec 2 §3): every customer belongs to one. Its fields: customer-group.fields.ts. */
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
