import { checkText, InvalidInput, scopeOfRecord, type FieldError, type FileStore, type TenantScope, refuseInvalid } from '@atrium/kernel';
import { VideoCategoryNotFound, type VideoCategoryRepository } from './video-category.js';
import { VideoNotFound, type Video, type VideoEventKind, type VideoInput, type VideoRepository, type VideoStats } from './video.js';

/** Deletes stored bytes that no record will point at; a failure there must not hide the error being answered. */
export async function discardVideoFiles(files: FileStore, keys: Array<string | undefined>): Promise<void> {
  await Promise.all(keys.filter((k): k is string => Boolean(k)).map((k) => files.delete(k).catch(() => undefined)));
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;

/**
 * Adds a video whose two files the upload has already stored (a multipart body streams them before the
 * request is complete). The files belong to this call: whatever refuses the video also deletes them, so a
 * refused upload leaves no bytes behind.
 */
export class AddVideo {
  constructor(
    private readonly videos: VideoRepository,
    private readonly categories: VideoCategoryRepository,
    private readonly files: FileStore,
  ) {}

  async execute(input: Partial<VideoInput>, scope: TenantScope): Promise<Video> {
    try {
      return await this.add(input, scope);
    } catch (error) {
      await discardVideoFiles(this.files, [input.source, input.poster]);
      throw error;
    }
  }

  private async add(input: Partial<VideoInput>, scope: TenantScope): Promise<Video> {
    const errors: FieldError[] = [];
    let title: string | undefined;
    try {
      title = checkText({ title: input.title }, { title: 'short' }, { requireAll: true }).title;
    } catch (error) {
      if (!(error instanceof InvalidInput)) throw error;
      errors.push(...(error.errors ?? []));
    }
    if (!isId(input.category))
      errors.push({ field: 'category', message: input.category === undefined ? 'is required' : 'must be a category id' });
    if (!input.source) errors.push({ field: 'videoFile', message: 'is required' });
    if (!input.poster) errors.push({ field: 'coverFile', message: 'is required' });
    refuseInvalid(errors);
    // The category names the project: one of the caller's (and the named one, when the request named one).
    const category = await this.categories.get(input.category!, scope);
    if (!category) throw new VideoCategoryNotFound();
    return this.videos.create(
      {
        title: title!,
        category: category.id,
        source: input.source!,
        poster: input.poster!,
        sourceType: input.sourceType ?? 'application/octet-stream',
        posterType: input.posterType ?? 'application/octet-stream',
      },
      scopeOfRecord(scope, category),
    );
  }
}

/** Deletes a video, then its bytes: a failure between the two leaves unused bytes, never a video without them. */
export class DeleteVideo {
  constructor(
    private readonly videos: VideoRepository,
    private readonly files: FileStore,
  ) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    const video = await this.videos.take(id, scope);
    if (!video) throw new VideoNotFound();
    await Promise.all([this.files.delete(video.source), this.files.delete(video.poster)]);
  }
}

/** One like or one view of a video (the public API's counters). */
export class CountVideoEvent {
  constructor(private readonly videos: VideoRepository) {}

  async execute(id: number, kind: VideoEventKind, scope: TenantScope): Promise<VideoStats> {
    const stats = await this.videos.count(id, kind, scope);
    if (!stats) throw new VideoNotFound();
    return stats;
  }
}
