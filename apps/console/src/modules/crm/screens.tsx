import GroupsIcon from '@mui/icons-material/Groups';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { lazyPage } from '../../routes/pages';
import { moduleScreen, menuEntry as e, type ModuleScreens } from '../module-screens';
import { moduleRoutes } from '../../routes/module-routes';

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
      e(moduleRoutes.crm.customers, 'screens.modules.crm_customers', <GroupsIcon />),
      e(moduleRoutes.crm.groups, 'screens.modules.crm_groups', <WorkspacesIcon />),
    ],
  },
  screens: [
    moduleScreen(moduleRoutes.crm.customers, 'screens.modules.crm_customers', CustomerList),
    moduleScreen(moduleRoutes.crm.addCustomer, 'screens.modules.crm_add_customer', CustomerCreate, moduleRoutes.crm.customers),
    moduleScreen(moduleRoutes.crm.editCustomer, 'screens.modules.crm_edit_customer', CustomerEdit, moduleRoutes.crm.customers),
    moduleScreen(moduleRoutes.crm.customerDetails, 'screens.modules.crm_customer_details', CustomerShow, moduleRoutes.crm.customers),
    moduleScreen(moduleRoutes.crm.groups, 'screens.modules.crm_groups', CustomerGroupList),
    moduleScreen(moduleRoutes.crm.addGroup, 'screens.modules.crm_add_group', CustomerGroupCreate, moduleRoutes.crm.groups),
    moduleScreen(moduleRoutes.crm.editGroup, 'screens.modules.crm_edit_group', CustomerGroupEdit, moduleRoutes.crm.groups),
  ],
};
