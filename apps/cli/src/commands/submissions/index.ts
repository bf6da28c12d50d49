import type { CommandModule } from '../../command-module.js';
import { submissionsListCommand } from './list.command.js';

/** The `submissions` commands, in the order `atrium --help` lists them. */
export const submissionsCommands: readonly CommandModule[] = [submissionsListCommand];
