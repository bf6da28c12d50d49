import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AddProjectAsset, AddProjectAssetFromSource, DeleteProjectAsset, PROJECT_ASSET_REPOSITORY } from '@atrium/modules';
import { TypeormProjectAssetRepository } from '@atrium/persistence';
import { FILE_STORE } from '../../files/files.tokens.js';
import { factory, factoryAs } from '../../wiring.js';
import { ProjectAssetsController } from './project-assets.controller.js';

/** The project assets page (spec 1), under module `cms`; FILE_STORE and UploadReceiver come from FilesModule. */
@Module({
  controllers: [ProjectAssetsController],
  providers: [
    factoryAs(PROJECT_ASSET_REPOSITORY, TypeormProjectAssetRepository, EntityManager),
    factory(AddProjectAsset, PROJECT_ASSET_REPOSITORY),
    factory(AddProjectAssetFromSource, PROJECT_ASSET_REPOSITORY, FILE_STORE),
    factory(DeleteProjectAsset, PROJECT_ASSET_REPOSITORY, FILE_STORE),
  ],
})
export class ProjectAssetsModule {}
