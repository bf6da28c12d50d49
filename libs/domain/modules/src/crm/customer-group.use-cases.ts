import { projectOf, type TenantScope } from '@atrium/kernel';
import {
  checkCustomerGroup,
  CustomerGroupNotFound,
  type CustomerGroup,
  type CustomerGroupInput,
  type CustomerGroupRepository,
} from './customer-group.js';

export class AddCustomerGroup {
  constructor(private readonly groups: CustomerGroupRepository) {}

  async execute(input: CustomerGroupInput, scope: TenantScope): Promise<CustomerGroup> {
    const fields = checkCustomerGroup(input, true) as CustomerGroupInput;
    return this.groups.create(fields, projectOf(scope));
  }
}

export class UpdateCustomerGroup {
  constructor(private readonly groups: CustomerGroupRepository) {}

  async execute(id: number, changes: Partial<CustomerGroupInput>, scope: TenantScope): Promise<void> {
    if (!(await this.groups.update(id, checkCustomerGroup(changes, false), scope))) throw new CustomerGroupNotFound();
  }
}

export class DeleteCustomerGroup {
  constructor(private readonly groups: CustomerGroupRepository) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    if (!(await this.groups.delete(id, scope))) throw new CustomerGroupNotFound();
  }
}
