import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AddVideo, AddVideoCategory, CountVideoEvent, DeleteVideo, DeleteVideoCategory, UpdateVideoCategory } from '@atrium/modules';
import { TypeormVideoCategoryRepository, TypeormVideoPlayback, TypeormVideoRepository } from '@atrium/persistence';
import { FILE_STORE } from '../../files/index.js';
import { factory, factoryAs } from '../../wiring.js';
import { VIDEO_CATEGORIES, VIDEOS } from './bms.tokens.js';
import { PublicVideosController, VideoFilesController } from './public-videos.controller.js';
import { VideoCategoriesController } from './video-categories.controller.js';
import { VideosController } from './videos.controller.js';

/**
 * Video broadcasting (spec 2 "Video"): module code `bms`. Its public delivery (CONTRACT §7) lives here too,
 * under /public/bms, beside the records it reads.
 */
@Module({
  controllers: [VideoCategoriesController, VideosController, PublicVideosController, VideoFilesController],
  providers: [
    factoryAs(VIDEO_CATEGORIES, TypeormVideoCategoryRepository, EntityManager),
    factory(AddVideoCategory, VIDEO_CATEGORIES),
    factory(UpdateVideoCategory, VIDEO_CATEGORIES),
    factory(DeleteVideoCategory, VIDEO_CATEGORIES),
    factoryAs(VIDEOS, TypeormVideoRepository, EntityManager),
    factory(TypeormVideoPlayback, EntityManager),
    factory(AddVideo, VIDEOS, VIDEO_CATEGORIES, FILE_STORE),
    factory(DeleteVideo, VIDEOS, FILE_STORE),
    factory(CountVideoEvent, VIDEOS),
  ],
})
export class BmsModule {}
