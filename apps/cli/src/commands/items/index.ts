import type { CommandModule } from '../../command-module.js';
import { itemsListCommand } from './list.command.js';
import { itemsStatusCommand } from './status.command.js';

/** The `items` commands, in the order `atrium --help` lists them. */
export const itemsCommands: readonly CommandModule[] = [itemsListCommand, itemsStatusCommand];
