import type { CommandModule } from '../../command-module.js';
import { invoicesCreateCommand } from './create.command.js';
import { invoicesListCommand } from './list.command.js';
import { invoicesMarkPaidCommand } from './mark-paid.command.js';
import { invoicesShowCommand } from './show.command.js';

/** The `invoices` commands, in the order `atrium --help` lists them. */
export const invoicesCommands: readonly CommandModule[] = [
  invoicesListCommand,
  invoicesShowCommand,
  invoicesCreateCommand,
  invoicesMarkPaidCommand,
];
