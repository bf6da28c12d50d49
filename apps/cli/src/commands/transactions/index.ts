import type { CommandGroup } from '../../command-module.js';
import { transactionsListCommand } from './list.command.js';

/** The `transactions` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 50,
  commands: [transactionsListCommand],
};
