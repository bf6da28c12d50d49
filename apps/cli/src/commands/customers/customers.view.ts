import type { Schemas } from '@atrium/api-client';
import type { Command } from 'commander';
import { area } from '../../command-module.js';
import { formatDate, fullName } from '../../format.js';
import type { Columns } from '../../output.js';

type Customer = Schemas['CustomerDto'];

/** `atrium customers ...`, shared by every customers/*.command.ts (users of the crm module). */
export const customersArea = (program: Command): Command => area(program, 'customers', 'CRM customers (users of the crm module)');

/** `--assigned <userId>`: My Customers of that user. */
export interface AssignedOptions {
  assigned?: number;
}

export const assignedQuery = (options: AssignedOptions) => (options.assigned ? { assigned: String(options.assigned) } : {});

export const customerColumns: Columns<Customer> = [
  'id',
  { header: 'Name', value: (c) => fullName(c.firstname, c.lastname) },
  { header: 'E-mail', value: 'email' },
  'phone',
  'city',
  { header: 'Group', value: 'customerGroup' },
  { header: 'Assigned to', value: (c) => c.assignedTo ?? '—' },
  { header: 'Added', value: (c) => formatDate(c.createdAt) },
];
