import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FILE_STORE, sendStoredFile } from '../files/index.js';
import { findOrFail, Forbidden, scopeOfRecord, type FileStore, type TenantScope } from '@atrium/kernel';
import {
  CountVideoEvent,
  VIDEO_CATEGORY_REPOSITORY,
  VIDEO_LIST,
  VIDEO_REPOSITORY,
  VideoCategoryNotFound,
  VideoNotFound,
  type VideoCategoryRepository,
  type VideoEventKind,
  type VideoRepository,
} from '@atrium/modules';
import { TypeormVideoPlayback } from '@atrium/persistence';
import { Access } from '../http/access.decorator.js';
import { InModule } from '../http/module.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { ApiListOf, listQuery, sendPage } from '../http/list.js';
import { Scope } from '../http/tenant-scope.decorator.js';
import { isValidVideoFileLink } from '../modules/bms/video-links.js';
import { toVideoDto, VideoDto, VideoFileQueryDto, VideoStatsDto } from '../modules/bms/videos.dto.js';
import { PublicVideosQueryDto } from './public-videos.dto.js';

// An id in a path that is no id names no video (404), rather than reaching the database as NaN.
const videoId = (id: string): number => {
  if (!/^\d{1,9}$/.test(id)) throw new VideoNotFound();
  return Number(id);
};

/** Video delivery for a project's own sites (CONTRACT §7), with the project's API key. */
@ApiTags('public')
@Controller('public/bms/videos')
@Access('project-token')
@InModule('bms')
export class PublicVideosController {
  constructor(
    @Inject(VIDEO_REPOSITORY) private readonly videos: VideoRepository,
    @Inject(VIDEO_CATEGORY_REPOSITORY) private readonly categories: VideoCategoryRepository,
    private readonly playback: TypeormVideoPlayback,
    private readonly countEvent: CountVideoEvent,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getPublicVideos',
    summary: "The videos of one of the key's project's categories, with playable links (`source`, `poster`) and counters",
  })
  @ApiListOf(VideoDto, VIDEO_LIST)
  @ApiErrors(400, 404)
  async list(
    @Query() q: PublicVideosQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<VideoDto[]> {
    const category = await findOrFail(this.categories.get(Number(q.category), scope), VideoCategoryNotFound);
    const query = listQuery(q, VIDEO_LIST);
    const secret = (await this.playback.secretOf(scopeOfRecord(scope, category))) ?? '';
    return sendPage(reply, 'public/bms/videos', query, await this.videos.listOf(category.id, query, scope), (v) => toVideoDto(v, secret));
  }

  private count(id: string, kind: VideoEventKind, scope: TenantScope) {
    return this.countEvent.execute(videoId(id), kind, scope);
  }

  @Post(':id/views')
  @HttpCode(200)
  @ApiOperation({ operationId: 'addPublicVideoView', summary: 'Counts one view of a video; answers its counters after it' })
  @ApiParam({ name: 'id', example: '12' })
  @ApiOkResponse({ type: VideoStatsDto })
  @ApiErrors(404)
  view(@Param('id') id: string, @Scope() scope: TenantScope): Promise<VideoStatsDto> {
    return this.count(id, 'view', scope);
  }

  @Post(':id/likes')
  @HttpCode(200)
  @ApiOperation({ operationId: 'addPublicVideoLike', summary: 'Counts one like of a video; answers its counters after it' })
  @ApiParam({ name: 'id', example: '12' })
  @ApiOkResponse({ type: VideoStatsDto })
  @ApiErrors(404)
  like(@Param('id') id: string, @Scope() scope: TenantScope): Promise<VideoStatsDto> {
    return this.count(id, 'like', scope);
  }
}

/**
 * A video's file through its signed link (`source` and `poster` of a video as read): no header needed, so
 * `<video src>` and `<img src>` play it, in the console and on a project's site; ranges answer 206.
 */
@ApiTags('public')
@Controller('public/bms/videos')
@Access('public')
export class VideoFilesController {
  constructor(
    private readonly playback: TypeormVideoPlayback,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  @Get(':id/file')
  @ApiOperation({ operationId: 'getVideoFile', summary: 'Plays or shows a file of a video, through the signed link a video read gives' })
  @ApiParam({ name: 'id', example: '12' })
  @ApiProduces('video/*', 'image/*')
  @ApiOkResponse({ description: 'The whole file' })
  @ApiErrors(400, 403, 404, 416)
  async file(@Param('id') id: string, @Query() q: VideoFileQueryDto, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const file = await findOrFail(this.playback.fileOf(videoId(id), q.kind), VideoNotFound);
    const link = { id: Number(id), kind: q.kind, expires: Number(q.expires), sig: q.sig };
    if (!isValidVideoFileLink(link, file.secret))
      throw new Forbidden('This link is invalid or has expired: read the video again', 'bms.link_invalid');
    const ext = /\.([a-z0-9]+)$/.exec(file.key)?.[1];
    return sendStoredFile(request, reply, this.files, { key: file.key, type: file.type, name: ext ? `${file.title}.${ext}` : file.title });
  }
}
