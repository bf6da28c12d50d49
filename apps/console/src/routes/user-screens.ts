import { MODULES } from '../modules';
import { ApiAccessPage, ChangePasswordPage, DashboardPage, lazyPage } from './pages';
import type { Screen } from './screen';

const s = (path: string, title: string, page: Screen['page'], needsProject = false): Screen => ({
  path,
  area: 'users',
  title,
  menu: path,
  page,
  needsProject,
});

const AuditList = lazyPage(() => import('../resources/audit/audit-list'), 'AuditList');
const WebhooksPage = lazyPage(() => import('../resources/webhooks/webhooks-page'), 'WebhooksPage');
const WebhookDetails = lazyPage(() => import('../resources/webhooks/webhook-details'), 'WebhookDetails');
const ProjectAssetsPage = lazyPage(() => import('../resources/project-assets/project-assets-page'), 'ProjectAssetsPage');

/**
 * Spec §2 "User": the dashboard, the account's screens and the project assets page; then every module's
 * screens (second spec document), each from its folder under `modules/`.
 */
export const userScreens: Screen[] = [
  s('/users', 'screens.dashboard', DashboardPage),
  s('/users/change-password', 'screens.change_password', ChangePasswordPage),
  s('/users/api-access', 'screens.api_access', ApiAccessPage),
  s('/users/assets', 'screens.project_assets', ProjectAssetsPage, true),
  s('/users/audit', 'screens.users.audit', AuditList, true),
  s('/users/webhooks', 'webhooks.title', WebhooksPage, true),
  { ...s('/users/webhook-details/:id', 'webhooks.details_title', WebhookDetails, true), menu: '/users/webhooks' },
  ...MODULES.flatMap((module) => module.screens),
];
