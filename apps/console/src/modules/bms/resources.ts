import type { ResourceConfig } from '../../data-provider/resource-config';

/** How the video broadcasting module's resources reach the API (see resource-config.ts). */
export const resources = {
  // Video broadcasting: categories per project, a category's videos (GET /bms/videos?category=).
  'video-categories': { path: 'bms/categories', module: 'bms' },
  videos: { path: 'bms/videos', module: 'bms' },
} satisfies Record<string, ResourceConfig>;
