import type { CommandGroup } from '../../command-module.js';
import { formsListCommand } from './list.command.js';

/** The `forms` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 100,
  commands: [formsListCommand],
};
