import DescriptionIcon from '@mui/icons-material/Description';
import HandshakeIcon from '@mui/icons-material/Handshake';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { lazyPage } from '../../routes/pages';
import { moduleScreen, menuEntry as e, type ModuleScreens } from '../module-screens';

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
      e('/modules/inv/items', 'screens.modules.inv_items', <Inventory2Icon />),
      e('/modules/inv/groups', 'screens.modules.inv_groups', <WorkspacesIcon />),
      e('/modules/inv/templates', 'screens.modules.inv_templates', <DescriptionIcon />),
      e('/modules/inv/engagements', 'screens.modules.inv_engagements', <HandshakeIcon />),
      e('/modules/inv/hottest-items', 'screens.modules.inv_hottest_items', <WhatshotIcon />),
    ],
  },
  screens: [
    moduleScreen('/modules/inv/items', 'screens.modules.inv_items', ItemList),
    moduleScreen('/modules/inv/add-item/:group', 'screens.modules.inv_add_item', ItemCreate, '/modules/inv/items'),
    moduleScreen('/modules/inv/edit-item/:group/:id', 'screens.modules.inv_edit_item', ItemEdit, '/modules/inv/items'),
    moduleScreen('/modules/inv/item-details/:id', 'screens.modules.inv_item_details', ItemShow, '/modules/inv/items'),
    moduleScreen('/modules/inv/groups', 'screens.modules.inv_groups', InventoryGroupList),
    moduleScreen('/modules/inv/add-group', 'screens.modules.inv_add_group', InventoryGroupCreate, '/modules/inv/groups'),
    moduleScreen('/modules/inv/edit-group/:id', 'screens.modules.inv_edit_group', InventoryGroupEdit, '/modules/inv/groups'),
    moduleScreen('/modules/inv/templates', 'screens.modules.inv_templates', TemplateList),
    moduleScreen('/modules/inv/add-template', 'screens.modules.inv_add_template', TemplateCreate, '/modules/inv/templates'),
    moduleScreen('/modules/inv/edit-template/:id', 'screens.modules.inv_edit_template', TemplateEdit, '/modules/inv/templates'),
    moduleScreen('/modules/inv/engagements', 'screens.modules.inv_engagements', EngagementList),
    moduleScreen('/view-details/:id', 'screens.view_details', ViewDetailsPage, '/modules/inv/engagements'),
    moduleScreen('/modules/inv/hottest-items', 'screens.modules.inv_hottest_items', HottestItems),
  ],
};
