import { ApiAccessPage, ChangePasswordPage, lazyPage } from './pages';
import type { Screen } from './screen';

const s = (path: string, title: string, menu: string, page: Screen['page']): Screen => ({ path, area: 'client', title, menu, page });

const ClientDashboardPage = lazyPage(() => import('../pages/client-dashboard-page'), 'ClientDashboardPage');
const SubscriptionList = lazyPage(() => import('../resources/subscriptions/subscription-list'), 'SubscriptionList');
const SubscriptionShow = lazyPage(() => import('../resources/subscriptions/subscription-show'), 'SubscriptionShow');
const UserList = lazyPage(() => import('../resources/users/user-list'), 'UserList');
const UserCreate = lazyPage(() => import('../resources/users/user-create'), 'UserCreate');
const UserEdit = lazyPage(() => import('../resources/users/user-edit'), 'UserEdit');
const ProjectList = lazyPage(() => import('../resources/projects/project-list'), 'ProjectList');
const ProjectCreate = lazyPage(() => import('../resources/projects/project-create'), 'ProjectCreate');
const ProjectEdit = lazyPage(() => import('../resources/projects/project-edit'), 'ProjectEdit');
const InvoiceList = lazyPage(() => import('../resources/invoices/invoice-list'), 'InvoiceList');
const InvoiceShow = lazyPage(() => import('../resources/invoices/invoice-show'), 'InvoiceShow');
const TransactionList = lazyPage(() => import('../resources/transactions/transaction-list'), 'TransactionList');
const WebhooksPage = lazyPage(() => import('../resources/webhooks/webhooks-page'), 'WebhooksPage');
const WebhookDetails = lazyPage(() => import('../resources/webhooks/webhook-details'), 'WebhookDetails');
const AuditList = lazyPage(() => import('../resources/audit/audit-list'), 'AuditList');

/** Spec §2 "Client". Users and projects hang off a subscription, so they mark 'Subscriptions'. */
export const clientScreens: Screen[] = [
  s('/client/dashboard', 'screens.dashboard', '/client/dashboard', ClientDashboardPage),
  s('/client/subscriptions', 'screens.client.subscriptions', '/client/subscriptions', SubscriptionList),
  s('/client/subscription-details/:id', 'screens.client.subscription_details', '/client/subscriptions', SubscriptionShow),
  s('/client/manage-users/:subscription', 'screens.client.manage_users', '/client/subscriptions', UserList),
  s('/client/add-user/:subscription', 'screens.client.add_user', '/client/subscriptions', UserCreate),
  s('/client/edit-user/:id', 'screens.client.edit_user', '/client/subscriptions', UserEdit),
  s('/client/manage-projects/:subscription', 'screens.client.manage_projects', '/client/subscriptions', ProjectList),
  s('/client/add-project/:subscription', 'screens.client.add_project', '/client/subscriptions', ProjectCreate),
  s('/client/edit-project/:id', 'screens.client.edit_project', '/client/subscriptions', ProjectEdit),
  s('/client/invoices', 'screens.client.invoices', '/client/invoices', InvoiceList),
  s('/client/invoice-details/:id', 'screens.client.invoice_details', '/client/invoices', InvoiceShow),
  s('/client/transactions', 'screens.client.transactions', '/client/transactions', TransactionList),
  s('/client/audit', 'screens.client.audit', '/client/audit', AuditList),
  s('/client/webhooks', 'webhooks.title', '/client/webhooks', WebhooksPage),
  s('/client/webhook-details/:id', 'webhooks.details_title', '/client/webhooks', WebhookDetails),
  s('/client/change-password', 'screens.change_password', '/client/change-password', ChangePasswordPage),
  s('/client/api-access', 'screens.api_access', '/client/api-access', ApiAccessPage),
];
