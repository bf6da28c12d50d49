import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  AddAsset,
  AddFolder,
  DeleteAsset,
  DeleteFolder,
  DetachAsset,
  ListAssetTags,
  ListManagedFolders,
  SetAssetTags,
  UpdateFolder,
} from '@atrium/modules';
import { TypeormAssetRepository, TypeormAssetTagRepository, TypeormFolderRepository } from '@atrium/persistence';
import { FILE_STORE } from '../../files/files.tokens.js';
import { factory, factoryAs } from '../../wiring.js';
import { ASSET_TAGS, ASSETS, FOLDERS } from './asm.tokens.js';
import { AssetTagsController } from './asset-tags.controller.js';
import { AssetsController } from './assets.controller.js';
import { FoldersController } from './folders.controller.js';
import { PublicAssetsController } from './public-assets.controller.js';

/**
 * Digital assets (spec 2 "Digital assets"): module code `asm`. The public link of public assets
 * (CONTRACT §7) lives here too, beside the records it reads.
 */
@Module({
  controllers: [FoldersController, AssetsController, AssetTagsController, PublicAssetsController],
  providers: [
    factoryAs(FOLDERS, TypeormFolderRepository, EntityManager),
    factoryAs(ASSETS, TypeormAssetRepository, EntityManager),
    factoryAs(ASSET_TAGS, TypeormAssetTagRepository, EntityManager),
    factory(AddFolder, FOLDERS),
    factory(UpdateFolder, FOLDERS),
    factory(DeleteFolder, FOLDERS, FILE_STORE),
    factory(AddAsset, ASSETS, FOLDERS, FILE_STORE),
    factory(DeleteAsset, ASSETS, FILE_STORE),
    factory(ListAssetTags, ASSET_TAGS),
    factory(ListManagedFolders, FOLDERS, ASSET_TAGS),
    factory(SetAssetTags, ASSET_TAGS),
    factory(DetachAsset, ASSET_TAGS),
  ],
})
export class AsmModule {}
