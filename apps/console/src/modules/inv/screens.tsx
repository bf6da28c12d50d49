import DescriptionIcon from '@mui/icons-material/Description';
import HandshakeIcon from '@mui/icons-material/Handshake';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { lazyPage } from '../../routes/pages';
import { moduleScreen, menuEntry as e, type ModuleScreens } from '../module-screens';
import { moduleRoutes } from '../../routes/module-routes';

const ItemList = lazyPage(() => import('../../resources/inv-items/item-list'), 'ItemList');
const ItemCreate = lazyPage(() => import('../../resources/inv-items/item-form'), 'ItemCreate');
const ItemEdit = lazyPage(() => import('../../resources/inv-items/item-form'), 'ItemEdit');
const ItemShow = lazyPage(() => import('../../resources/inv-items/item-show'), 'ItemShow');
const InventoryGroupList = lazyPage(() => import('../../resources/inv-groups/group-list'), 'InventoryGroupList');
const InventoryGroupCreate = lazyPage(() => import('../../resources/inv-groups/group-create'), 'InventoryGroupCreate');
const InventoryGroupEdit = lazyPage(() => import('../../resources/inv-groups/group-edit'), 'InventoryGroupEdit');
const TemplateList = lazyPage(() => import('../../resources/inv-templates/template-list'), 'TemplateList');
const TemplateCreate = lazyPage(() => import('../../resources/inv-templates/template-create'), 'TemplateCreate');
const TemplateEdit = lazyPage(() => import('../../resources/inv-templates/template-edit'), 'TemplateEdit');
const EngagementList = lazyPage(() => import('../../resources/engagements/engagement-list'), 'EngagementList');
const ViewDetailsPage = lazyPage(() => import('../../resources/engagements/engagement-list'), 'ViewDetailsPage');
const HottestItems = lazyPage(() => import('../../resources/inv-items/hottest-items'), 'HottestItems');

/** The inventory module's screens (second spec document) and its group of the user's side menu. */
export const screens: ModuleScreens = {
  menu: {
    heading: 'menu.inv',
    module: 'inv',
    entries: [
      e(moduleRoutes.inv.items, 'screens.modules.inv_items', <Inventory2Icon />),
      e(moduleRoutes.inv.groups, 'screens.modules.inv_groups', <WorkspacesIcon />),
      e(moduleRoutes.inv.templates, 'screens.modules.inv_templates', <DescriptionIcon />),
      e(moduleRoutes.inv.engagements, 'screens.modules.inv_engagements', <HandshakeIcon />),
      e(moduleRoutes.inv.hottestItems, 'screens.modules.inv_hottest_items', <WhatshotIcon />),
    ],
  },
  screens: [
    moduleScreen(moduleRoutes.inv.items, 'screens.modules.inv_items', ItemList),
    moduleScreen(moduleRoutes.inv.addItem, 'screens.modules.inv_add_item', ItemCreate, moduleRoutes.inv.items),
    moduleScreen(moduleRoutes.inv.editItem, 'screens.modules.inv_edit_item', ItemEdit, moduleRoutes.inv.items),
    moduleScreen(moduleRoutes.inv.itemDetails, 'screens.modules.inv_item_details', ItemShow, moduleRoutes.inv.items),
    moduleScreen(moduleRoutes.inv.groups, 'screens.modules.inv_groups', InventoryGroupList),
    moduleScreen(moduleRoutes.inv.addGroup, 'screens.modules.inv_add_group', InventoryGroupCreate, moduleRoutes.inv.groups),
    moduleScreen(moduleRoutes.inv.editGroup, 'screens.modules.inv_edit_group', InventoryGroupEdit, moduleRoutes.inv.groups),
    moduleScreen(moduleRoutes.inv.templates, 'screens.modules.inv_templates', TemplateList),
    moduleScreen(moduleRoutes.inv.addTemplate, 'screens.modules.inv_add_template', TemplateCreate, moduleRoutes.inv.templates),
    moduleScreen(moduleRoutes.inv.editTemplate, 'screens.modules.inv_edit_template', TemplateEdit, moduleRoutes.inv.templates),
    moduleScreen(moduleRoutes.inv.engagements, 'screens.modules.inv_engagements', EngagementList),
    moduleScreen('/view-details/:id', 'screens.view_details', ViewDetailsPage, moduleRoutes.inv.engagements),
    moduleScreen(moduleRoutes.inv.hottestItems, 'screens.modules.inv_hottest_items', HottestItems),
  ],
};
