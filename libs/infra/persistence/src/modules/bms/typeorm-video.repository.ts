import type { EntityManager } from 'typeorm';
import type { ListQuery, Page, TenantScope } from '@atrium/kernel';
import { VIDEO_LIST, type Video, type VideoEventKind, type VideoRepository, type VideoStats } from '@atrium/modules';
import { ProjectTable } from '../../database/project-table.js';
import { whereInScope } from '../../database/tenant-scope.sql.js';

const COLUMNS = {
  id: 'id',
  projectId: 'project_id',
  title: 'title',
  category: 'category_id',
  source: 'source_key',
  poster: 'poster_key',
  sourceType: 'source_type',
  posterType: 'poster_type',
  likes: 'likes',
  views: 'views',
  createdAt: 'created_at',
} as const;
const RETURNED = Object.entries(COLUMNS)
  .map(([field, column]) => `${column} AS "${field}"`)
  .join(', ');
// The counter a kind increments: the only column names that reach the SQL text.
const COUNTER: Record<VideoEventKind, string> = { like: 'likes', view: 'views' };
const SCOPE_WRITE = { project: 'project_id' };

export class TypeormVideoRepository extends ProjectTable<Video, typeof VIDEO_LIST> implements VideoRepository {
  constructor(private readonly manager: EntityManager) {
    super(manager, {
      table: 'videos',
      columns: COLUMNS,
      list: VIDEO_LIST,
      // bigint counters arrive as text from pg.
      decode: { likes: Number, views: Number },
    });
  }

  listOf(category: number, query: ListQuery, scope: TenantScope): Promise<Page<Video>> {
    return this.list(query, scope, (qb) => qb.andWhere(`${this.field('category')} = :category`, { category }));
  }

  /**
   * `likes = likes + 1` in the row (never read-modify-write, so concurrent calls queue on the row lock and
   * none is lost) and the event row, in one statement: both happen, or neither.
   */
  async count(id: number, kind: VideoEventKind, scope: TenantScope): Promise<VideoStats | null> {
    const counter = COUNTER[kind];
    const update = whereInScope(
      this.manager
        .createQueryBuilder()
        .update('videos')
        .set({ [counter]: () => `${counter} + 1` })
        .where('id = :id', { id }),
      scope,
      SCOPE_WRITE,
    ).returning('id, project_id, likes, views');
    const [sql, params] = update.getQueryAndParameters();
    const rows: Array<{ likes: string; views: string }> = await this.manager.query(
      `WITH v AS (${sql}),
       e AS (INSERT INTO video_events (project_id, video_id, kind) SELECT project_id, id, $${params.length + 1} FROM v)
       SELECT likes, views FROM v`,
      [...params, kind],
    );
    return rows.length ? { likes: Number(rows[0].likes), views: Number(rows[0].views) } : null;
  }

  async take(id: number, scope: TenantScope): Promise<Video | null> {
    const remove = whereInScope(this.manager.createQueryBuilder().delete().from('videos').where('id = :id', { id }), scope, SCOPE_WRITE);
    const result = await remove.returning(RETURNED).execute();
    const rows = result.raw as Array<Record<string, unknown>>;
    return rows.length ? this.decodeRow(rows[0]) : null;
  }
}
