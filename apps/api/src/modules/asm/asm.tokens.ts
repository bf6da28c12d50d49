import type { AssetRepository, AssetTagRepository, FolderRepository } from '@atrium/modules';
import { token } from '../../wiring.js';

/** The ports of `asm`, as controllers and use cases ask for them (asm.module.ts binds their adapters). */
export const FOLDERS = token<FolderRepository>('FolderRepository');
export const ASSETS = token<AssetRepository>('AssetRepository');
export const ASSET_TAGS = token<AssetTagRepository>('AssetTagRepository');
