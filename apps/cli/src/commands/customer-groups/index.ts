import type { CommandGroup } from '../../command-module.js';
import { customerGroupsListCommand } from './list.command.js';

/** The `customer-groups` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 80,
  commands: [customerGroupsListCommand],
};
