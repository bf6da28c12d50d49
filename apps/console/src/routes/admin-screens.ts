import { ApiAccessPage, ChangePasswordPage, ComingSoonPage, DashboardPage } from './pages';
import type { Screen } from './screen';

const s = (path: string, title: string, menu: string, page = ComingSoonPage): Screen => ({ path, area: 'admin', title, menu, page });

/** Spec §2 "Admin". To build a screen, replace its ComingSoonPage with the real page (see README). */
export const adminScreens: Screen[] = [
  s('/admin/dashboard', 'screens.dashboard', '/admin/dashboard', DashboardPage),
  s('/admin/clients', 'screens.admin.clients', '/admin/clients'),
  s('/admin/add-client', 'screens.admin.add_client', '/admin/clients'),
  s('/admin/client-details/:id', 'screens.admin.client_details', '/admin/clients'),
  s('/admin/edit-client/:id', 'screens.admin.edit_client', '/admin/clients'),
  s('/admin/subscriptions', 'screens.admin.subscriptions', '/admin/subscriptions'),
  s('/admin/add-subscription', 'screens.admin.add_subscription', '/admin/subscriptions'),
  s('/admin/subscription-details/:id', 'screens.admin.subscription_details', '/admin/subscriptions'),
  s('/admin/invoices', 'screens.admin.invoices', '/admin/invoices'),
  s('/admin/add-invoice', 'screens.admin.add_invoice', '/admin/invoices'),
  s('/admin/invoice-details/:id', 'screens.admin.invoice_details', '/admin/invoices'),
  s('/admin/edit-invoice/:id', 'screens.admin.edit_invoice', '/admin/invoices'),
  s('/admin/transactions', 'screens.admin.transactions', '/admin/transactions'),
  s('/admin/change-password', 'screens.change_password', '/admin/change-password', ChangePasswordPage),
  s('/admin/api-access', 'screens.api_access', '/admin/api-access', ApiAccessPage),
];
