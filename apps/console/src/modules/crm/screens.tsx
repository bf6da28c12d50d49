import GroupsIcon from '@mui/icons-material/Groups';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { crudScreens } from '../../components/crud/crud-screens';
import { lazyPage } from '../../routes/pages';
import { moduleScreen, menuEntry as e, type ModuleScreens } from '../module-screens';
import { moduleRoutes } from '../../routes/module-routes';

const CustomerList = lazyPage(() => import('../../resources/customers/customer-list'), 'CustomerList');
const CustomerCreate = lazyPage(() => import('../../resources/customers/customer-create'), 'CustomerCreate');
const CustomerEdit = lazyPage(() => import('../../resources/customers/customer-edit'), 'CustomerEdit');
const CustomerShow = lazyPage(() => import('../../resources/customers/customer-show'), 'CustomerShow');

const r = moduleRoutes.crm;

/** The customer management module's screens (second spec document) and its group of the user's side menu. */
export const screens: ModuleScreens = {
  menu: {
    heading: 'menu.crm',
    module: 'crm',
    entries: [
      e(r.customers, 'screens.modules.crm_customers', <GroupsIcon />),
      e(r.groups, 'screens.modules.crm_groups', <WorkspacesIcon />),
    ],
  },
  screens: [
    moduleScreen(r.customers, 'screens.modules.crm_customers', CustomerList),
    moduleScreen(r.addCustomer, 'screens.modules.crm_add_customer', CustomerCreate, r.customers),
    moduleScreen(r.editCustomer, 'screens.modules.crm_edit_customer', CustomerEdit, r.customers),
    moduleScreen(r.customerDetails, 'screens.modules.crm_customer_details', CustomerShow, r.customers),
    // Spec 2 §5: a group is its name (the API's rules, customer-group.fields.ts); 'Group added!', 'Group updated!'.
    ...crudScreens({
      resource: 'customer-groups',
      list: { route: r.groups, title: 'screens.modules.crm_groups', columns: ['groupName', 'createdAt'], addLabel: 'actions.add_group' },
      create: { route: r.addGroup, title: 'screens.modules.crm_add_group', body: 'CreateCustomerGroupDto', saved: 'messages.group_added' },
      edit: {
        route: r.editGroup,
        title: 'screens.modules.crm_edit_group',
        body: 'UpdateCustomerGroupDto',
        saved: 'messages.group_updated',
      },
    }),
  ],
};
