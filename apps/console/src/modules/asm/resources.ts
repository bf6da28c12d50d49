import type { ResourceConfig } from '../../data-provider/resource-config';

/** The module's screens' paths (spec 2), composed into `moduleRoutes` (routes/module-routes.ts). */
export const routes = {
  assets: '/modules/asm/assets',
  folders: '/modules/asm/folders',
  editFolder: '/modules/asm/edit-folder/:id',
  files: '/modules/asm/files/:folder',
  uploadAsset: '/modules/asm/upload-asset/:folder',
  manageTags: '/modules/asm/manage-tags/:tagType/:typeId',
} as const;

/** Its screens' titles: `screens.modules.<key>` of the catalogue (i18n/en.ts). */
export const titles = {
  asm_assets: 'Assets',
  asm_folders: 'Folders',
  asm_edit_folder: 'Edit Folder',
  asm_files: 'Files',
  asm_upload_asset: 'Upload Asset',
  asm_manage_tags: 'Manage Assets',
};

/** How the digital assets module's resources reach the API (see resource-config.ts). */
export const resources = {
  // Digital assets: a folder's files (GET /asm/assets?folder=), a record's tags (GET /asm/tags?tagType&typeId), the manage view.
  'asset-folders': { path: 'asm/folders', module: 'asm' },
  assets: { path: 'asm/assets', module: 'asm' },
  'asset-tags': { path: 'asm/tags', module: 'asm' },
  'asset-manage': { path: 'asm/assets/manage', module: 'asm' },
} satisfies Record<string, ResourceConfig>;
