import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListQuery, Page, ProjectScope, TenantScope } from '@atrium/kernel';
import {
  LEAD_LIST,
  LeadEmailTaken,
  SCORED_LEAD_LIST,
  type Lead,
  type LeadInput,
  type LeadListFilter,
  type LeadRepository,
  type LeadScore,
  type ScoredLead,
  type SortedLeads,
} from '@atrium/modules';
import { pageOf } from '../../database/list-query.sql.js';
import { ProjectTable } from '../../database/project-table.js';
import { isUniqueViolation } from '../../database/unique-violation.js';

const EMAIL_KEY = 'leads_project_email_key';
// The scoring a lead shows, joined in one statement (no query per lead).
const SCORE_COLUMNS = ['s.label AS "scoreLabel"', 's.score::float8 AS "scoreValue"', 's.color AS "scoreColor"'];

/** Turns a unique violation of the (project, e-mail) key into the domain's 409. */
async function emailUnique<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_KEY)) throw new LeadEmailTaken();
    throw error;
  }
}

export class TypeormLeadRepository extends ProjectTable<Lead, typeof LEAD_LIST> implements LeadRepository {
  constructor(private readonly manager: EntityManager) {
    super(manager, {
      table: 'leads',
      columns: {
        id: 'id',
        projectId: 'project_id',
        firstname: 'firstname',
        lastname: 'lastname',
        phone: 'phone',
        email: 'email',
        assignedTo: 'assigned_to',
        scoringId: 'scoring_id',
        converted: 'converted',
        createdAt: 'created_at',
      },
      list: LEAD_LIST,
      // lower(firstname || ' ' || lastname || ' ' || email), stored and indexed (migration 1764400000000).
      searchColumn: 't.search',
    });
  }

  override create(record: LeadInput, project: ProjectScope): Promise<Lead> {
    return emailUnique(super.create(record, project));
  }

  override update(id: number, changes: Partial<LeadInput>, scope: TenantScope): Promise<boolean> {
    return emailUnique(super.update(id, changes, scope));
  }

  private scored(scope: TenantScope, query: ListQuery, narrow: (qb: SelectQueryBuilder<ObjectLiteral>) => void): Promise<ScoredLead[]> {
    const qb = this.select(scope)
      .addSelect(SCORE_COLUMNS)
      .leftJoin('scorings', 's', `s.id = ${this.field('scoringId')}`);
    narrow(qb);
    return qb
      .offset((query.page - 1) * query.perPage)
      .limit(query.perPage)
      .getRawMany<Record<string, unknown>>()
      .then((rows) => rows.map((row) => ({ ...this.decodeRow(row), scoring: scoreOf(row) })));
  }

  async sorted(query: ListQuery, assignedTo: number | undefined, scope: TenantScope): Promise<SortedLeads> {
    const newestFirst = (qb: SelectQueryBuilder<ObjectLiteral>) => qb.orderBy(this.field('id'), 'DESC');
    return {
      scored: await this.scored(scope, query, (qb) =>
        qb.andWhere('s.score > 0').orderBy('s.score', 'DESC').addOrderBy(this.field('id'), 'DESC'),
      ),
      unscored: await this.scored(scope, query, (qb) => newestFirst(qb.andWhere('(s.id IS NULL OR s.score <= 0)'))),
      assigned:
        assignedTo === undefined
          ? []
          : await this.scored(scope, query, (qb) => newestFirst(qb.andWhere(`${this.field('assignedTo')} = :assignedTo`, { assignedTo }))),
    };
  }

  listScored(filter: LeadListFilter, query: ListQuery, scope: TenantScope): Promise<Page<ScoredLead>> {
    const qb = this.select(scope)
      .addSelect(SCORE_COLUMNS)
      .leftJoin('scorings', 's', `s.id = ${this.field('scoringId')}`);
    if (filter.assignedTo !== undefined) qb.andWhere(`${this.field('assignedTo')} = :assignedTo`, { assignedTo: filter.assignedTo });
    if (filter.ranked === true) qb.andWhere('s.score > 0');
    if (filter.ranked === false) qb.andWhere('(s.id IS NULL OR s.score <= 0)');
    const field = (name: keyof Lead & string) => this.field(name);
    const fields = {
      id: field('id'),
      firstname: field('firstname'),
      lastname: field('lastname'),
      email: field('email'),
      createdAt: field('createdAt'),
      score: 's.score',
    };
    const sql = { contract: SCORED_LEAD_LIST, fields, id: field('id'), searchColumn: 't.search' };
    return pageOf(this.manager, qb, query, sql, (row) => ({ ...this.decodeRow(row), scoring: scoreOf(row) }));
  }

  listByScoring(scoringId: number, query: ListQuery, scope: TenantScope): Promise<Page<Lead>> {
    return this.list(query, scope, (qb) => qb.andWhere(`${this.field('scoringId')} = :scoringId`, { scoringId }));
  }

  async getMany(ids: number[], scope: TenantScope): Promise<Lead[]> {
    if (!ids.length) return [];
    const rows = await this.select(scope)
      .andWhere(`${this.field('id')} IN (:...ids)`, { ids })
      .getRawMany<Record<string, unknown>>();
    const byId = new Map(rows.map((row) => [Number(row.id), this.decodeRow(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async createMany(records: LeadInput[], project: ProjectScope): Promise<Lead[]> {
    if (!records.length) return [];
    const placeholders = records.map(
      (_, i) => `($${i * 7 + 1}, $${i * 7 + 2}, $${i * 7 + 3}, $${i * 7 + 4}, $${i * 7 + 5}, $${i * 7 + 6}, $${i * 7 + 7})`,
    );
    const values = records.flatMap((r) => [
      project.projectId,
      r.firstname,
      r.lastname,
      r.phone,
      r.email,
      r.assignedTo ?? null,
      r.scoringId ?? null,
    ]);
    // One statement: the batch is stored whole or not at all, without a transaction of its own.
    const rows: Array<{ id: number }> = await emailUnique(
      this.manager.query(
        `INSERT INTO leads (project_id, firstname, lastname, phone, email, assigned_to, scoring_id) VALUES ${placeholders.join(', ')} RETURNING id`,
        values,
      ),
    );
    // Read back within the project alone: the rows were just inserted there.
    return this.getMany(
      rows.map((row) => row.id),
      { kind: 'project', projectId: project.projectId },
    );
  }

  async existingEmails(project: ProjectScope, emails: string[]): Promise<string[]> {
    if (!emails.length) return [];
    const rows: Array<{ email: string }> = await this.manager.query(
      `SELECT email::text AS email FROM leads WHERE project_id = $1 AND email = ANY($2::citext[])`,
      [project.projectId, emails],
    );
    return rows.map((r) => r.email);
  }

  async lock(id: number, scope: TenantScope): Promise<Lead | null> {
    const row = await this.select(scope)
      .andWhere(`${this.field('id')} = :id`, { id })
      .setLock('pessimistic_write')
      .getRawOne<Record<string, unknown>>();
    return row ? this.decodeRow(row) : null;
  }

  async markConverted(id: number, project: ProjectScope): Promise<void> {
    await this.manager.query(`UPDATE leads SET converted = true WHERE id = $1 AND project_id = $2`, [id, project.projectId]);
  }

  async scoringInProject(scoringId: number, project: ProjectScope): Promise<boolean> {
    const rows: unknown[] = await this.manager.query(`SELECT 1 FROM scorings WHERE id = $1 AND project_id = $2`, [
      scoringId,
      project.projectId,
    ]);
    return rows.length > 0;
  }

  async userInProject(userId: number, project: ProjectScope): Promise<boolean> {
    const rows: unknown[] = await this.manager.query(
      `SELECT 1 FROM people u JOIN projects p ON p.subscription_id = u.subscription_id WHERE u.id = $1 AND u.kind = 'users' AND p.id = $2`,
      [userId, project.projectId],
    );
    return rows.length > 0;
  }

  async upsertByEmail(project: ProjectScope, fields: Pick<Lead, 'firstname' | 'lastname' | 'phone' | 'email'>): Promise<number> {
    // DO NOTHING, not DO UPDATE: a submission for a known lead then writes and locks nothing in leads, so
    // concurrent submissions with one e-mail do not queue on the lead's row. A conflicting insert waits for
    // the other transaction, and the next statement (a new snapshot) sees its lead.
    for (;;) {
      const inserted: Array<{ id: number }> = await this.manager.query(
        `INSERT INTO leads (project_id, firstname, lastname, phone, email) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (project_id, email) DO NOTHING RETURNING id`,
        [project.projectId, fields.firstname, fields.lastname, fields.phone, fields.email],
      );
      if (inserted.length) return inserted[0].id;
      const [found]: Array<{ id: number }> = await this.manager.query(`SELECT id FROM leads WHERE project_id = $1 AND email = $2`, [
        project.projectId,
        fields.email,
      ]);
      // Absent only when the lead was deleted in between: insert it again.
      if (found) return found.id;
    }
  }
}

function scoreOf(row: Record<string, unknown>): LeadScore | null {
  if (row.scoringId === null || row.scoringId === undefined || row.scoreLabel === null || row.scoreLabel === undefined) return null;
  return { id: Number(row.scoringId), label: String(row.scoreLabel), score: Number(row.scoreValue), color: String(row.scoreColor) };
}
