import type { CommandGroup } from '../../command-module.js';
import { eventsAddCommand } from './add.command.js';
import { eventsListCommand } from './list.command.js';

/** The `events` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 180,
  commands: [eventsListCommand, eventsAddCommand],
};
