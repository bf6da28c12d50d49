import { ApiAccessPage, ChangePasswordPage, lazyPage } from './pages';
import type { Screen } from './screen';

const s = (path: string, title: string, menu: string, page: Screen['page']): Screen => ({ path, area: 'admin', title, menu, page });

const AdminDashboardPage = lazyPage(() => import('../pages/admin-dashboard-page'), 'AdminDashboardPage');
const ClientList = lazyPage(() => import('../resources/clients/client-list'), 'ClientList');
const ClientCreate = lazyPage(() => import('../resources/clients/client-create'), 'ClientCreate');
const ClientShow = lazyPage(() => import('../resources/clients/client-show'), 'ClientShow');
const ClientEdit = lazyPage(() => import('../resources/clients/client-edit'), 'ClientEdit');
const SubscriptionList = lazyPage(() => import('../resources/subscriptions/subscription-list'), 'SubscriptionList');
const SubscriptionCreate = lazyPage(() => import('../resources/subscriptions/subscription-create'), 'SubscriptionCreate');
const SubscriptionShow = lazyPage(() => import('../resources/subscriptions/subscription-show'), 'SubscriptionShow');
const InvoiceList = lazyPage(() => import('../resources/invoices/invoice-list'), 'InvoiceList');
const InvoiceCreate = lazyPage(() => import('../resources/invoices/invoice-create'), 'InvoiceCreate');
const InvoiceShow = lazyPage(() => import('../resources/invoices/invoice-show'), 'InvoiceShow');
const InvoiceEdit = lazyPage(() => import('../resources/invoices/invoice-edit'), 'InvoiceEdit');
const TransactionList = lazyPage(() => import('../resources/transactions/transaction-list'), 'TransactionList');
const AuditList = lazyPage(() => import('../resources/audit/audit-list'), 'AuditList');

/** Spec §2 "Admin". */
export const adminScreens: Screen[] = [
  s('/admin/dashboard', 'screens.dashboard', '/admin/dashboard', AdminDashboardPage),
  s('/admin/clients', 'screens.admin.clients', '/admin/clients', ClientList),
  s('/admin/add-client', 'screens.admin.add_client', '/admin/clients', ClientCreate),
  s('/admin/client-details/:id', 'screens.admin.client_details', '/admin/clients', ClientShow),
  s('/admin/edit-client/:id', 'screens.admin.edit_client', '/admin/clients', ClientEdit),
  s('/admin/subscriptions', 'screens.admin.subscriptions', '/admin/subscriptions', SubscriptionList),
  s('/admin/add-subscription', 'screens.admin.add_subscription', '/admin/subscriptions', SubscriptionCreate),
  s('/admin/subscription-details/:id', 'screens.admin.subscription_details', '/admin/subscriptions', SubscriptionShow),
  s('/admin/invoices', 'screens.admin.invoices', '/admin/invoices', InvoiceList),
  s('/admin/add-invoice', 'screens.admin.add_invoice', '/admin/invoices', InvoiceCreate),
  s('/admin/invoice-details/:id', 'screens.admin.invoice_details', '/admin/invoices', InvoiceShow),
  s('/admin/edit-invoice/:id', 'screens.admin.edit_invoice', '/admin/invoices', InvoiceEdit),
  s('/admin/transactions', 'screens.admin.transactions', '/admin/transactions', TransactionList),
  s('/admin/audit', 'screens.admin.audit', '/admin/audit', AuditList),
  s('/admin/change-password', 'screens.change_password', '/admin/change-password', ChangePasswordPage),
  s('/admin/api-access', 'screens.api_access', '/admin/api-access', ApiAccessPage),
];
