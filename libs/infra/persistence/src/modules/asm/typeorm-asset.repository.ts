import type { EntityManager } from 'typeorm';
import type { ListQuery, Page, TenantScope } from '@atrium/kernel';
import { ASSET_LIST, type Asset, type AssetRepository } from '@atrium/modules';
import { ProjectTable, type Columns } from '../../database/project-table.js';
import { whereInScope } from '../../database/tenant-scope.sql.js';

const COLUMNS: Columns<Asset> = {
  id: 'id',
  projectId: 'project_id',
  folder: 'folder_id',
  label: 'label',
  access: 'access',
  source: 'source',
  storageKey: 'storage_key',
  contentType: 'content_type',
  size: 'size',
  dateTime: 'date_time',
};
const RETURNING = Object.entries(COLUMNS)
  .map(([field, column]) => `${column} AS "${field}"`)
  .join(', ');

export class TypeormAssetRepository extends ProjectTable<Asset, typeof ASSET_LIST> implements AssetRepository {
  constructor(private readonly manager: EntityManager) {
    super(manager, {
      table: 'assets',
      columns: COLUMNS,
      list: ASSET_LIST,
      // bigint arrives as text.
      decode: { size: (v) => Number(v) },
    });
  }

  listInFolder(folder: number, query: ListQuery, scope: TenantScope): Promise<Page<Asset>> {
    return this.list(query, scope, (qb) => qb.andWhere(`${this.field('folder')} = :folder`, { folder }));
  }

  /** The anonymous download's read: no tenant to scope by, so the asset's own access is the whole rule. */
  async getPublic(id: number): Promise<Asset | null> {
    const row = await this.select({ kind: 'admins' })
      .andWhere(`${this.field('id')} = :id`, { id })
      .andWhere(`${this.field('access')} = 'public'`)
      .getRawOne<Record<string, unknown>>();
    return row ? this.decodeRow(row) : null;
  }

  async take(id: number, scope: TenantScope): Promise<Asset | null> {
    const qb = this.manager.createQueryBuilder().delete().from('assets').where('id = :id', { id }).returning(RETURNING);
    const result = await whereInScope(qb, scope, { project: 'project_id' }).execute();
    const [row] = result.raw as Array<Record<string, unknown>>;
    return row ? this.decodeRow(row) : null;
  }
}
