import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  AddVideo,
  AddVideoCategory,
  CountVideoEvent,
  DeleteVideo,
  DeleteVideoCategory,
  UpdateVideoCategory,
  VIDEO_CATEGORY_REPOSITORY,
  VIDEO_REPOSITORY,
} from '@atrium/modules';
import { TypeormVideoCategoryRepository, TypeormVideoPlayback, TypeormVideoRepository } from '@atrium/persistence';
import { FILE_STORE } from '../../files/index.js';
import { factory, factoryAs } from '../../wiring.js';
import { PublicVideosController, VideoFilesController } from '../../public/public-videos.controller.js';
import { VideoCategoriesController } from './video-categories.controller.js';
import { VideosController } from './videos.controller.js';

/**
 * Video broadcasting (spec 2 "Video"): module code `bms`. Its public delivery (CONTRACT §7) lives here too,
 * under /public/bms, beside the records it reads.
 */
@Module({
  controllers: [VideoCategoriesController, VideosController, PublicVideosController, VideoFilesController],
  providers: [
    factoryAs(VIDEO_CATEGORY_REPOSITORY, TypeormVideoCategoryRepository, EntityManager),
    factory(AddVideoCategory, VIDEO_CATEGORY_REPOSITORY),
    factory(UpdateVideoCategory, VIDEO_CATEGORY_REPOSITORY),
    factory(DeleteVideoCategory, VIDEO_CATEGORY_REPOSITORY),
    factoryAs(VIDEO_REPOSITORY, TypeormVideoRepository, EntityManager),
    factory(TypeormVideoPlayback, EntityManager),
    factory(AddVideo, VIDEO_REPOSITORY, VIDEO_CATEGORY_REPOSITORY, FILE_STORE),
    factory(DeleteVideo, VIDEO_REPOSITORY, FILE_STORE),
    factory(CountVideoEvent, VIDEO_REPOSITORY),
  ],
})
export class BmsModule {}
