import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListQuery, Page, ProjectScope, TenantScope } from '@atrium/kernel';
import {
  ENGAGEMENT_LIST,
  type Engagement,
  type EngagementFilter,
  type EngagementInput,
  type EngagementRecord,
  type EngagementRepository,
  type EngagementTagType,
} from '@atrium/modules';
import { ProjectTable } from '../../database/project-table.js';

const OWNER_TABLE: Record<EngagementTagType, string> = { customer: 'customers', lead: 'leads' };

/**
 * Engagements (`inventory_tags`), read with their item's name and their owner's names in the same
 * statement: one join by primary key per row of the page. An owner deleted since reads as null.
 */
export class TypeormEngagementRepository extends ProjectTable<EngagementRecord, typeof ENGAGEMENT_LIST> implements EngagementRepository {
  constructor(private readonly em: EntityManager) {
    super(em, {
      table: 'inventory_tags',
      columns: {
        id: 'id',
        projectId: 'project_id',
        inventoryId: 'inventory_id',
        tagType: 'tag_type',
        typeId: 'type_id',
        createdAt: 'created_at',
      },
      list: ENGAGEMENT_LIST,
      decode: { id: (v) => Number(v) },
    });
    const decodeRecord = this.decodeRow;
    this.decodeRow = (row) => {
      const record = decodeRecord(row);
      if (row.inventoryName === undefined) return record;
      const ownerDetails =
        row.ownerFirstname === null ? null : { firstname: row.ownerFirstname, lastname: row.ownerLastname, email: row.ownerEmail };
      return { ...record, inventoryName: row.inventoryName, ownerDetails } as Engagement;
    };
  }

  override select(scope: TenantScope): SelectQueryBuilder<ObjectLiteral> {
    return super
      .select(scope)
      .innerJoin('inventory_items', 'i', `i.id = ${this.field('inventoryId')}`)
      .leftJoin('customers', 'c', `t.tag_type = 'customer' AND c.id = t.type_id AND c.project_id = t.project_id`)
      .leftJoin('leads', 'l', `t.tag_type = 'lead' AND l.id = t.type_id AND l.project_id = t.project_id`)
      .addSelect('i.item', 'inventoryName')
      .addSelect('COALESCE(c.firstname, l.firstname)', 'ownerFirstname')
      .addSelect('COALESCE(c.lastname, l.lastname)', 'ownerLastname')
      .addSelect('COALESCE(c.email::text, l.email::text)', 'ownerEmail');
  }

  listOf(filter: EngagementFilter, query: ListQuery, scope: TenantScope): Promise<Page<Engagement>> {
    return this.list(query, scope, (qb) => {
      if (filter.tagType !== undefined) qb.andWhere(`${this.field('tagType')} = :tagType`, { tagType: filter.tagType });
      if (filter.typeId !== undefined) qb.andWhere(`${this.field('typeId')} = :typeId`, { typeId: filter.typeId });
      if (filter.inventoryId !== undefined) qb.andWhere(`${this.field('inventoryId')} = :inventoryId`, { inventoryId: filter.inventoryId });
    }) as Promise<Page<Engagement>>;
  }

  override get(id: number, scope: TenantScope): Promise<Engagement | null> {
    return super.get(id, scope) as Promise<Engagement | null>;
  }

  override create(record: EngagementInput, project: ProjectScope): Promise<EngagementRecord> {
    return super.create(record, project);
  }

  async ownerExists(tagType: EngagementTagType, typeId: number, { projectId }: ProjectScope): Promise<boolean> {
    const rows = (await this.em.query(`SELECT 1 FROM ${OWNER_TABLE[tagType]} WHERE id = $1 AND project_id = $2`, [
      typeId,
      projectId,
    ])) as unknown[];
    return rows.length > 0;
  }

  async ownerByEmail(email: string, { projectId }: ProjectScope): Promise<{ tagType: EngagementTagType; typeId: number } | null> {
    // e-mails are citext: the match ignores case. A converted lead's customer is the person now.
    const rows = (await this.em.query(
      `(SELECT 'customer' AS "tagType", id AS "typeId", 0 AS rank FROM customers WHERE project_id = $1 AND email = $2 ORDER BY id LIMIT 1)
       UNION ALL
       (SELECT 'lead', id, 1 FROM leads WHERE project_id = $1 AND email = $2 LIMIT 1)
       ORDER BY rank LIMIT 1`,
      [projectId, email],
    )) as Array<{ tagType: EngagementTagType; typeId: number }>;
    return rows[0] ? { tagType: rows[0].tagType, typeId: Number(rows[0].typeId) } : null;
  }
}
