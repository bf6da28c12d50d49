import {
  InvalidInput,
  projectOf,
  refuseInvalid,
  scopeOfRecord,
  type FieldError,
  type ProjectScope,
  type TenantScope,
} from '@atrium/kernel';
import { customerFieldErrors, CustomerNotFound, type Customer, type CustomerInput, type CustomerRepository } from './customer.js';

/** A batch is one request body (at most 2 MB): this bounds the statement it becomes. */
export const MAX_CUSTOMER_BATCH = 1000;

/**
 * The references of each row that are not the project's: a group of another project (or none such) and an
 * assignee who is not a user of the project's subscription. Two statements, whatever the number of rows.
 */
async function referenceErrors(
  rows: Array<Partial<CustomerInput>>,
  project: ProjectScope,
  customers: CustomerRepository,
): Promise<FieldError[][]> {
  const groupIds = [...new Set(rows.flatMap((r) => (r.customerGroup === undefined ? [] : [r.customerGroup])))];
  const userIds = [...new Set(rows.flatMap((r) => (r.assignedTo == null ? [] : [r.assignedTo])))];
  const groups = new Set(groupIds.length ? await customers.groupsInProject(groupIds, project) : []);
  const users = new Set(userIds.length ? await customers.usersInProject(userIds, project) : []);
  return rows.map((r) => [
    ...(r.customerGroup !== undefined && !groups.has(r.customerGroup)
      ? [{ field: 'customerGroup', message: "is not one of the project's customer groups" }]
      : []),
    ...(r.assignedTo != null && !users.has(r.assignedTo)
      ? [{ field: 'assignedTo', message: "is not a user of the project's subscription" }]
      : []),
  ]);
}

export class AddCustomer {
  constructor(private readonly customers: CustomerRepository) {}

  async execute(input: CustomerInput, scope: TenantScope): Promise<Customer> {
    const project = projectOf(scope);
    const { value, errors } = customerFieldErrors(input, true);
    refuseInvalid(errors);
    const [refs] = await referenceErrors([value], project, this.customers);
    refuseInvalid(refs);
    return this.customers.create(value as CustomerInput, project);
  }
}

/** Creates every customer of a batch or none, naming each bad field as `customers[i].field`. */
export class AddCustomers {
  constructor(private readonly customers: CustomerRepository) {}

  async execute(inputs: CustomerInput[], scope: TenantScope): Promise<Customer[]> {
    const project = projectOf(scope);
    if (!inputs.length || inputs.length > MAX_CUSTOMER_BATCH)
      throw new InvalidInput(`Send from 1 to ${MAX_CUSTOMER_BATCH} customers`, [
        { field: 'customers', message: `must hold from 1 to ${MAX_CUSTOMER_BATCH} customers` },
      ]);
    const checked = inputs.map((input) => customerFieldErrors(input, true));
    const refs = await referenceErrors(
      checked.map((c) => c.value),
      project,
      this.customers,
    );
    const errors = checked.flatMap((c, i) =>
      [...c.errors, ...refs[i]].map((e) => ({ field: `customers[${i}].${e.field}`, message: e.message })),
    );
    refuseInvalid(errors);
    return this.customers.createMany(
      checked.map((c) => c.value as CustomerInput),
      project,
    );
  }
}

export class UpdateCustomer {
  constructor(private readonly customers: CustomerRepository) {}

  async execute(id: number, changes: Partial<CustomerInput>, scope: TenantScope): Promise<void> {
    const { value, errors } = customerFieldErrors(changes, false);
    refuseInvalid(errors);
    if (value.customerGroup !== undefined || value.assignedTo != null) {
      // The references are checked against the customer's own project, which only the record knows.
      const current = await this.customers.get(id, scope);
      if (!current) throw new CustomerNotFound();
      const [refs] = await referenceErrors([value], scopeOfRecord(scope, current), this.customers);
      refuseInvalid(refs);
    }
    if (!(await this.customers.update(id, value, scope))) throw new CustomerNotFound();
  }
}

export class DeleteCustomer {
  constructor(private readonly customers: CustomerRepository) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    if (!(await this.customers.delete(id, scope))) throw new CustomerNotFound();
  }
}
