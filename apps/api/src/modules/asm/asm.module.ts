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
import { factory } from '../../wiring.js';
import { AssetTagsController } from './asset-tags.controller.js';
import { AssetsController } from './assets.controller.js';
import { FoldersController } from './folders.controller.js';
import { PublicAssetsController } from './public-assets.controller.js';

const FOLDERS = TypeormFolderRepository;
const ASSETS = TypeormAssetRepository;
const TAGS = TypeormAssetTagRepository;

/**
 * Digital assets (spec 2 "Digital assets"): module code `asm`. The public link of public assets
 * (CONTRACT §7) lives here too, beside the records it reads.
 */
@Module({
  controllers: [FoldersController, AssetsController, AssetTagsController, PublicAssetsController],
  providers: [
    factory(FOLDERS, EntityManager),
    factory(ASSETS, EntityManager),
    factory(TAGS, EntityManager),
    factory(AddFolder, FOLDERS),
    factory(UpdateFolder, FOLDERS),
    factory(DeleteFolder, FOLDERS, FILE_STORE),
    factory(AddAsset, ASSETS, FOLDERS, FILE_STORE),
    factory(DeleteAsset, ASSETS, FILE_STORE),
    factory(ListAssetTags, TAGS),
    factory(ListManagedFolders, FOLDERS, TAGS),
    factory(SetAssetTags, TAGS),
    factory(DetachAsset, TAGS),
  ],
})
export class AsmModule {}
