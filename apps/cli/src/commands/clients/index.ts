import type { CommandGroup } from '../../command-module.js';
import { clientsAddCommand } from './add.command.js';
import { clientsListCommand } from './list.command.js';
import { clientsShowCommand } from './show.command.js';

/** The `clients` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 20,
  commands: [clientsListCommand, clientsShowCommand, clientsAddCommand],
};
