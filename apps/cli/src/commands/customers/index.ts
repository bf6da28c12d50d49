import type { CommandModule } from '../../command-module.js';
import { customersExportCommand } from './export.command.js';
import { customersListCommand } from './list.command.js';

/** The `customers` commands, in the order `atrium --help` lists them. */
export const customersCommands: readonly CommandModule[] = [customersListCommand, customersExportCommand];
