import type { CommandModule } from '../../command-module.js';
import { subscriptionsListCommand } from './list.command.js';
import { subscriptionsQuoteCommand } from './quote.command.js';
import { subscriptionsShowCommand } from './show.command.js';
import { subscriptionsStatusCommand } from './status.command.js';

/** The `subscriptions` commands, in the order `atrium --help` lists them. */
export const subscriptionsCommands: readonly CommandModule[] = [
  subscriptionsListCommand,
  subscriptionsShowCommand,
  subscriptionsStatusCommand,
  subscriptionsQuoteCommand,
];
