import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { lazyPage } from '../../routes/pages';
import { moduleScreen, menuEntry as e, type ModuleScreens } from '../module-screens';

const SectionList = lazyPage(() => import('../../resources/cms-sections/section-list'), 'SectionList');
const SectionCreate = lazyPage(() => import('../../resources/cms-sections/section-create'), 'SectionCreate');
const SectionEdit = lazyPage(() => import('../../resources/cms-sections/section-edit'), 'SectionEdit');
const CmsGroupList = lazyPage(() => import('../../resources/cms-groups/cms-group-list'), 'CmsGroupList');
const CmsGroupCreate = lazyPage(() => import('../../resources/cms-groups/cms-group-create'), 'CmsGroupCreate');
const CmsGroupEdit = lazyPage(() => import('../../resources/cms-groups/cms-group-edit'), 'CmsGroupEdit');

/** The content management module's screens (second spec document) and its group of the user's side menu. */
export const screens: ModuleScreens = {
  menu: {
    heading: 'menu.cms',
    module: 'cms',
    entries: [
      e('/modules/cms/sections', 'screens.modules.cms_sections', <ViewQuiltIcon />),
      e('/modules/cms/groups', 'screens.modules.cms_groups', <WorkspacesIcon />),
    ],
  },
  screens: [
    moduleScreen('/modules/cms/sections', 'screens.modules.cms_sections', SectionList),
    moduleScreen('/modules/cms/add-section', 'screens.modules.cms_add_section', SectionCreate, '/modules/cms/sections'),
    moduleScreen('/modules/cms/edit-section/:id', 'screens.modules.cms_edit_section', SectionEdit, '/modules/cms/sections'),
    moduleScreen('/modules/cms/groups', 'screens.modules.cms_groups', CmsGroupList),
    moduleScreen('/modules/cms/add-group', 'screens.modules.cms_add_group', CmsGroupCreate, '/modules/cms/groups'),
    moduleScreen('/modules/cms/edit-group/:id', 'screens.modules.cms_edit_group', CmsGroupEdit, '/modules/cms/groups'),
  ],
};
