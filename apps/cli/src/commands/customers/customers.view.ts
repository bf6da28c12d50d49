import type { Command } from 'commander';
import { area } from '../../command-module.js';
import { formatDate, fullName } from '../../format.js';
import { tableOf } from '../../output.js';

/** `atrium customers ...`, shared by every customers/*.command.ts (users of the crm module). */
export const customersArea = (program: Command): Command => area(program, 'customers', 'CRM customers (users of the crm module)');

/** `--assigned <userId>`: My Customers of that user. */
export interface AssignedOptions {
  assigned?: number;
}

export const assignedQuery = (options: AssignedOptions) => (options.assigned ? { assigned: String(options.assigned) } : {});

/** The columns the customer's field descriptor marks for tables; the name column shows the whole name. */
export const customerColumns = tableOf('CustomerDto', {
  firstname: (c) => fullName(c.firstname, c.lastname),
  assignedTo: (c) => c.assignedTo ?? '—',
  createdAt: (c) => formatDate(c.createdAt),
});
