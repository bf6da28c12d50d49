import type { CommandGroup } from '../../command-module.js';
import { itemsImportCommand } from './import.command.js';
import { itemsListCommand } from './list.command.js';
import { itemsStatusCommand } from './status.command.js';

/** The `items` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 150,
  commands: [itemsListCommand, itemsStatusCommand, itemsImportCommand],
};
