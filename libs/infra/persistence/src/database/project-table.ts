import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListContract, ListQuery, Page, ProjectRecord, ProjectScope, TenantScope } from '@atrium/kernel';
import { pageOf } from './list-query.sql.js';
import { whereInScope } from './tenant-scope.sql.js';

/** Each field of an entity → its column. Typed by the entity, so a field without a column fails the typecheck. */
export type Columns<E> = { readonly [K in keyof E]-?: string };

/** How one module table stores one entity: the single place its column names appear. */
export interface ProjectTableDef<E extends ProjectRecord, C extends ListContract<keyof E & string, keyof E & string, keyof E & string>> {
  table: string;
  columns: Columns<E>;
  list: C;
  /** One expression over the columns (alias `t`) that `q` matches, the one a trigram index serves (see `ListSql`). */
  searchExpression?: string;
  /** A stored, lower-cased column (alias `t`) that `q` matches with `LIKE` instead (see `ListSql`). */
  searchColumn?: string;
  /** Converts what `pg` answers where it differs from the entity's type (e.g. bigint and numeric arrive as text). */
  decode?: { [K in keyof E]?: (value: unknown) => E[K] };
}

const ALIAS = 't';
// Writes name the table without an alias, so the scope's expressions are unqualified there.
const SCOPE_READ = { project: `${ALIAS}.project_id` };
const SCOPE_WRITE = { project: 'project_id' };

/**
 * The shared persistence of module records (CONTRACT §5): every statement, read or write, carries the
 * caller's tenant scope, so a record of another subscription's project is simply not found. A module's
 * repository extends it with its table's definition, plus whatever its entity adds.
 */
export class ProjectTable<E extends ProjectRecord, C extends ListContract<keyof E & string, keyof E & string, keyof E & string>> {
  private readonly selectList: string[];
  private readonly listFields: Record<string, string>;

  constructor(
    private readonly db: EntityManager,
    private readonly def: ProjectTableDef<E, C>,
  ) {
    const columns = Object.entries(def.columns) as Array<[string, string]>;
    this.selectList = columns.map(([field, column]) => `${ALIAS}.${column} AS "${field}"`);
    this.listFields = Object.fromEntries(columns.map(([field, column]) => [field, `${ALIAS}.${column}`]));
  }

  /** A SELECT of the entity's fields within the scope; `narrow` adds a module's own filters (e.g. a parent). */
  select(scope: TenantScope): SelectQueryBuilder<ObjectLiteral> {
    return whereInScope(this.db.createQueryBuilder().select(this.selectList).from(this.def.table, ALIAS), scope, SCOPE_READ);
  }

  /** The SQL expression of a field in `select`'s query, for a module's own filters. */
  field(name: keyof E & string): string {
    return this.listFields[name];
  }

  decodeRow = (row: Record<string, unknown>): E => {
    const decode = (this.def.decode ?? {}) as Record<string, (v: unknown) => unknown>;
    const entity: Record<string, unknown> = {};
    for (const field of Object.keys(this.def.columns)) entity[field] = decode[field] ? decode[field](row[field]) : row[field];
    return entity as E;
  };

  list(query: ListQuery, scope: TenantScope, narrow?: (qb: SelectQueryBuilder<ObjectLiteral>) => void): Promise<Page<E>> {
    const qb = this.select(scope);
    narrow?.(qb);
    const sql = {
      contract: this.def.list,
      fields: this.listFields as never,
      id: this.field('id'),
      searchExpression: this.def.searchExpression,
      searchColumn: this.def.searchColumn,
    };
    return pageOf(this.db, qb, query, sql, this.decodeRow);
  }

  async get(id: number, scope: TenantScope): Promise<E | null> {
    const row = await this.select(scope)
      .andWhere(`${this.field('id')} = :id`, { id })
      .getRawOne<Record<string, unknown>>();
    return row ? this.decodeRow(row) : null;
  }

  /** Inserts a record into `project`, which the resolver checked to be the caller's (see `projectOf`). */
  async create(values: Partial<Omit<E, 'projectId'>>, project: ProjectScope): Promise<E> {
    const [row] = (await this.db
      .createQueryBuilder()
      .insert()
      .into(this.def.table)
      .values(this.toColumns({ ...values, projectId: project.projectId } as Partial<E>))
      .returning(this.selectList.map((s) => s.replace(`${ALIAS}.`, '')).join(', '))
      .execute()
      .then((r) => r.raw)) as Record<string, unknown>[];
    return this.decodeRow(row);
  }

  /** Changes a record within the scope; answers false when there is none there. */
  async update(id: number, changes: Partial<E>, scope: TenantScope): Promise<boolean> {
    const set = this.toColumns(changes);
    if (!Object.keys(set).length) return Boolean(await this.get(id, scope));
    const qb = this.db.createQueryBuilder().update(this.def.table).set(set).where('id = :id', { id });
    const result = await whereInScope(qb, scope, SCOPE_WRITE).execute();
    return (result.affected ?? 0) > 0;
  }

  /** Deletes a record within the scope; answers false when there is none there. */
  async delete(id: number, scope: TenantScope): Promise<boolean> {
    const qb = this.db.createQueryBuilder().delete().from(this.def.table).where('id = :id', { id });
    const result = await whereInScope(qb, scope, SCOPE_WRITE).execute();
    return (result.affected ?? 0) > 0;
  }

  private toColumns(values: Partial<E>): Record<string, unknown> {
    const columns = this.def.columns as Record<string, string>;
    return Object.fromEntries(
      Object.entries(values)
        .filter(([field, value]) => value !== undefined && field in columns)
        .map(([field, value]) => [columns[field], value]),
    );
  }
}
