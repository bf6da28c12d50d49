import { ApiAccessPage, ChangePasswordPage, ComingSoonPage, DashboardPage, lazyPage, SendMailPage } from './pages';
import type { Screen } from './screen';

const s = (path: string, title: string, page = ComingSoonPage, menu: string = path): Screen => ({ path, area: 'users', title, menu, page });

const CustomerGroupList = lazyPage(() => import('../resources/customer-groups/customer-group-list'), 'CustomerGroupList');
const CustomerGroupCreate = lazyPage(() => import('../resources/customer-groups/customer-group-create'), 'CustomerGroupCreate');
const CustomerGroupEdit = lazyPage(() => import('../resources/customer-groups/customer-group-edit'), 'CustomerGroupEdit');

/** Spec §2 "User" and the module screens (second spec document). Module codes as in CONTRACT §9. */
export const userScreens: Screen[] = [
  s('/users', 'screens.dashboard', DashboardPage),
  s('/users/change-password', 'screens.change_password', ChangePasswordPage),
  s('/users/api-access', 'screens.api_access', ApiAccessPage),
  s('/users/send-mail/:id/:recipient', 'screens.send_mail', SendMailPage, '/modules/com/leads'),
  s('/modules/inv/items', 'screens.modules.inv_items'),
  s('/modules/inv/groups', 'screens.modules.inv_groups'),
  s('/modules/inv/templates', 'screens.modules.inv_templates'),
  s('/modules/inv/hottest-items', 'screens.modules.inv_hottest_items'),
  s('/modules/com/forms', 'screens.modules.com_forms'),
  s('/modules/com/leads', 'screens.modules.com_leads'),
  s('/modules/com/scoring', 'screens.modules.com_scoring'),
  s('/modules/crm/customers', 'screens.modules.crm_customers'),
  s('/modules/crm/groups', 'screens.modules.crm_groups', CustomerGroupList),
  s('/modules/crm/add-group', 'screens.modules.crm_add_group', CustomerGroupCreate, '/modules/crm/groups'),
  s('/modules/crm/edit-group/:id', 'screens.modules.crm_edit_group', CustomerGroupEdit, '/modules/crm/groups'),
  s('/modules/sch/events', 'screens.modules.sch_events'),
  s('/modules/asm/assets', 'screens.modules.asm_assets'),
  s('/modules/bms/videos', 'screens.modules.bms_videos'),
  s('/modules/bms/categories', 'screens.modules.bms_categories'),
  s('/modules/cms/sections', 'screens.modules.cms_sections'),
  s('/modules/cms/groups', 'screens.modules.cms_groups'),
];
