import type { CommandModule } from '../../command-module.js';
import { leadsConvertCommand } from './convert.command.js';
import { leadsListCommand } from './list.command.js';
import { leadsScoreCommand } from './score.command.js';
import { leadsShowCommand } from './show.command.js';

/** The `leads` commands, in the order `atrium --help` lists them. */
export const leadsCommands: readonly CommandModule[] = [leadsListCommand, leadsShowCommand, leadsConvertCommand, leadsScoreCommand];
