import type { CommandGroup } from '../../command-module.js';
import { leadsImportCommand } from './import.command.js';
import { leadsConvertCommand } from './convert.command.js';
import { leadsListCommand } from './list.command.js';
import { leadsScoreCommand } from './score.command.js';
import { leadsShowCommand } from './show.command.js';

/** The `leads` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 120,
  commands: [leadsListCommand, leadsShowCommand, leadsConvertCommand, leadsScoreCommand, leadsImportCommand],
};
