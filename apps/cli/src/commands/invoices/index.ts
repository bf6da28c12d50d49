import type { CommandGroup } from '../../command-module.js';
import { invoicesCreateCommand } from './create.command.js';
import { invoicesListCommand } from './list.command.js';
import { invoicesMarkPaidCommand } from './mark-paid.command.js';
import { invoicesShowCommand } from './show.command.js';

/** The `invoices` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 40,
  commands: [invoicesListCommand, invoicesShowCommand, invoicesCreateCommand, invoicesMarkPaidCommand],
};
