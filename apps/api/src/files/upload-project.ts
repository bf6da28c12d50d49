import { InvalidInput, MAX_ID, type ModuleCode, type TenantScope } from '@atrium/kernel';
import { ProjectNotFound, type ResolveScope, type SessionClaims } from '@atrium/tenancy';
import type { UploadParent } from './upload-parent.js';

/** What the auth guard left on an upload's request, and its `?project=`. */
export interface UploadCaller {
  scope?: TenantScope;
  session?: SessionClaims;
  query?: unknown;
}

/**
 * A received form's project (CONTRACT §5): the one it names (`project` field or `?project=`), else its
 * parent's (`projectFrom`), else the API key's; named and found from the parent, they must agree (400 on
 * `project`). Checked as the auth guard checks a `?project=` (subscription active, module in it, one of its
 * projects): the answer is the caller's scope narrowed to that project.
 */
export async function findUploadProject(
  caller: UploadCaller,
  fields: Readonly<Record<string, string>>,
  options: { module: ModuleCode; projectFrom?: UploadParent },
  resolveScope: Pick<ResolveScope, 'execute'>,
): Promise<{ scope: TenantScope; id: number }> {
  const { scope, session } = caller;
  const named = namedProject(caller, fields);
  const parent = options.projectFrom;
  const parentProject = parent && (await parentProjectOf(parent, fields, scope));
  if (parent && named !== undefined && parentProject !== undefined && named !== parentProject)
    throw new InvalidInput(`The project is not the ${parent.field}'s`, [
      { field: 'project', message: `is not the project of this ${parent.field}` },
    ]);
  const id = named ?? parentProject;
  if (id === undefined) {
    // The public API's key names its project.
    if (scope?.kind === 'project') return { scope, id: scope.projectId };
    const field = parent?.field ?? 'project';
    throw new InvalidInput(`${field} is required`, [{ field, message: 'is required' }]);
  }
  if (scope && 'projectId' in scope && scope.projectId === id) return { scope, id };
  if (scope?.kind === 'project')
    throw new InvalidInput('Invalid project', [{ field: 'project', message: 'is not the project of this API key' }]);
  if (!session) throw new InvalidInput('Invalid project', [{ field: 'project', message: 'cannot be checked' }]);
  return { scope: await resolveScope.execute(session, { module: options.module, projectId: id }), id };
}

/** The project of the parent the form names, or undefined when it names none; 404 as the parent's routes. */
async function parentProjectOf(parent: UploadParent, fields: Readonly<Record<string, string>>, scope: TenantScope | undefined) {
  const raw = fields[parent.field];
  if (raw === undefined) return undefined;
  const message = `must be a ${parent.field} id`;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new InvalidInput(`${parent.field} ${message}`, [{ field: parent.field, message }]);
  // Upload routes are closed to anonymous callers: no scope here is a wiring mistake.
  if (!scope) throw new Error('No tenant scope on this upload');
  const id = Number(raw);
  const project = id > MAX_ID ? null : await parent.projectOf(id, subscriptionWide(scope));
  if (project === null) throw parent.notFound();
  return project;
}

/**
 * A user's scope over every project of their subscription: a `?project=` narrowed it, but a parent in
 * another of their projects must answer "not the same project" (400), not "not found". The guard already
 * checked the subscription and the module; the project found is checked again before it is used.
 */
function subscriptionWide(scope: TenantScope): TenantScope {
  return scope.kind === 'users' ? { kind: 'users', userId: scope.userId, subscriptionId: scope.subscriptionId } : scope;
}

/** The project the request names: the `project` field or `?project=` (the auth guard checked that one). */
function namedProject(caller: UploadCaller, fields: Readonly<Record<string, string>>): number | undefined {
  const query = (caller.query as { project?: unknown } | undefined)?.project;
  const [fromField, fromQuery] = [fields.project, typeof query === 'string' ? query : undefined].map(projectId);
  if (fromField !== undefined && fromQuery !== undefined && fromField !== fromQuery)
    throw new InvalidInput('Invalid project', [{ field: 'project', message: 'is not the project of ?project=' }]);
  return fromField ?? fromQuery;
}

function projectId(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const id = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1)
    throw new InvalidInput('Invalid project', [{ field: 'project', message: 'must be a positive whole number' }]);
  if (id > MAX_ID) throw new ProjectNotFound();
  return id;
}
