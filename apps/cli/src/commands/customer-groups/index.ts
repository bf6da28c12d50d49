import type { CommandModule } from '../../command-module.js';
import { customerGroupsListCommand } from './list.command.js';

/** The `customer-groups` commands, in the order `atrium --help` lists them. */
export const customerGroupsCommands: readonly CommandModule[] = [customerGroupsListCommand];
