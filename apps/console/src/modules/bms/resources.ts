import type { ResourceConfig } from '../../data-provider/resource-config';

/** The module's screens' paths (spec 2), composed into `moduleRoutes` (routes/module-routes.ts). */
export const routes = {
  videos: '/modules/bms/videos',
  addVideo: '/modules/bms/add-video',
  categories: '/modules/bms/categories',
  addCategory: '/modules/bms/add-category',
  editCategory: '/modules/bms/edit-category/:id',
} as const;

/** Its screens' titles: `screens.modules.<key>` of the catalogue (i18n/en.ts). */
export const titles = {
  bms_videos: 'Videos',
  bms_categories: 'Video Categories',
  bms_add_video: 'Add Video',
  bms_add_category: 'Add Category',
  bms_edit_category: 'Edit Category',
};

/** How the video broadcasting module's resources reach the API (see resource-config.ts). */
export const resources = {
  // Video broadcasting: categories per project, a category's videos (GET /bms/videos?category=).
  'video-categories': { path: 'bms/categories', module: 'bms' },
  videos: { path: 'bms/videos', module: 'bms' },
} satisfies Record<string, ResourceConfig>;
