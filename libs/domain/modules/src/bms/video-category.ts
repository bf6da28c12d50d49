import {
  checkText,
  Conflict,
  listContract,
  NotFound,
  portToken,
  recordUseCases,
  type ProjectRecord,
  type ProjectRecords,
} from '@atrium/kernel';

/** A video category (spec 2 §3): every video belongs to one, and the videos screen shows one table each. */
export interface VideoCategory extends ProjectRecord {
  name: string;
  createdAt: Date;
}

export type VideoCategoryInput = Pick<VideoCategory, 'name'>;

/** The video categories list (CONTRACT §4). */
export const VIDEO_CATEGORY_LIST = listContract({
  sortable: ['id', 'name', 'createdAt'],
  search: ['name'],
  date: 'createdAt',
  defaultSort: 'id',
});

const TEXT = { name: 'short' } as const;

export function checkVideoCategory(input: Partial<VideoCategoryInput>, requireAll: boolean): Partial<VideoCategoryInput> {
  return checkText(input, TEXT, { requireAll });
}

export class VideoCategoryNotFound extends NotFound {
  constructor() {
    super('Video category', 'bms.video_category_not_found');
  }
}

/**
 * A category that still has videos cannot go. Not a cascade: deleting a category would silently delete every
 * video's bytes with it, and a person who wants that deletes the videos first (each with its confirmation).
 */
export class VideoCategoryInUse extends Conflict {
  constructor() {
    super('bms.video_category_in_use', 'The category still has videos: delete them first');
  }
}

/** Port: video categories; `delete` throws VideoCategoryInUse while the category has videos. */
export type VideoCategoryRepository = ProjectRecords<VideoCategory, VideoCategoryInput>;
export const VIDEO_CATEGORY_REPOSITORY = portToken<VideoCategoryRepository>('VideoCategoryRepository');

const useCases = recordUseCases<VideoCategory, VideoCategoryInput>(checkVideoCategory, () => new VideoCategoryNotFound());
export class AddVideoCategory extends useCases.Add {}
export class UpdateVideoCategory extends useCases.Update {}
export class DeleteVideoCategory extends useCases.Delete {}
