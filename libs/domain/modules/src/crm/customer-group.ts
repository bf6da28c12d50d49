import { checkText, Conflict, listContract, NotFound, portToken, type ProjectRecord, type ProjectRecords } from '@atrium/kernel';

/** A CRM customer group (spec 2 §3): every customer belongs to one. */
export interface CustomerGroup extends ProjectRecord {
  groupName: string;
  createdAt: Date;
}

export type CustomerGroupInput = Pick<CustomerGroup, 'groupName'>;

/** The customer groups list (CONTRACT §4). */
export const CUSTOMER_GROUP_LIST = listContract({
  sortable: ['id', 'groupName', 'createdAt'],
  search: ['groupName'],
  date: 'createdAt',
  defaultSort: 'id',
});

const TEXT = { groupName: 'short' } as const;

export function checkCustomerGroup(input: Partial<CustomerGroupInput>, requireAll: boolean): Partial<CustomerGroupInput> {
  return checkText(input, TEXT, { requireAll });
}

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
