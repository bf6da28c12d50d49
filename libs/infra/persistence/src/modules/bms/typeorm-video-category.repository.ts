import type { EntityManager } from 'typeorm';
import type { TenantScope } from '@atrium/kernel';
import { VIDEO_CATEGORY_LIST, VideoCategoryInUse, type VideoCategory, type VideoCategoryRepository } from '@atrium/modules';
import { ProjectTable } from '../../database/project-table.js';

/** PostgreSQL's restrict_violation (or foreign_key_violation) on the videos' category key (migration 1764140000000). */
function isCategoryStillUsed(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  return (
    ['23001', '23503'].includes(e?.code ?? e?.driverError?.code ?? '') &&
    (e?.constraint ?? e?.driverError?.constraint) === 'videos_category_fkey'
  );
}

export class TypeormVideoCategoryRepository
  extends ProjectTable<VideoCategory, typeof VIDEO_CATEGORY_LIST>
  implements VideoCategoryRepository
{
  constructor(db: EntityManager) {
    super(db, {
      table: 'video_categories',
      columns: { id: 'id', projectId: 'project_id', name: 'name', createdAt: 'created_at' },
      list: VIDEO_CATEGORY_LIST,
    });
  }

  /** The database refuses to leave videos without a category; that refusal is the domain's 409. */
  override async delete(id: number, scope: TenantScope): Promise<boolean> {
    try {
      return await super.delete(id, scope);
    } catch (error) {
      if (isCategoryStillUsed(error)) throw new VideoCategoryInUse();
      throw error;
    }
  }
}
