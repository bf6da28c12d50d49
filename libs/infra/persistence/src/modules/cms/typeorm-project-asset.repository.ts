import type { EntityManager } from 'typeorm';
import type { ListQuery, Page, ProjectScope, TenantScope } from '@atrium/kernel';
import { PROJECT_ASSET_LIST, type ProjectAsset, type ProjectAssetRepository, type ProjectAssetType } from '@atrium/modules';
import { ProjectTable } from '../../database/project-table.js';
import { whereInScope } from '../../database/tenant-scope.sql.js';

const COLUMNS = {
  id: 'id',
  projectId: 'project_id',
  label: 'label',
  assetType: 'asset_type',
  source: 'source',
  fileName: 'file_name',
  fileType: 'file_type',
  fileSize: 'file_size',
  createdAt: 'created_at',
} as const;
const RETURNED = Object.entries(COLUMNS)
  .map(([field, column]) => `${column} AS "${field}"`)
  .join(', ');

/** The project assets page's images and videos (migration 1764110000000). */
export class TypeormProjectAssetRepository extends ProjectTable<ProjectAsset, typeof PROJECT_ASSET_LIST> implements ProjectAssetRepository {
  constructor(private readonly manager: EntityManager) {
    // bigint arrives as text from pg.
    super(manager, { table: 'project_assets', columns: COLUMNS, list: PROJECT_ASSET_LIST, decode: { fileSize: Number } });
  }

  listOfType(query: ListQuery, type: ProjectAssetType | undefined, scope: TenantScope): Promise<Page<ProjectAsset>> {
    return this.list(query, scope, (qb) => (type ? qb.andWhere(`${this.field('assetType')} = :type`, { type }) : undefined));
  }

  /** A digital asset's file of the project, or a project asset's own (not a link), by its key. */
  async projectFile(key: string, { projectId }: ProjectScope): Promise<{ name: string; type: string; size: number } | null> {
    const [row] = (await this.manager.query(
      `SELECT source AS name, content_type AS type, size FROM assets WHERE storage_key = $1 AND project_id = $2
       UNION ALL
       SELECT file_name, file_type, file_size FROM project_assets WHERE source = $1 AND project_id = $2 AND source !~* '^https?://'
       LIMIT 1`,
      [key, projectId],
    )) as { name: string; type: string; size: string }[];
    return row ? { name: row.name, type: row.type, size: Number(row.size) } : null;
  }

  /** Deletes within the scope and answers the deleted row, in one statement. */
  async take(id: number, scope: TenantScope): Promise<ProjectAsset | null> {
    const remove = whereInScope(this.manager.createQueryBuilder().delete().from('project_assets').where('id = :id', { id }), scope, {
      project: 'project_id',
    });
    const rows = (await remove.returning(RETURNED).execute()).raw as Array<Record<string, unknown>>;
    return rows.length ? this.decodeRow(rows[0]) : null;
  }
}
