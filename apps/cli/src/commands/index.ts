import type { CommandModule } from '../command-module.js';
import { assetsDownloadCommand } from './assets/download.command.js';
import { assetsListCommand } from './assets/list.command.js';
import { assetsUploadCommand } from './assets/upload.command.js';
import { loginCommand } from './auth/login.command.js';
import { logoutCommand } from './auth/logout.command.js';
import { whoamiCommand } from './auth/whoami.command.js';
import { clientsAddCommand } from './clients/add.command.js';
import { clientsListCommand } from './clients/list.command.js';
import { clientsShowCommand } from './clients/show.command.js';
import { customerGroupsListCommand } from './customer-groups/list.command.js';
import { customersExportCommand } from './customers/export.command.js';
import { customersListCommand } from './customers/list.command.js';
import { eventsAddCommand } from './events/add.command.js';
import { eventsListCommand } from './events/list.command.js';
import { formsListCommand } from './forms/list.command.js';
import { invoicesCreateCommand } from './invoices/create.command.js';
import { invoicesListCommand } from './invoices/list.command.js';
import { invoicesMarkPaidCommand } from './invoices/mark-paid.command.js';
import { invoicesShowCommand } from './invoices/show.command.js';
import { itemsListCommand } from './items/list.command.js';
import { itemsStatusCommand } from './items/status.command.js';
import { leadsConvertCommand } from './leads/convert.command.js';
import { leadsListCommand } from './leads/list.command.js';
import { leadsScoreCommand } from './leads/score.command.js';
import { leadsShowCommand } from './leads/show.command.js';
import { projectsListCommand } from './projects/list.command.js';
import { projectsResetTokenCommand } from './projects/reset-token.command.js';
import { sectionsExportCommand } from './sections/export.command.js';
import { sectionsListCommand } from './sections/list.command.js';
import { statsCommand } from './stats/stats.command.js';
import { subscriptionsListCommand } from './subscriptions/list.command.js';
import { subscriptionsQuoteCommand } from './subscriptions/quote.command.js';
import { subscriptionsShowCommand } from './subscriptions/show.command.js';
import { subscriptionsStatusCommand } from './subscriptions/status.command.js';
import { submissionsListCommand } from './submissions/list.command.js';
import { transactionsListCommand } from './transactions/list.command.js';
import { usersListCommand } from './users/list.command.js';
import { videosListCommand } from './videos/list.command.js';
import { videosStatsCommand } from './videos/stats.command.js';
import { videosUploadCommand } from './videos/upload.command.js';

/** Every command, in the order `atrium --help` lists them. A new command is one file and one line here. */
export const commandModules: readonly CommandModule[] = [
  loginCommand,
  whoamiCommand,
  logoutCommand,
  clientsListCommand,
  clientsShowCommand,
  clientsAddCommand,
  subscriptionsListCommand,
  subscriptionsShowCommand,
  subscriptionsStatusCommand,
  subscriptionsQuoteCommand,
  invoicesListCommand,
  invoicesShowCommand,
  invoicesCreateCommand,
  invoicesMarkPaidCommand,
  transactionsListCommand,
  usersListCommand,
  projectsListCommand,
  projectsResetTokenCommand,
  customerGroupsListCommand,
  customersListCommand,
  customersExportCommand,
  formsListCommand,
  submissionsListCommand,
  leadsListCommand,
  leadsShowCommand,
  leadsConvertCommand,
  leadsScoreCommand,
  statsCommand,
  assetsListCommand,
  assetsUploadCommand,
  assetsDownloadCommand,
  itemsListCommand,
  itemsStatusCommand,
  sectionsListCommand,
  sectionsExportCommand,
  videosListCommand,
  videosStatsCommand,
  videosUploadCommand,
  eventsListCommand,
  eventsAddCommand,
];
