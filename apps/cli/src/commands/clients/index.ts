import type { CommandModule } from '../../command-module.js';
import { clientsAddCommand } from './add.command.js';
import { clientsListCommand } from './list.command.js';
import { clientsShowCommand } from './show.command.js';

/** The `clients` commands, in the order `atrium --help` lists them. */
export const clientsCommands: readonly CommandModule[] = [clientsListCommand, clientsShowCommand, clientsAddCommand];
