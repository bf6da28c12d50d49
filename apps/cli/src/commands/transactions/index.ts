import type { CommandModule } from '../../command-module.js';
import { transactionsListCommand } from './list.command.js';

/** The `transactions` commands, in the order `atrium --help` lists them. */
export const transactionsCommands: readonly CommandModule[] = [transactionsListCommand];
