import { WHOLE_NUMBER } from '@atrium/kernel';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { VIDEO_FILE_KINDS, type Video, type VideoFileKind } from '@atrium/modules';
import { ListQueryDto } from '../../http/list.js';
import { unix } from '../../http/wire.js';
import { videoFileLink } from './video-links.js';
import { WholeNumber } from '../../http/dto-fields.js';

export class VideoDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Launch trailer' }) title: string;
  /** The video's category. */
  @ApiProperty() category: number;
  /** The project the video belongs to. */
  @ApiProperty() project: number;
  /**
   * Where the video plays: a signed link (no header needed, so a `<video src>` can use it; HTTP ranges
   * answered with 206) that holds for about six hours. Read the video again for a fresh one.
   */
  @ApiProperty({ example: '/api/public/bms/videos/12/file?kind=video&expires=1767258000&sig=…' }) source: string;
  /** The cover image, a signed link like `source`. */
  @ApiProperty({ example: '/api/public/bms/videos/12/file?kind=poster&expires=1767258000&sig=…' }) poster: string;
  @ApiProperty() likes: number;
  @ApiProperty() views: number;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
}

/** The wire shape of a video; `secret` signs its file links (its project's, see TypeormVideoPlayback). */
export const toVideoDto = (v: Video, secret: string): VideoDto => ({
  id: v.id,
  title: v.title,
  category: v.category,
  project: v.projectId,
  source: videoFileLink(v.id, 'video', secret),
  poster: videoFileLink(v.id, 'poster', secret),
  likes: v.likes,
  views: v.views,
  createdAt: unix(v.createdAt),
});

export class VideoStatsDto {
  @ApiProperty() likes: number;
  @ApiProperty() views: number;
}

export class VideosQueryDto extends ListQueryDto {
  /** The category whose videos to list. */
  @ApiProperty({ example: '4' }) @WholeNumber() category: string;
  /** The project the category belongs to (optional: the category names it). */
  @ApiPropertyOptional({ example: '3' }) @IsOptional() @WholeNumber() project?: string;
}

export class VideoFileQueryDto {
  @ApiProperty({ enum: VIDEO_FILE_KINDS }) @IsIn(VIDEO_FILE_KINDS) kind: VideoFileKind;
  /** Unix seconds after which the link no longer plays. */
  @ApiProperty() @Matches(WHOLE_NUMBER, { message: 'must be unix seconds' }) expires: string;
  @ApiProperty() @Matches(/^[\w-]{1,100}$/, { message: 'must be a link signature' }) sig: string;
}

/** The multipart form of `POST /bms/videos`, as documented; the upload receiver reads it as a stream. */
export const VIDEO_UPLOAD_FIELDS = {
  title: { type: 'string', example: 'Launch trailer' },
  category: { type: 'integer', description: 'The video category, which names the project', example: 4 },
  project: { type: 'integer', description: "Optional (or `?project=`); when given, the category's project", example: 3 },
} as const;
