import { ApiAccessPage, ChangePasswordPage, ComingSoonPage, DashboardPage } from './pages';
import type { Screen } from './screen';

const s = (path: string, title: string, page = ComingSoonPage, menu: string = path): Screen => ({ path, area: 'users', title, menu, page });

/** Spec §2 "User" and the module screens (second spec document). Module codes as in CONTRACT §9. */
export const userScreens: Screen[] = [
  s('/users', 'screens.dashboard', DashboardPage),
  s('/users/change-password', 'screens.change_password', ChangePasswordPage),
  s('/users/api-access', 'screens.api_access', ApiAccessPage),
  s('/modules/inv/items', 'screens.modules.inv_items'),
  s('/modules/inv/groups', 'screens.modules.inv_groups'),
  s('/modules/inv/templates', 'screens.modules.inv_templates'),
  s('/modules/inv/hottest-items', 'screens.modules.inv_hottest_items'),
  s('/modules/com/forms', 'screens.modules.com_forms'),
  s('/modules/com/leads', 'screens.modules.com_leads'),
  s('/modules/com/scoring', 'screens.modules.com_scoring'),
  s('/modules/crm/customers', 'screens.modules.crm_customers'),
  s('/modules/crm/groups', 'screens.modules.crm_groups'),
  s('/modules/sch/events', 'screens.modules.sch_events'),
  s('/modules/asm/assets', 'screens.modules.asm_assets'),
  s('/modules/bms/videos', 'screens.modules.bms_videos'),
  s('/modules/bms/categories', 'screens.modules.bms_categories'),
  s('/modules/cms/sections', 'screens.modules.cms_sections'),
  s('/modules/cms/groups', 'screens.modules.cms_groups'),
];
