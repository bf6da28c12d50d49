import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListQuery, Page, ProjectScope, TenantScope } from '@atrium/kernel';
import { InviteeAlreadyTagged, type Invitee, type InviteeRepository, type TagType } from '@atrium/modules';
import { isUniqueViolation } from '../../database/unique-violation.js';
import { whereInScope } from '../../database/tenant-scope.sql.js';

const SELECT = [
  'tg.id AS id',
  'tg.project_id AS project_id',
  'tg.event_id AS event_id',
  `CASE WHEN tg.customer_id IS NOT NULL THEN 'customer' ELSE 'lead' END AS tag_type`,
  'COALESCE(tg.customer_id, tg.lead_id) AS type_id',
  'COALESCE(c.firstname, l.firstname) AS firstname',
  'COALESCE(c.lastname, l.lastname) AS lastname',
  'COALESCE(c.email::text, l.email::text) AS email',
  'e.event AS event',
  'e.description AS description',
  'e.start_at AS start_at',
];

const INVITEE_TABLE: Record<TagType, { table: string; column: string }> = {
  customer: { table: 'customers', column: 'customer_id' },
  lead: { table: 'leads', column: 'lead_id' },
};

type Row = Record<string, unknown>;

const toTag = (r: Row): Invitee => ({
  id: Number(r.id),
  projectId: Number(r.project_id),
  eventId: Number(r.event_id),
  tagType: r.tag_type as TagType,
  typeId: Number(r.type_id),
  inviteeDetails: { firstname: String(r.firstname), lastname: String(r.lastname), email: String(r.email) },
  eventDetails: { event: String(r.event), description: String(r.description), dateTime: r.start_at as Date },
});

/** Event tags with their invitee's names and their event's details, in one statement per read (no N+1). */
export class TypeormInviteeRepository implements InviteeRepository {
  constructor(private readonly db: EntityManager) {}

  private select(scope: TenantScope): SelectQueryBuilder<ObjectLiteral> {
    const qb = this.db
      .createQueryBuilder()
      .select(SELECT)
      .from('sch_event_tags', 'tg')
      .innerJoin('sch_events', 'e', 'e.id = tg.event_id')
      .leftJoin('customers', 'c', 'c.id = tg.customer_id')
      .leftJoin('leads', 'l', 'l.id = tg.lead_id');
    return whereInScope(qb, scope, { project: 'tg.project_id' });
  }

  private async page(qb: SelectQueryBuilder<ObjectLiteral>, query: ListQuery, order: string): Promise<Page<Invitee>> {
    const total = await qb.clone().select('count(*)::int AS n').getRawOne<{ n: number }>();
    const rows = await qb
      .orderBy(order, query.order === 'desc' ? 'DESC' : 'ASC')
      .addOrderBy('tg.id', 'ASC')
      .offset((query.page - 1) * query.perPage)
      .limit(query.perPage)
      .getRawMany<Row>();
    return { rows: rows.map(toTag), total: Number(total?.n ?? 0) };
  }

  async add(tag: { eventId: number; tagType: TagType; typeId: number }, { projectId }: ProjectScope): Promise<Invitee> {
    try {
      const [row] = (await this.db.query(
        `INSERT INTO sch_event_tags (project_id, event_id, ${INVITEE_TABLE[tag.tagType].column}) VALUES ($1, $2, $3) RETURNING id`,
        [projectId, tag.eventId, tag.typeId],
      )) as Array<{ id: number }>;
      return (await this.get(row.id, { kind: 'project', projectId }))!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new InviteeAlreadyTagged();
      throw error;
    }
  }

  async get(id: number, scope: TenantScope): Promise<Invitee | null> {
    const row = await this.select(scope).andWhere('tg.id = :id', { id }).getRawOne<Row>();
    return row ? toTag(row) : null;
  }

  ofEvent(eventId: number, query: ListQuery, scope: TenantScope): Promise<Page<Invitee>> {
    return this.page(this.select(scope).andWhere('tg.event_id = :eventId', { eventId }), { ...query, order: 'asc' }, 'tg.id');
  }

  ofInvitee(tagType: TagType, typeId: number, query: ListQuery, scope: TenantScope): Promise<Page<Invitee>> {
    const qb = this.select(scope).andWhere(`tg.${INVITEE_TABLE[tagType].column} = :typeId`, { typeId });
    return this.page(qb, query, 'e.start_at');
  }

  async delete(id: number, scope: TenantScope): Promise<boolean> {
    const qb = this.db.createQueryBuilder().delete().from('sch_event_tags').where('id = :id', { id });
    const result = await whereInScope(qb, scope, { project: 'project_id' }).execute();
    return (result.affected ?? 0) > 0;
  }

  async inviteeVisible(tagType: TagType, typeId: number, scope: TenantScope, project?: ProjectScope): Promise<boolean> {
    const qb = this.db.createQueryBuilder().select('p.id').from(INVITEE_TABLE[tagType].table, 'p').where('p.id = :typeId', { typeId });
    if (project !== undefined) qb.andWhere('p.project_id = :inProject', { inProject: project.projectId });
    return Boolean(await whereInScope(qb, scope, { project: 'p.project_id' }).getRawOne());
  }
}
