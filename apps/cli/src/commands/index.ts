import type { CommandModule } from '../command-module.js';
import { assetsCommands } from './assets/index.js';
import { authCommands } from './auth/index.js';
import { clientsCommands } from './clients/index.js';
import { customerGroupsCommands } from './customer-groups/index.js';
import { customersCommands } from './customers/index.js';
import { eventsCommands } from './events/index.js';
import { formsCommands } from './forms/index.js';
import { invoicesCommands } from './invoices/index.js';
import { itemsCommands } from './items/index.js';
import { leadsCommands } from './leads/index.js';
import { projectsCommands } from './projects/index.js';
import { sectionsCommands } from './sections/index.js';
import { statsCommands } from './stats/index.js';
import { submissionsCommands } from './submissions/index.js';
import { subscriptionsCommands } from './subscriptions/index.js';
import { transactionsCommands } from './transactions/index.js';
import { usersCommands } from './users/index.js';
import { videosCommands } from './videos/index.js';

/**
 * Every command group, in the order `atrium --help` lists them. A group's commands are listed in its folder's
 * index.ts: a new command of a group touches only that folder; a new group is one line here.
 */
export const commandModules: readonly CommandModule[] = [
  ...authCommands,
  ...clientsCommands,
  ...subscriptionsCommands,
  ...invoicesCommands,
  ...transactionsCommands,
  ...usersCommands,
  ...projectsCommands,
  ...customerGroupsCommands,
  ...customersCommands,
  ...formsCommands,
  ...submissionsCommands,
  ...leadsCommands,
  ...statsCommands,
  ...assetsCommands,
  ...itemsCommands,
  ...sectionsCommands,
  ...videosCommands,
  ...eventsCommands,
];
