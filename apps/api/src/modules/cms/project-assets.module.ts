import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AddProjectAsset, AddProjectAssetFromSource, DeleteProjectAsset } from '@atrium/modules';
import { TypeormProjectAssetRepository } from '@atrium/persistence';
import { FILE_STORE } from '../../files/files.tokens.js';
import { factory } from '../../wiring.js';
import { ProjectAssetsController } from './project-assets.controller.js';

const ASSETS = TypeormProjectAssetRepository;

/** The project assets page (spec 1), under module `cms`; FILE_STORE and UploadReceiver come from FilesModule. */
@Module({
  controllers: [ProjectAssetsController],
  providers: [
    factory(ASSETS, EntityManager),
    factory(AddProjectAsset, ASSETS),
    factory(AddProjectAssetFromSource, ASSETS, FILE_STORE),
    factory(DeleteProjectAsset, ASSETS, FILE_STORE),
  ],
})
export class ProjectAssetsModule {}
