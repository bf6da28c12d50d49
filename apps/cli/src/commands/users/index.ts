import type { CommandGroup } from '../../command-module.js';
import { usersListCommand } from './list.command.js';

/** The `users` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 60,
  commands: [usersListCommand],
};
