import GroupsIcon from '@mui/icons-material/Groups';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { lazyPage } from '../../routes/pages';
import { moduleScreen, menuEntry as e, type ModuleScreens } from '../module-screens';

const CustomerList = lazyPage(() => import('../../resources/customers/customer-list'), 'CustomerList');
const CustomerCreate = lazyPage(() => import('../../resources/customers/customer-create'), 'CustomerCreate');
const CustomerEdit = lazyPage(() => import('../../resources/customers/customer-edit'), 'CustomerEdit');
const CustomerShow = lazyPage(() => import('../../resources/customers/customer-show'), 'CustomerShow');
const CustomerGroupList = lazyPage(() => import('../../resources/customer-groups/customer-group-list'), 'CustomerGroupList');
const CustomerGroupCreate = lazyPage(() => import('../../resources/customer-groups/customer-group-create'), 'CustomerGroupCreate');
const CustomerGroupEdit = lazyPage(() => import('../../resources/customer-groups/customer-group-edit'), 'CustomerGroupEdit');

/** The customer management module's screens (second spec document) and its group of the user's side menu. */
export const screens: ModuleScreens = {
  menu: {
    heading: 'menu.crm',
    module: 'crm',
    entries: [
      e('/modules/crm/customers', 'screens.modules.crm_customers', <GroupsIcon />),
      e('/modules/crm/groups', 'screens.modules.crm_groups', <WorkspacesIcon />),
    ],
  },
  screens: [
    moduleScreen('/modules/crm/customers', 'screens.modules.crm_customers', CustomerList),
    moduleScreen('/modules/crm/add-customer', 'screens.modules.crm_add_customer', CustomerCreate, '/modules/crm/customers'),
    moduleScreen('/modules/crm/edit-customer/:id', 'screens.modules.crm_edit_customer', CustomerEdit, '/modules/crm/customers'),
    moduleScreen('/modules/crm/customer-details/:id', 'screens.modules.crm_customer_details', CustomerShow, '/modules/crm/customers'),
    moduleScreen('/modules/crm/groups', 'screens.modules.crm_groups', CustomerGroupList),
    moduleScreen('/modules/crm/add-group', 'screens.modules.crm_add_group', CustomerGroupCreate, '/modules/crm/groups'),
    moduleScreen('/modules/crm/edit-group/:id', 'screens.modules.crm_edit_group', CustomerGroupEdit, '/modules/crm/groups'),
  ],
};
