import type { CommandGroup } from '../../command-module.js';
import { sectionsExportCommand } from './export.command.js';
import { sectionsListCommand } from './list.command.js';

/** The `sections` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 160,
  commands: [sectionsListCommand, sectionsExportCommand],
};
