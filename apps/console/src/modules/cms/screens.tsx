import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { lazyPage } from '../../routes/pages';
import { moduleScreen, menuEntry as e, type ModuleScreens } from '../module-screens';
import { moduleRoutes } from '../../routes/module-routes';

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
      e(moduleRoutes.cms.sections, 'screens.modules.cms_sections', <ViewQuiltIcon />),
      e(moduleRoutes.cms.groups, 'screens.modules.cms_groups', <WorkspacesIcon />),
    ],
  },
  screens: [
    moduleScreen(moduleRoutes.cms.sections, 'screens.modules.cms_sections', SectionList),
    moduleScreen(moduleRoutes.cms.addSection, 'screens.modules.cms_add_section', SectionCreate, moduleRoutes.cms.sections),
    moduleScreen(moduleRoutes.cms.editSection, 'screens.modules.cms_edit_section', SectionEdit, moduleRoutes.cms.sections),
    moduleScreen(moduleRoutes.cms.groups, 'screens.modules.cms_groups', CmsGroupList),
    moduleScreen(moduleRoutes.cms.addGroup, 'screens.modules.cms_add_group', CmsGroupCreate, moduleRoutes.cms.groups),
    moduleScreen(moduleRoutes.cms.editGroup, 'screens.modules.cms_edit_group', CmsGroupEdit, moduleRoutes.cms.groups),
  ],
};
