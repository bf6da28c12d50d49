import type { EntityManager } from 'typeorm';
import type { TenantScope } from '@atrium/kernel';
import { FOLDER_LIST, type Folder, type FolderRepository } from '@atrium/modules';
import { ProjectTable } from '../../database/project-table.js';
import { whereInScope } from '../../database/tenant-scope.sql.js';

export class TypeormFolderRepository extends ProjectTable<Folder, typeof FOLDER_LIST> implements FolderRepository {
  constructor(private readonly manager: EntityManager) {
    super(manager, {
      table: 'asset_folders',
      columns: { id: 'id', projectId: 'project_id', folder: 'folder', createdAt: 'created_at' },
      list: FOLDER_LIST,
    });
  }

  /**
   * One statement: lock the folder (in scope), delete its assets answering their keys, delete the folder.
   * The lock makes a concurrent upload into the folder wait, and its asset then goes by the cascade.
   */
  async deleteWithAssets(id: number, scope: TenantScope): Promise<string[] | null> {
    const target = whereInScope(
      this.manager.createQueryBuilder().select('x.id', 'id').from('asset_folders', 'x').where('x.id = :id', { id }),
      scope,
      { project: 'x.project_id' },
    );
    const [sql, params] = target.getQueryAndParameters();
    const [row] = (await this.manager.query(
      `WITH f AS (${sql} FOR UPDATE),
        gone AS (DELETE FROM assets a USING f WHERE a.folder_id = f.id RETURNING a.storage_key),
        del AS (DELETE FROM asset_folders d USING f WHERE d.id = f.id RETURNING d.id)
      SELECT (SELECT count(*)::int FROM del) AS found, coalesce((SELECT array_agg(storage_key) FROM gone), '{}') AS keys`,
      params,
    )) as Array<{ found: number; keys: string[] }>;
    return row.found ? row.keys : null;
  }
}
