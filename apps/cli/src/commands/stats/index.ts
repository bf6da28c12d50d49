import type { CommandModule } from '../../command-module.js';
import { statsCommand } from './stats.command.js';

/** The `stats` commands, in the order `atrium --help` lists them. */
export const statsCommands: readonly CommandModule[] = [statsCommand];
