import { ApiAccessPage, ChangePasswordPage, ComingSoonPage, DashboardPage } from './pages';
import type { Screen } from './screen';

const s = (path: string, title: string, menu: string, page = ComingSoonPage): Screen => ({ path, area: 'client', title, menu, page });

/** Spec §2 "Client". Users and projects hang off a subscription, so they mark 'Subscriptions'. */
export const clientScreens: Screen[] = [
  s('/client/dashboard', 'screens.dashboard', '/client/dashboard', DashboardPage),
  s('/client/subscriptions', 'screens.client.subscriptions', '/client/subscriptions'),
  s('/client/subscription-details/:id', 'screens.client.subscription_details', '/client/subscriptions'),
  s('/client/manage-users/:subscription', 'screens.client.manage_users', '/client/subscriptions'),
  s('/client/add-user/:subscription', 'screens.client.add_user', '/client/subscriptions'),
  s('/client/edit-user/:id', 'screens.client.edit_user', '/client/subscriptions'),
  s('/client/manage-projects/:subscription', 'screens.client.manage_projects', '/client/subscriptions'),
  s('/client/add-project/:subscription', 'screens.client.add_project', '/client/subscriptions'),
  s('/client/edit-project/:id', 'screens.client.edit_project', '/client/subscriptions'),
  s('/client/invoices', 'screens.client.invoices', '/client/invoices'),
  s('/client/invoice-details/:id', 'screens.client.invoice_details', '/client/invoices'),
  s('/client/transactions', 'screens.client.transactions', '/client/transactions'),
  s('/client/change-password', 'screens.change_password', '/client/change-password', ChangePasswordPage),
  s('/client/api-access', 'screens.api_access', '/client/api-access', ApiAccessPage),
];
