import {
  listContract,
  NotFound,
  portToken,
  type ListQuery,
  type Page,
  type ProjectRecord,
  type ProjectRecords,
  type TenantScope,
} from '@atrium/kernel';

/** A video (spec 2 §3): a title in one category, its video file and cover image, and its like and view counters. */
export interface Video extends ProjectRecord {
  title: string;
  /** The video's category, one of the same project's. */
  category: number;
  /** The video file's key in the file store. */
  source: string;
  /** The cover image's key in the file store. */
  poster: string;
  /** The files' types, recognised from their bytes at upload (`video/mp4`, `image/png`...). */
  sourceType: string;
  posterType: string;
  likes: number;
  views: number;
  createdAt: Date;
}

export type VideoInput = Pick<Video, 'title' | 'category' | 'source' | 'poster' | 'sourceType' | 'posterType'>;

/** What a like or a view counts (one `video_events` row each, beside the counter). */
export const VIDEO_EVENT_KINDS = ['like', 'view'] as const;
export type VideoEventKind = (typeof VIDEO_EVENT_KINDS)[number];

export type VideoStats = Pick<Video, 'likes' | 'views'>;

/** The two files of a video: what `kind=` names on the file routes. */
export const VIDEO_FILE_KINDS = ['video', 'poster'] as const;
export type VideoFileKind = (typeof VIDEO_FILE_KINDS)[number];

/** The videos list of one category (CONTRACT §4). */
export const VIDEO_LIST = listContract({
  sortable: ['id', 'title', 'likes', 'views', 'createdAt'],
  search: ['title'],
  date: 'createdAt',
  defaultSort: 'id',
});

export class VideoNotFound extends NotFound {
  constructor() {
    super('Video', 'bms.video_not_found');
  }
}

/** Port: videos. Their files live in the FileStore under `source` and `poster`. */
export interface VideoRepository extends ProjectRecords<Video, VideoInput> {
  /** The videos of one category. */
  listOf(category: number, query: ListQuery, scope: TenantScope): Promise<Page<Video>>;
  /**
   * Adds one like or view: increments the counter and records its event in one statement, so concurrent
   * calls never lose an increment. Answers the counters after it, or null when the video is not in the scope.
   */
  count(id: number, kind: VideoEventKind, scope: TenantScope): Promise<VideoStats | null>;
  /** Deletes the video (and its events) within the scope and answers what it was, or null when absent. */
  take(id: number, scope: TenantScope): Promise<Video | null>;
}
export const VIDEO_REPOSITORY = portToken<VideoRepository>('VideoRepository');
