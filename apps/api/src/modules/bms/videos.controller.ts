import { Controller, Delete, Get, HttpCode, Inject, Post, Query, Req, Res, UnsupportedMediaTypeException } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findOrFail, InvalidInput, scopeOfRecord, type TenantScope } from '@atrium/kernel';
import {
  AddVideo,
  DeleteVideo,
  VIDEO_CATEGORY_REPOSITORY,
  VIDEO_LIST,
  VIDEO_REPOSITORY,
  VideoCategoryNotFound,
  VideoNotFound,
  type VideoCategoryRepository,
  type VideoRepository,
} from '@atrium/modules';
import { TypeormVideoPlayback } from '@atrium/persistence';
import { ApiUpload, IMAGE_TYPES, parentRecord, UploadReceiver, VIDEO_TYPES, type ReceivedUpload } from '../../files/index.js';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { toVideoDto, VIDEO_UPLOAD_FIELDS, VideoDto, VideosQueryDto, VideoStatsDto } from './videos.dto.js';

const isVideo = (type: string) => type.startsWith('video/');

/** The two files of the form, each in its field and of its kind (else 400 / 415). */
function filesOf(upload: ReceivedUpload) {
  const [video, cover] = ['videoFile', 'coverFile'].map((field) => {
    const file = upload.files.find((f) => f.field === field);
    if (!file) throw new InvalidInput(`${field} is required`, [{ field, message: 'is required' }]);
    return file;
  });
  if (!isVideo(video.type)) throw new UnsupportedMediaTypeException(`videoFile: a ${video.type} file is not a video`);
  if (isVideo(cover.type)) throw new UnsupportedMediaTypeException('coverFile: a video is not a cover image');
  return { video, cover };
}

@ApiTags('bms')
@Controller('bms/videos')
@Access('users')
@InModule('bms')
export class VideosController {
  constructor(
    @Inject(VIDEO_REPOSITORY) private readonly videos: VideoRepository,
    @Inject(VIDEO_CATEGORY_REPOSITORY) private readonly categories: VideoCategoryRepository,
    private readonly playback: TypeormVideoPlayback,
    private readonly receiver: UploadReceiver,
    private readonly addVideo: AddVideo,
    private readonly deleteVideo: DeleteVideo,
  ) {}

  @Get()
  @ProjectFrom('category')
  @ApiOperation({ operationId: 'getVideos', summary: 'The videos of one category, each with its playable links and counters' })
  @ApiListOf(VideoDto, VIDEO_LIST)
  @ApiErrors(400)
  async list(
    @Query() q: VideosQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<VideoDto[]> {
    const category = await findOrFail(this.categories.get(Number(q.category), scope), VideoCategoryNotFound);
    const query = listQuery(q, VIDEO_LIST);
    const page = await this.videos.listOf(category.id, query, scope);
    const secret = (await this.playback.secretOf(scopeOfRecord(scope, category))) ?? '';
    return sendPage(reply, 'bms/videos', query, page, (v) => toVideoDto(v, secret));
  }

  @Get('stats')
  @ProjectFrom('id')
  @ApiOperation({ operationId: 'getVideoStats', summary: "A video's likes and views" })
  @ApiOkResponse({ type: VideoStatsDto })
  @ApiErrors(400)
  async stats(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<VideoStatsDto> {
    const video = await findOrFail(this.videos.get(Number(q.id), scope), VideoNotFound);
    return { likes: video.likes, views: video.views };
  }

  @Post()
  @ProjectFrom('project', 'category')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'uploadVideo',
    summary:
      'Uploads a video (videoFile, a video) with its cover (coverFile, an image), streamed, at most MAX_UPLOAD_MB each; the category names the project',
  })
  @ApiUpload({ fields: VIDEO_UPLOAD_FIELDS, files: ['videoFile', 'coverFile'], required: ['videoFile', 'coverFile', 'title', 'category'] })
  @ApiOkResponse({ type: VideoDto })
  async upload(@Req() request: FastifyRequest): Promise<VideoDto> {
    const upload = await this.receiver.receive(request, {
      module: 'bms',
      accept: [...VIDEO_TYPES, ...IMAGE_TYPES],
      fileFields: ['videoFile', 'coverFile'],
      maxFiles: 2,
      minFiles: 2,
      projectFrom: parentRecord('category', this.categories, VideoCategoryNotFound),
    });
    // Whatever refuses the video from here on deletes both stored files.
    return upload.commit(async ({ fields, scope }) => {
      const { video, cover } = filesOf(upload);
      const category =
        fields.category === undefined ? undefined : /^\d+$/.test(fields.category) ? Number(fields.category) : (fields.category as never);
      const added = await this.addVideo.execute(
        { title: fields.title, category, source: video.key, sourceType: video.type, poster: cover.key, posterType: cover.type },
        scope,
      );
      return toVideoDto(added, (await this.playback.secretOf(scopeOfRecord(scope, added))) ?? '');
    });
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteVideo', summary: 'Deletes a video, its counters and its files' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteVideo.execute(Number(q.id), scope);
  }
}
