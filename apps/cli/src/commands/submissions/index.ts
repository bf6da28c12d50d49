import type { CommandGroup } from '../../command-module.js';
import { submissionsListCommand } from './list.command.js';

/** The `submissions` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 110,
  commands: [submissionsListCommand],
};
