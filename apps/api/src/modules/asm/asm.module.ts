import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  AddAsset,
  AddFolder,
  ASSET_REPOSITORY,
  ASSET_TAG_REPOSITORY,
  DeleteAsset,
  DeleteFolder,
  DetachAsset,
  FOLDER_REPOSITORY,
  ListAssetTags,
  ListManagedFolders,
  SetAssetTags,
  UpdateFolder,
} from '@atrium/modules';
import { TypeormAssetRepository, TypeormAssetTagRepository, TypeormFolderRepository } from '@atrium/persistence';
import { FILE_STORE } from '../../files/files.tokens.js';
import { factory, factoryAs } from '../../wiring.js';
import { AssetTagsController } from './asset-tags.controller.js';
import { AssetsController } from './assets.controller.js';
import { FoldersController } from './folders.controller.js';
import { PublicAssetsController } from '../../public/public-assets.controller.js';

/**
 * Digital assets (spec 2 "Digital assets"): module code `asm`. The public link of public assets
 * (CONTRACT §7) lives here too, beside the records it reads.
 */
@Module({
  controllers: [FoldersController, AssetsController, AssetTagsController, PublicAssetsController],
  providers: [
    factoryAs(FOLDER_REPOSITORY, TypeormFolderRepository, EntityManager),
    factoryAs(ASSET_REPOSITORY, TypeormAssetRepository, EntityManager),
    factoryAs(ASSET_TAG_REPOSITORY, TypeormAssetTagRepository, EntityManager),
    factory(AddFolder, FOLDER_REPOSITORY),
    factory(UpdateFolder, FOLDER_REPOSITORY),
    factory(DeleteFolder, FOLDER_REPOSITORY, FILE_STORE),
    factory(AddAsset, ASSET_REPOSITORY, FOLDER_REPOSITORY, FILE_STORE),
    factory(DeleteAsset, ASSET_REPOSITORY, FILE_STORE),
    factory(ListAssetTags, ASSET_TAG_REPOSITORY),
    factory(ListManagedFolders, FOLDER_REPOSITORY, ASSET_TAG_REPOSITORY),
    factory(SetAssetTags, ASSET_TAG_REPOSITORY),
    factory(DetachAsset, ASSET_TAG_REPOSITORY),
  ],
})
export class AsmModule {}
