import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListQuery, Page, ProjectScope, TenantScope } from '@atrium/kernel';
import {
  CUSTOMER_FIELDS,
  CUSTOMER_LIST,
  type Customer,
  type CustomerExportRow,
  type CustomerInput,
  type CustomerRepository,
} from '@atrium/modules';
import { columnsOf, insertedColumns } from '../../database/field-columns.js';
import { ProjectTable } from '../../database/project-table.js';

const COLUMNS = columnsOf(CUSTOMER_FIELDS, { customerGroup: 'customer_group_id' });
const INSERTED = insertedColumns(CUSTOMER_FIELDS, COLUMNS);

/** Rows an export reads per statement: small enough to stream, large enough to keep round trips few. */
const EXPORT_BATCH = 500;

export class TypeormCustomerRepository extends ProjectTable<Customer, typeof CUSTOMER_LIST> implements CustomerRepository {
  constructor(private readonly manager: EntityManager) {
    super(manager, {
      table: 'customers',
      columns: COLUMNS,
      list: CUSTOMER_LIST,
      // lower(firstname || ' ' || lastname || ' ' || email), stored and indexed (migration 1764400000000).
      searchColumn: 't.search',
    });
  }

  private assigned(userId: number) {
    return (qb: SelectQueryBuilder<ObjectLiteral>) => qb.andWhere(`${this.field('assignedTo')} = :assignedTo`, { assignedTo: userId });
  }

  listAssigned(userId: number, query: ListQuery, scope: TenantScope): Promise<Page<Customer>> {
    return this.list(query, scope, this.assigned(userId));
  }

  listOfLead(leadId: number, query: ListQuery, scope: TenantScope): Promise<Page<Customer>> {
    return this.list(query, scope, (qb) => qb.andWhere(`${this.field('leadId')} = :leadId`, { leadId }));
  }

  async getMany(ids: number[], scope: TenantScope): Promise<Customer[]> {
    if (!ids.length) return [];
    const rows = await this.select(scope)
      .andWhere(`${this.field('id')} IN (:...ids)`, { ids })
      .getRawMany<Record<string, unknown>>();
    const byId = new Map(rows.map((row) => [Number(row.id), this.decodeRow(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async createMany(records: CustomerInput[], project: ProjectScope): Promise<Customer[]> {
    if (!records.length) return [];
    const width = INSERTED.columns.length;
    const placeholders = records.map((_, i) => `(${INSERTED.columns.map((__, j) => `$${i * width + j + 1}`).join(', ')})`);
    const values = records.flatMap((r) => INSERTED.values(r, project.projectId));
    // One statement: the batch is stored whole or not at all.
    const rows: Array<{ id: number }> = await this.manager.query(
      `INSERT INTO customers (${INSERTED.columns.join(', ')}) VALUES ${placeholders.join(', ')} RETURNING id`,
      values,
    );
    // Read back within the project alone: the rows were just inserted there.
    return this.getMany(
      rows.map((row) => row.id),
      { kind: 'project', projectId: project.projectId },
    );
  }

  async groupsInProject(groupIds: number[], project: ProjectScope): Promise<number[]> {
    const rows: Array<{ id: number }> = await this.manager.query(
      `SELECT id FROM customer_groups WHERE id = ANY($1::int[]) AND project_id = $2`,
      [groupIds, project.projectId],
    );
    return rows.map((r) => Number(r.id));
  }

  async usersInProject(userIds: number[], project: ProjectScope): Promise<number[]> {
    const rows: Array<{ id: number }> = await this.manager.query(
      `SELECT u.id FROM people u JOIN projects p ON p.subscription_id = u.subscription_id
       WHERE u.id = ANY($1::int[]) AND u.kind = 'users' AND p.id = $2`,
      [userIds, project.projectId],
    );
    return rows.map((r) => Number(r.id));
  }

  async *batches(filter: { assignedTo?: number }, scope: TenantScope): AsyncIterable<CustomerExportRow[]> {
    let after = 0;
    for (;;) {
      // Keyset, not OFFSET: each batch starts from the index where the last one ended. The names come in the
      // same statement (primary-key joins), so an export reads people's words, not ids, at no extra round trip.
      const qb = this.select(scope)
        .andWhere(`${this.field('id')} > :after`, { after })
        .leftJoin('customer_groups', 'g', `g.id = ${this.field('customerGroup')}`)
        .leftJoin('people', 'u', `u.id = ${this.field('assignedTo')}`)
        .addSelect('g.group_name', 'groupName')
        .addSelect(`NULLIF(trim(u.firstname || ' ' || u.lastname), '')`, 'assignedToName');
      if (filter.assignedTo !== undefined) this.assigned(filter.assignedTo)(qb);
      const rows = await qb.orderBy(this.field('id'), 'ASC').limit(EXPORT_BATCH).getRawMany<Record<string, unknown>>();
      if (!rows.length) return;
      const batch = rows.map((row) => ({
        ...this.decodeRow(row),
        groupName: String(row.groupName ?? ''),
        assignedToName: (row.assignedToName as string | null) ?? null,
      }));
      yield batch;
      if (rows.length < EXPORT_BATCH) return;
      after = batch[batch.length - 1].id;
    }
  }
}
