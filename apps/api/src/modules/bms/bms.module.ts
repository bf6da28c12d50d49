import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AddVideo, AddVideoCategory, CountVideoEvent, DeleteVideo, DeleteVideoCategory, UpdateVideoCategory } from '@atrium/modules';
import { TypeormVideoCategoryRepository, TypeormVideoPlayback, TypeormVideoRepository } from '@atrium/persistence';
import { FILE_STORE } from '../../files/index.js';
import { factory } from '../../wiring.js';
import { PublicVideosController, VideoFilesController } from './public-videos.controller.js';
import { VideoCategoriesController } from './video-categories.controller.js';
import { VideosController } from './videos.controller.js';

const CATEGORIES = TypeormVideoCategoryRepository;
const VIDEOS = TypeormVideoRepository;

/**
 * Video broadcasting (spec 2 "Video"): module code `bms`. Its public delivery (CONTRACT §7) lives here too,
 * under /public/bms, beside the records it reads.
 */
@Module({
  controllers: [VideoCategoriesController, VideosController, PublicVideosController, VideoFilesController],
  providers: [
    factory(CATEGORIES, EntityManager),
    factory(AddVideoCategory, CATEGORIES),
    factory(UpdateVideoCategory, CATEGORIES),
    factory(DeleteVideoCategory, CATEGORIES),
    factory(VIDEOS, EntityManager),
    factory(TypeormVideoPlayback, EntityManager),
    factory(AddVideo, VIDEOS, CATEGORIES, FILE_STORE),
    factory(DeleteVideo, VIDEOS, FILE_STORE),
    factory(CountVideoEvent, VIDEOS),
  ],
})
export class BmsModule {}
