import CategoryIcon from '@mui/icons-material/Category';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { lazyPage } from '../../routes/pages';
import { moduleScreen, menuEntry as e, type ModuleScreens } from '../module-screens';
import { moduleRoutes } from '../../routes/module-routes';

const VideoList = lazyPage(() => import('../../resources/videos/video-list'), 'VideoList');
const AddVideo = lazyPage(() => import('../../resources/videos/add-video'), 'AddVideo');
const VideoCategoryList = lazyPage(() => import('../../resources/video-categories/video-category-list'), 'VideoCategoryList');
const VideoCategoryCreate = lazyPage(() => import('../../resources/video-categories/video-category-create'), 'VideoCategoryCreate');
const VideoCategoryEdit = lazyPage(() => import('../../resources/video-categories/video-category-edit'), 'VideoCategoryEdit');

/** The video broadcasting module's screens (second spec document) and its group of the user's side menu. */
export const screens: ModuleScreens = {
  menu: {
    heading: 'menu.bms',
    module: 'bms',
    entries: [
      e(moduleRoutes.bms.videos, 'screens.modules.bms_videos', <VideoLibraryIcon />),
      e(moduleRoutes.bms.categories, 'screens.modules.bms_categories', <CategoryIcon />),
    ],
  },
  screens: [
    moduleScreen(moduleRoutes.bms.videos, 'screens.modules.bms_videos', VideoList),
    moduleScreen(moduleRoutes.bms.addVideo, 'screens.modules.bms_add_video', AddVideo, moduleRoutes.bms.videos),
    moduleScreen(moduleRoutes.bms.categories, 'screens.modules.bms_categories', VideoCategoryList),
    moduleScreen(moduleRoutes.bms.addCategory, 'screens.modules.bms_add_category', VideoCategoryCreate, moduleRoutes.bms.categories),
    moduleScreen(moduleRoutes.bms.editCategory, 'screens.modules.bms_edit_category', VideoCategoryEdit, moduleRoutes.bms.categories),
  ],
};
