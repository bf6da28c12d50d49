import type { CommandModule } from '../../command-module.js';
import { eventsAddCommand } from './add.command.js';
import { eventsListCommand } from './list.command.js';

/** The `events` commands, in the order `atrium --help` lists them. */
export const eventsCommands: readonly CommandModule[] = [eventsListCommand, eventsAddCommand];
