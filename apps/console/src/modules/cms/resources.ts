import type { ResourceConfig } from '../../data-provider/resource-config';

/** How the content management module's resources reach the API (see resource-config.ts). */
export const resources = {
  'cms-sections': { path: 'cms/sections', module: 'cms' },
  'cms-groups': { path: 'cms/groups', module: 'cms' },
  // The project assets page (spec 1): images and videos, `type` filter; uploads go through useUpload.
  'project-assets': { path: 'cms/assets', module: 'cms' },
} satisfies Record<string, ResourceConfig>;
