import { InvalidInput } from './domain-error.js';
import type { TenantScope } from './tenant-scope.js';

declare const PROJECT_SCOPE: unique symbol;

/**
 * One project, as the resolver found it for the caller: a user's scope narrowed to a project of their
 * subscription, or a project's API key. Every repository method that works in one project takes this, never a
 * bare id, so a route that skipped the resolver has nothing to pass and does not compile. The brand keeps
 * an object literal out: only `projectOf` and `scopeOfRecord` make one, from the `TenantScope` the resolver
 * (tenancy's ResolveScope, ResolveApiKey) made for the request.
 */
export type ProjectScope = (UserInProject | ProjectKey) & { readonly [PROJECT_SCOPE]: true };
type UserInProject = Extract<TenantScope, { kind: 'users' }> & { projectId: number };
type ProjectKey = Extract<TenantScope, { kind: 'project' }>;

/** The project the request named, already checked by the resolver to be one of the caller's (400 when none was named). */
export function projectOf(scope: TenantScope): ProjectScope {
  if ((scope.kind === 'users' || scope.kind === 'project') && scope.projectId !== undefined) return scope as ProjectScope;
  throw new InvalidInput('Name the project', [{ field: 'project', message: 'is required' }]);
}

/**
 * The project of a record just read within `scope` (e.g. a lead to update, a group to add an item to): the
 * caller's scope narrowed to that record's project. Only for a record the caller's scope let through: the
 * narrowing never widens what the scope sees.
 */
export function scopeOfRecord(scope: TenantScope, record: { projectId: number }): ProjectScope {
  const { projectId } = record;
  switch (scope.kind) {
    case 'users':
    case 'project':
      if (scope.projectId !== undefined && scope.projectId !== projectId) throw new Error('The record is outside the scope it was read in');
      return { ...scope, projectId } as ProjectScope;
    // The system's own work (e.g. a form's intake), which reads every project's records.
    case 'admins':
      return { kind: 'project', projectId } as ProjectScope;
    case 'clients':
      throw new Error('A client reads no project records');
  }
}
