import type { CommandGroup } from '../../command-module.js';
import { customersImportCommand } from './import.command.js';
import { customersExportCommand } from './export.command.js';
import { customersListCommand } from './list.command.js';

/** The `customers` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 90,
  commands: [customersListCommand, customersExportCommand, customersImportCommand],
};
