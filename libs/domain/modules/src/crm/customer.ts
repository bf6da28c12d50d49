import {
  fieldErrors,
  listContractOf,
  NotFound,
  portToken,
  type EntityOf,
  type InputOf,
  type ListQuery,
  type Page,
  type ProjectRecord,
  type ProjectRecords,
  type ProjectScope,
  type TenantScope,
} from '@atrium/kernel';
import { CUSTOMER_FIELDS } from './customer.fields.js';

/** A CRM customer (spec 2 §3): its fields are described in customer.fields.ts. */
export interface Customer extends ProjectRecord, EntityOf<typeof CUSTOMER_FIELDS> {}

/** A customer as an export writes it for people: its group's and its assignee's names beside their ids. */
export type CustomerExportRow = Customer & { groupName: string; assignedToName: string | null };

export type CustomerInput = InputOf<typeof CUSTOMER_FIELDS>;

/** The customers list (CONTRACT §4), My Customers and All Customers alike. */
export const CUSTOMER_LIST = listContractOf(CUSTOMER_FIELDS, { defaultSort: 'id' });

/**
 * Every problem with a customer's own fields (creation: all required ones present), and the trimmed
 * values. Answers errors rather than throwing so that a batch can name them per row.
 */
export const customerFieldErrors = (input: Partial<CustomerInput>, requireAll: boolean) =>
  fieldErrors(CUSTOMER_FIELDS, input, { requireAll });

export class CustomerNotFound extends NotFound {
  constructor() {
    super('Customer', 'crm.customer_not_found');
  }
}

/** Port: customers. */
export interface CustomerRepository extends ProjectRecords<Customer, CustomerInput> {
  /** My Customers: the customers assigned to one user. */
  listAssigned(userId: number, query: ListQuery, scope: TenantScope): Promise<Page<Customer>>;
  /** The customers a lead became (`leadId`): the lead's details link to them. */
  listOfLead(leadId: number, query: ListQuery, scope: TenantScope): Promise<Page<Customer>>;
  /** The visible customers among `ids`, in the order of `ids`. */
  getMany(ids: number[], scope: TenantScope): Promise<Customer[]>;
  /** Creates all the customers in `project` in one statement, or none. */
  createMany(records: CustomerInput[], project: ProjectScope): Promise<Customer[]>;
  /** Which of these customer groups are the project's. */
  groupsInProject(groupIds: number[], project: ProjectScope): Promise<number[]>;
  /** Which of these people may be assigned the project's customers (users of its subscription). */
  usersInProject(userIds: number[], project: ProjectScope): Promise<number[]>;
  /**
   * Every visible customer (only those assigned to `assignedTo` when given), oldest first, with the names of
   * its group and assignee, a batch at a time: an export never holds the whole list in memory.
   */
  batches(filter: { assignedTo?: number }, scope: TenantScope): AsyncIterable<CustomerExportRow[]>;
}
export const CUSTOMER_REPOSITORY = portToken<CustomerRepository>('CustomerRepository');
