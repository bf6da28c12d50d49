import { InvalidInput } from './domain-error.js';
import type { ListQuery, Page } from './pagination.js';
import type { TenantScope } from './tenant-scope.js';

/** Every module record belongs to one project (CONTRACT §5). */
export interface ProjectRecord {
  id: number;
  projectId: number;
}

/**
 * The project a create goes to: the one the request named, already checked by the access policy to be one
 * of the caller's subscription's projects.
 */
export function projectOf(scope: TenantScope): number {
  if ((scope.kind === 'users' || scope.kind === 'project') && scope.projectId !== undefined) return scope.projectId;
  throw new InvalidInput('Name the project', [{ field: 'project', message: 'is required' }]);
}

/**
 * Port: the records of one module table, always within the caller's tenant scope, reads and writes alike.
 * A module's repository port is this, plus whatever its entity adds.
 */
export interface ProjectRecords<E extends ProjectRecord, Input> {
  list(query: ListQuery, scope: TenantScope): Promise<Page<E>>;
  get(id: number, scope: TenantScope): Promise<E | null>;
  create(record: Input & { projectId: number }): Promise<E>;
  /** Answers false when there is no such record in the scope. */
  update(id: number, changes: Partial<Input>, scope: TenantScope): Promise<boolean>;
  /** Answers false when there is no such record in the scope. */
  delete(id: number, scope: TenantScope): Promise<boolean>;
}
