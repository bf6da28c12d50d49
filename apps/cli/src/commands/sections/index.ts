import type { CommandModule } from '../../command-module.js';
import { sectionsExportCommand } from './export.command.js';
import { sectionsListCommand } from './list.command.js';

/** The `sections` commands, in the order `atrium --help` lists them. */
export const sectionsCommands: readonly CommandModule[] = [sectionsListCommand, sectionsExportCommand];
