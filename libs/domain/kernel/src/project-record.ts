import type { ListQuery, Page } from './pagination.js';
import type { ProjectScope } from './project-scope.js';
import type { TenantScope } from './tenant-scope.js';

/** Every module record belongs to one project (CONTRACT §5). */
export interface ProjectRecord {
  id: number;
  projectId: number;
}

/**
 * Port: the records of one module table, always within the caller's tenant scope, reads and writes alike.
 * A module's repository port is this, plus whatever its entity adds.
 */
export interface ProjectRecords<E extends ProjectRecord, Input> {
  list(query: ListQuery, scope: TenantScope): Promise<Page<E>>;
  get(id: number, scope: TenantScope): Promise<E | null>;
  /** Adds a record to `project` (see `projectOf`, `scopeOfRecord`). */
  create(record: Input, project: ProjectScope): Promise<E>;
  /** Answers false when there is no such record in the scope. */
  update(id: number, changes: Partial<Input>, scope: TenantScope): Promise<boolean>;
  /** Answers false when there is no such record in the scope. */
  delete(id: number, scope: TenantScope): Promise<boolean>;
}
