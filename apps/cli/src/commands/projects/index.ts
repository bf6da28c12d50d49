import type { CommandModule } from '../../command-module.js';
import { projectsListCommand } from './list.command.js';
import { projectsResetTokenCommand } from './reset-token.command.js';

/** The `projects` commands, in the order `atrium --help` lists them. */
export const projectsCommands: readonly CommandModule[] = [projectsListCommand, projectsResetTokenCommand];
