import type { CommandModule } from '../../command-module.js';
import { usersListCommand } from './list.command.js';

/** The `users` commands, in the order `atrium --help` lists them. */
export const usersCommands: readonly CommandModule[] = [usersListCommand];
