import type { EntityManager } from 'typeorm';
import { scopeOfRecord, type ProjectScope, type TenantScope } from '@atrium/kernel';
import {
  CMS_GROUP_LIST,
  UnknownGroupSections,
  type CmsGroup,
  type CmsGroupInput,
  type CmsGroupRepository,
  type DeliveredGroup,
  type Section,
} from '@atrium/modules';
import { ProjectTable } from '../../database/project-table.js';
import { whereInScope } from '../../database/tenant-scope.sql.js';

/**
 * Whether every id of `:sections` is a section of the project `projectColumn` names. The rows are locked
 * (FOR SHARE) so that a concurrent section delete waits for this write, and its trigger then sees the group.
 */
const allSectionsOf = (projectColumn: string) => `(SELECT count(*) FROM (
    SELECT 1 FROM cms_sections s WHERE s.project_id = ${projectColumn} AND s.id = ANY (:sections::int[]) FOR SHARE
  ) known) = cardinality(:sections::int[])`;

/** A group's sections in the group's order, as one JSON value (the public delivery in one statement). */
const DELIVERED_SECTIONS = `(SELECT coalesce(json_agg(json_build_object(
    'id', s.id, 'projectId', s.project_id, 'name', s.name, 'label', s.label, 'code', s.code, 'createdAt', s.created_at
  ) ORDER BY u.pos), '[]')
  FROM unnest(t.sections) WITH ORDINALITY u (id, pos) JOIN cms_sections s ON s.id = u.id AND s.project_id = t.project_id)`;

/** Groups (migration 1764130000000): the ordered section ids in an `integer[]`, checked by the statement that writes them. */
export class TypeormCmsGroupRepository extends ProjectTable<CmsGroup, typeof CMS_GROUP_LIST> implements CmsGroupRepository {
  constructor(private readonly manager: EntityManager) {
    super(manager, {
      table: 'cms_groups',
      columns: { id: 'id', projectId: 'project_id', name: 'name', sections: 'sections', createdAt: 'created_at' },
      list: CMS_GROUP_LIST,
    });
  }

  override async create(values: CmsGroupInput, project: ProjectScope): Promise<CmsGroup> {
    const { projectId } = project;
    const [sql, params] = this.manager.connection.driver.escapeQueryWithParameters(
      `INSERT INTO cms_groups (project_id, name, sections) SELECT :projectId, :name, :sections::int[] WHERE ${allSectionsOf(':projectId')}
       RETURNING id, project_id AS "projectId", name, sections, created_at AS "createdAt"`,
      { projectId, name: values.name, sections: values.sections },
    );
    const [row] = (await this.manager.query(sql, params)) as CmsGroup[];
    if (!row) throw await this.unknownSections(values.sections, project);
    return row;
  }

  override async update(id: number, changes: Partial<CmsGroupInput>, scope: TenantScope): Promise<boolean> {
    if (changes.sections === undefined) return super.update(id, changes, scope);
    const set = { sections: changes.sections, ...(changes.name === undefined ? {} : { name: changes.name }) };
    const qb = this.manager.createQueryBuilder().update('cms_groups').set(set).where('id = :id', { id });
    whereInScope(qb, scope, { project: 'project_id' }).andWhere(allSectionsOf('cms_groups.project_id'), { sections: changes.sections });
    if (((await qb.execute()).affected ?? 0) > 0) return true;
    const group = await this.get(id, scope);
    if (!group) return false;
    throw await this.unknownSections(changes.sections, scopeOfRecord(scope, group));
  }

  async delivered(id: number, scope: TenantScope): Promise<DeliveredGroup | null> {
    const row = await this.select(scope)
      .addSelect(DELIVERED_SECTIONS, 'delivered')
      .andWhere(`${this.field('id')} = :id`, { id })
      .getRawOne<Record<string, unknown> & { delivered: Array<Section & { createdAt: string }> }>();
    if (!row) return null;
    const sections = row.delivered.map((s) => ({ ...s, createdAt: new Date(s.createdAt) }));
    return { group: this.decodeRow(row), sections };
  }

  /** Which ids are not sections of the project, to name them in the 400. */
  private async unknownSections(ids: number[], { projectId }: ProjectScope): Promise<UnknownGroupSections> {
    const rows = (await this.manager.query(
      `SELECT u.id FROM unnest($1::int[]) u (id)
       WHERE NOT EXISTS (SELECT 1 FROM cms_sections s WHERE s.id = u.id AND s.project_id = $2) ORDER BY u.id`,
      [ids, projectId],
    )) as Array<{ id: number }>;
    return new UnknownGroupSections(rows.map((r) => r.id));
  }
}
