import type { CommandModule } from '../../command-module.js';
import { formsListCommand } from './list.command.js';

/** The `forms` commands, in the order `atrium --help` lists them. */
export const formsCommands: readonly CommandModule[] = [formsListCommand];
