import {
  checkText,
  InvalidInput,
  listContract,
  NotFound,
  portToken,
  type FieldError,
  type ListQuery,
  type Page,
  type ProjectRecord,
  type ProjectRecords,
  type ProjectScope,
  type TenantScope,
} from '@atrium/kernel';

/** A CRM customer (spec 2 §3). */
export interface Customer extends ProjectRecord {
  firstname: string;
  lastname: string;
  email: string;
  /** Optional contact fields: empty when not given. */
  phone: string;
  address: string;
  city: string;
  province: string;
  /** The customer's group, one of the same project's. */
  customerGroup: number;
  /** The user whose My Customers list shows the customer, if any. */
  assignedTo: number | null;
  /** Set when the customer came from a lead (and `leadId` names it). */
  converted: boolean;
  leadId: number | null;
  createdAt: Date;
}

/** A customer as an export writes it for people: its group's and its assignee's names beside their ids. */
export type CustomerExportRow = Customer & { groupName: string; assignedToName: string | null };

export type CustomerInput = Pick<Customer, 'firstname' | 'lastname' | 'email' | 'customerGroup'> &
  Partial<Pick<Customer, 'phone' | 'address' | 'city' | 'province' | 'assignedTo' | 'converted' | 'leadId'>>;

/** The customers list (CONTRACT §4), My Customers and All Customers alike. */
export const CUSTOMER_LIST = listContract({
  sortable: ['id', 'firstname', 'lastname', 'email', 'createdAt'],
  search: ['firstname', 'lastname', 'email'],
  date: 'createdAt',
  defaultSort: 'id',
});

const REQUIRED = { firstname: 'short', lastname: 'short', email: 'short' } as const;
const OPTIONAL = { phone: 'short', address: 'short', city: 'short', province: 'short' } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;

function textErrors(check: () => object): { value: object; errors: FieldError[] } {
  try {
    return { value: check(), errors: [] };
  } catch (error) {
    if (error instanceof InvalidInput) return { value: {}, errors: error.errors ?? [] };
    throw error;
  }
}

/**
 * Every problem with a customer's own fields (creation: all required ones present), and the trimmed
 * values. Answers errors rather than throwing so that a batch can name them per row.
 */
export function customerFieldErrors(
  input: Partial<CustomerInput>,
  requireAll: boolean,
): { value: Partial<CustomerInput>; errors: FieldError[] } {
  const { firstname, lastname, email } = input;
  const required = textErrors(() => checkText({ firstname, lastname, email }, REQUIRED, { requireAll }));
  // An optional field may be emptied (blank): only its non-blank values go through the length check.
  const given = Object.fromEntries(
    Object.keys(OPTIONAL).flatMap((f) => {
      const v = input[f as keyof typeof OPTIONAL];
      return v === undefined ? [] : [[f, v]];
    }),
  ) as Partial<Record<keyof typeof OPTIONAL, string>>;
  const nonBlank = Object.fromEntries(Object.entries(given).filter(([, v]) => v.trim() !== ''));
  const optional = textErrors(() => checkText(nonBlank, OPTIONAL, { requireAll: false }));
  const errors = [...required.errors, ...optional.errors];
  const value: Partial<CustomerInput> = {
    ...required.value,
    ...Object.fromEntries(Object.keys(given).map((f) => [f, ''])),
    ...optional.value,
  };
  if (value.email !== undefined && value.email !== '' && !EMAIL.test(value.email))
    errors.push({ field: 'email', message: 'must be an e-mail address' });
  if (input.customerGroup !== undefined) {
    if (isId(input.customerGroup)) value.customerGroup = input.customerGroup;
    else errors.push({ field: 'customerGroup', message: 'must be a customer group id' });
  } else if (requireAll) errors.push({ field: 'customerGroup', message: 'is required' });
  if (input.assignedTo !== undefined) {
    if (input.assignedTo === null || isId(input.assignedTo)) value.assignedTo = input.assignedTo;
    else errors.push({ field: 'assignedTo', message: 'must be a user id' });
  }
  if (input.converted !== undefined) value.converted = input.converted;
  if (input.leadId !== undefined) value.leadId = input.leadId;
  return { value, errors };
}

export const invalidCustomer = (errors: FieldError[]) => new InvalidInput(errors.map((e) => `${e.field} ${e.message}`).join('; '), errors);

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
