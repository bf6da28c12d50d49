import type { CommandGroup } from '../../command-module.js';
import { projectsListCommand } from './list.command.js';
import { projectsResetTokenCommand } from './reset-token.command.js';

/** The `projects` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 70,
  commands: [projectsListCommand, projectsResetTokenCommand],
};
