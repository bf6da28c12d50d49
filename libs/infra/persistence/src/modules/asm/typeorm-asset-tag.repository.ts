import type { EntityManager } from 'typeorm';
import type { ListQuery, Page, ProjectRecord, ProjectScope, TenantScope } from '@atrium/kernel';
import {
  ASSET_TAG_LIST,
  type AssetTag,
  type AssetTagRepository,
  type AssetTagType,
  type ManagedFile,
  type TaggedRecord,
} from '@atrium/modules';
import { pageOf, type ListSql } from '../../database/list-query.sql.js';
import { whereInScope } from '../../database/tenant-scope.sql.js';

/** The table of each kind of tagged record (every one a module table with `id` and `project_id`). */
const RECORD_TABLES: Record<AssetTagType, string> = { lead: 'leads', customer: 'customers', inventory: 'inventory_items' };

const TAG_LIST_SQL: ListSql<typeof ASSET_TAG_LIST> = {
  contract: ASSET_TAG_LIST,
  fields: { id: 't.id', label: 'a.label', source: 'a.source', dateTime: 'a.date_time' },
  id: 't.id',
};

/** A tag as one row: the tag's fields, then its asset's details. */
type TagRow = Omit<AssetTag, 'assetDetails'> & AssetTag['assetDetails'];

export class TypeormAssetTagRepository implements AssetTagRepository {
  constructor(private readonly db: EntityManager) {}

  async projectOfRecord(record: TaggedRecord, scope: TenantScope): Promise<number | null> {
    const qb = this.db
      .createQueryBuilder()
      .select('r.project_id', 'projectId')
      .from(RECORD_TABLES[record.tagType], 'r')
      .where('r.id = :id', { id: record.typeId });
    const row = await whereInScope(qb, scope, { project: 'r.project_id' }).getRawOne<Pick<ProjectRecord, 'projectId'>>();
    return row ? Number(row.projectId) : null;
  }

  async forRecord(record: TaggedRecord, query: ListQuery, scope: TenantScope): Promise<Page<AssetTag>> {
    const qb = this.db
      .createQueryBuilder()
      .select(['t.id AS id', 't.project_id AS "projectId"', 't.asset_id AS asset', 't.tag_type AS "tagType"', 't.type_id AS "typeId"'])
      .addSelect(['a.label AS label', 'a.date_time AS "dateTime"', 'a.source AS source', 'a.access AS access'])
      .from('asset_tags', 't')
      .innerJoin('assets', 'a', 'a.id = t.asset_id')
      .where('t.tag_type = :tagType AND t.type_id = :typeId', { tagType: record.tagType, typeId: record.typeId });
    return pageOf(this.db, whereInScope(qb, scope, { project: 't.project_id' }), query, TAG_LIST_SQL, (raw) => {
      const { label, dateTime, source, access, ...tag } = raw as unknown as TagRow;
      return { ...tag, assetDetails: { label, dateTime, source, access } };
    });
  }

  async assetsInProject(ids: number[], { projectId }: ProjectScope): Promise<number[]> {
    const rows = (await this.db.query(`SELECT id FROM assets WHERE id = ANY($1::int[]) AND project_id = $2`, [ids, projectId])) as Array<{
      id: number;
    }>;
    return rows.map((r) => r.id);
  }

  /** One statement: the record's other tags go, the missing ones come (only files of the record's project). */
  async replaceForRecord(record: TaggedRecord, assetIds: number[], { projectId }: ProjectScope): Promise<void> {
    await this.db.query(
      `WITH removed AS (
         DELETE FROM asset_tags WHERE project_id = $2 AND tag_type = $3 AND type_id = $4 AND NOT (asset_id = ANY($1::int[]))
       )
       INSERT INTO asset_tags (project_id, asset_id, tag_type, type_id)
       SELECT $2, a.id, $3, $4 FROM assets a WHERE a.id = ANY($1::int[]) AND a.project_id = $2
       ON CONFLICT ON CONSTRAINT asset_tags_asset_record_key DO NOTHING`,
      [assetIds, projectId, record.tagType, record.typeId],
    );
  }

  async delete(id: number, scope: TenantScope): Promise<boolean> {
    const qb = this.db.createQueryBuilder().delete().from('asset_tags').where('id = :id', { id });
    const result = await whereInScope(qb, scope, { project: 'project_id' }).execute();
    return (result.affected ?? 0) > 0;
  }

  /** Two statements whatever the number of folders: their files, then those files' tags. */
  async filesInFolders(folderIds: number[], scope: TenantScope): Promise<Array<ManagedFile & { folderId: number }>> {
    if (!folderIds.length) return [];
    const files = await whereInScope(
      this.db
        .createQueryBuilder()
        .select(['a.id AS id', 'a.folder_id AS "folderId"', 'a.source AS filename', 'a.label AS label'])
        .from('assets', 'a')
        .where('a.folder_id IN (:...folderIds)', { folderIds })
        .orderBy('a.folder_id')
        .addOrderBy('a.id'),
      scope,
      { project: 'a.project_id' },
    ).getRawMany<{ id: number; folderId: number; filename: string; label: string }>();
    if (!files.length) return [];
    const tags = (await this.db.query(
      `SELECT t.id, t.asset_id AS asset, t.tag_type AS "tagType", t.type_id AS "typeId"
         FROM asset_tags t WHERE t.asset_id = ANY($1::int[]) ORDER BY t.id`,
      [files.map((f) => f.id)],
    )) as Array<{ id: number; asset: number; tagType: AssetTagType; typeId: number }>;
    const tagsOf = new Map<number, ManagedFile['tags']>();
    for (const { asset, ...tag } of tags) {
      const listed = tagsOf.get(asset);
      if (listed) listed.push(tag);
      else tagsOf.set(asset, [tag]);
    }
    return files.map((file) => ({ ...file, tags: tagsOf.get(file.id) ?? [] }));
  }
}
