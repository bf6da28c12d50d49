import type { ResourceConfig } from '../../data-provider/resource-config';

/** How the digital assets module's resources reach the API (see resource-config.ts). */
export const resources = {
  // Digital assets: a folder's files (GET /asm/assets?folder=), a record's tags (GET /asm/tags?tagType&typeId), the manage view.
  'asset-folders': { path: 'asm/folders', module: 'asm' },
  assets: { path: 'asm/assets', module: 'asm' },
  'asset-tags': { path: 'asm/tags', module: 'asm' },
  'asset-manage': { path: 'asm/assets/manage', module: 'asm' },
} satisfies Record<string, ResourceConfig>;
