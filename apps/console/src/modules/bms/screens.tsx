import CategoryIcon from '@mui/icons-material/Category';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { lazyPage } from '../../routes/pages';
import { moduleScreen, menuEntry as e, type ModuleScreens } from '../module-screens';

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
      e('/modules/bms/videos', 'screens.modules.bms_videos', <VideoLibraryIcon />),
      e('/modules/bms/categories', 'screens.modules.bms_categories', <CategoryIcon />),
    ],
  },
  screens: [
    moduleScreen('/modules/bms/videos', 'screens.modules.bms_videos', VideoList),
    moduleScreen('/modules/bms/add-video', 'screens.modules.bms_add_video', AddVideo, '/modules/bms/videos'),
    moduleScreen('/modules/bms/categories', 'screens.modules.bms_categories', VideoCategoryList),
    moduleScreen('/modules/bms/add-category', 'screens.modules.bms_add_category', VideoCategoryCreate, '/modules/bms/categories'),
    moduleScreen('/modules/bms/edit-category/:id', 'screens.modules.bms_edit_category', VideoCategoryEdit, '/modules/bms/categories'),
  ],
};
