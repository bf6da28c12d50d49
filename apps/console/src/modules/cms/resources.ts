import type { ResourceConfig } from '../../data-provider/resource-config';

/** The module's screens' paths (spec 2), composed into `moduleRoutes` (routes/module-routes.ts). */
export const routes = {
  sections: '/modules/cms/sections',
  addSection: '/modules/cms/add-section',
  editSection: '/modules/cms/edit-section/:id',
  groups: '/modules/cms/groups',
  addGroup: '/modules/cms/add-group',
  editGroup: '/modules/cms/edit-group/:id',
} as const;

/** Its screens' titles: `screens.modules.<key>` of the catalogue (i18n/en.ts). */
export const titles = {
  cms_sections: 'Sections',
  cms_groups: 'Section Groups',
  cms_add_section: 'Add Section',
  cms_edit_section: 'Edit Section',
  cms_add_group: 'Add Section Group',
  cms_edit_group: 'Edit Section Group',
};

/** How the content management module's resources reach the API (see resource-config.ts). */
export const resources = {
  'cms-sections': { path: 'cms/sections', module: 'cms' },
  'cms-groups': { path: 'cms/groups', module: 'cms' },
  // The project assets page (spec 1): images and videos, `type` filter; uploads go through useUpload.
  'project-assets': { path: 'cms/assets', module: 'cms' },
} satisfies Record<string, ResourceConfig>;
