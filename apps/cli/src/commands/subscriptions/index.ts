import type { CommandGroup } from '../../command-module.js';
import { subscriptionsListCommand } from './list.command.js';
import { subscriptionsQuoteCommand } from './quote.command.js';
import { subscriptionsShowCommand } from './show.command.js';
import { subscriptionsStatusCommand } from './status.command.js';

/** The `subscriptions` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 30,
  commands: [subscriptionsListCommand, subscriptionsShowCommand, subscriptionsStatusCommand, subscriptionsQuoteCommand],
};
