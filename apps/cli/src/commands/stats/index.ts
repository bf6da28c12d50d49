import type { CommandGroup } from '../../command-module.js';
import { statsCommand } from './stats.command.js';

/** The `stats` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 130,
  commands: [statsCommand],
};
