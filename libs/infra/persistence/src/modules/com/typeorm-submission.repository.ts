import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListQuery, Page, ProjectScope, TenantScope } from '@atrium/kernel';
import {
  SUBMISSION_LIST,
  type Submission,
  type SubmissionFilter,
  type SubmissionInput,
  type SubmissionRecord,
  type SubmissionRepository,
  type SubmissionStatus,
} from '@atrium/modules';
import { ProjectTable } from '../../database/project-table.js';

/**
 * Submissions, read with their form's label in the same statement (one join by primary key per row of the
 * page, never a query per row).
 */
export class TypeormSubmissionRepository extends ProjectTable<SubmissionRecord, typeof SUBMISSION_LIST> implements SubmissionRepository {
  constructor(db: EntityManager) {
    super(db, {
      table: 'submissions',
      columns: {
        id: 'id',
        projectId: 'project_id',
        formId: 'form_id',
        email: 'email',
        dateTime: 'date_time',
        formData: 'form_data',
        leadId: 'lead_id',
        status: 'status',
      },
      list: SUBMISSION_LIST,
      searchExpression: '(t.email::text)',
    });
    // Rows read through `select` carry the form's label; rows answered by an insert do not.
    const decodeRecord = this.decodeRow;
    this.decodeRow = (row) => {
      const record = decodeRecord(row);
      return row.formLabel === undefined ? record : ({ ...record, formLabel: row.formLabel } as Submission);
    };
  }

  override select(scope: TenantScope): SelectQueryBuilder<ObjectLiteral> {
    return super
      .select(scope)
      .innerJoin('forms', 'f', `f.id = ${this.field('formId')}`)
      .addSelect('f.label', 'formLabel');
  }

  listOf(filter: SubmissionFilter, query: ListQuery, scope: TenantScope): Promise<Page<Submission>> {
    return this.list(query, scope, (qb) => {
      // The form's project named too (as items of a group): the `(project_id, form_id, id)` index then gives
      // the page in order whatever the statistics say (migration ListWalkIndexes…).
      if (filter.formId !== undefined)
        qb.andWhere(`${this.field('formId')} = :formId`, { formId: filter.formId }).andWhere(
          `${this.field('projectId')} = (SELECT fp.project_id FROM forms fp WHERE fp.id = :formId)`,
        );
      if (filter.leadId !== undefined) qb.andWhere(`${this.field('leadId')} = :leadId`, { leadId: filter.leadId });
    }) as Promise<Page<Submission>>;
  }

  override get(id: number, scope: TenantScope): Promise<Submission | null> {
    return super.get(id, scope) as Promise<Submission | null>;
  }

  async getMany(ids: readonly number[], scope: TenantScope): Promise<Submission[]> {
    if (!ids.length) return [];
    const rows = await this.select(scope)
      .andWhere(`${this.field('id')} = ANY(:ids)`, { ids: [...ids] })
      .orderBy(this.field('id'))
      .getRawMany<Record<string, unknown>>();
    return rows.map((row) => this.decodeRow(row) as Submission);
  }

  override create(record: SubmissionInput, project: ProjectScope): Promise<SubmissionRecord> {
    return super.create(record, project);
  }

  setStatus(id: number, status: SubmissionStatus, scope: TenantScope): Promise<boolean> {
    return this.update(id, { status }, scope);
  }
}
