import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { InvalidInput, type FileStore, type ModuleCode, type TenantScope } from '@atrium/kernel';
import { ProjectNotFound, ResolveScope, type SessionClaims } from '@atrium/tenancy';
import { AppConfig } from '../config/config.js';
import { FILE_STORE } from './files.tokens.js';
import { moveToProject, receiveMultipart, type MultipartLimits } from './receive-multipart.js';
import { ReceivedUpload } from './received-upload.js';
import type { UploadParent } from './upload-parent.js';

export { ReceivedUpload, discardKeys, type ReceivedFile } from './received-upload.js';

export interface UploadOptions extends Omit<MultipartLimits, 'maxUploadMb'> {
  /** The module of the route: the form's project is checked against it as the auth guard would. */
  module: ModuleCode;
  /** At least this many files (default 1; fewer is a 400 on the first file field). */
  minFiles?: number;
  /**
   * The parent that names the project, as the spec's call does (`parentRecord('folder', ...)`). Without
   * it the form's `project` field, `?project=` or the API key must name the project.
   */
  projectFrom?: UploadParent;
}

type UploadRequest = FastifyRequest & { scope?: TenantScope; session?: SessionClaims };

/** Ids are 32-bit in the database: a larger one names nothing, and must not reach SQL (an error there). */
const MAX_ID = 2_147_483_647;

/**
 * Receives a `multipart/form-data` upload for a project route: the files streamed into the FileStore
 * (MAX_UPLOAD_MB → 413, type from the bytes → 415), the text fields in any order, and the caller's scope
 * narrowed to the form's project, the first segment of the files' keys. See `libs/infra/files/README.md`.
 */
@Injectable()
export class UploadReceiver {
  constructor(
    @Inject(FILE_STORE) private readonly store: FileStore,
    private readonly config: AppConfig,
    private readonly resolveScope: ResolveScope,
  ) {}

  async receive(request: FastifyRequest, options: UploadOptions): Promise<ReceivedUpload> {
    const req = request as UploadRequest;
    const received = await receiveMultipart(req, this.store, { ...options, maxUploadMb: this.config.maxUploadMb });
    // Until the project is known the files are staged; any refusal below deletes them.
    return new ReceivedUpload(received.fields, received.files, this.store).commit(async () => {
      if (received.files.length < (options.minFiles ?? 1))
        throw new InvalidInput('A file is required', [{ field: options.fileFields?.[0] ?? 'file', message: 'is required' }]);
      const project = await this.projectOf(req, received.fields, options);
      const files = await moveToProject(this.store, received.files, project.id);
      return new ReceivedUpload(received.fields, files, this.store, project.scope, project.id);
    });
  }

  /**
   * The form's project: the one it names (`project` field or `?project=`), else its parent's, else the API
   * key's; both named and found from the parent, they must agree. Checked as the auth guard checks a
   * `?project=` (subscription active, module in it, project one of its own).
   */
  private async projectOf(
    req: UploadRequest,
    fields: Record<string, string>,
    options: UploadOptions,
  ): Promise<{ scope: TenantScope; id: number }> {
    const scope = req.scope;
    const named = namedProject(req, fields);
    const parent = options.projectFrom;
    const parentProject = parent && (await this.parentProject(parent, fields, scope));
    if (named !== undefined && parentProject !== undefined && named !== parentProject)
      throw new InvalidInput(`The project is not the ${parent!.field}'s`, [
        { field: 'project', message: `is not the project of this ${parent!.field}` },
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
    if (!req.session) throw new InvalidInput('Invalid project', [{ field: 'project', message: 'cannot be checked' }]);
    return { scope: await this.resolveScope.execute(req.session, { module: options.module, projectId: id }), id };
  }

  /** The project of the parent the form names, or undefined when it names none; 404 as the parent's routes. */
  private async parentProject(parent: UploadParent, fields: Record<string, string>, scope: TenantScope | undefined) {
    const raw = fields[parent.field];
    if (raw === undefined) return undefined;
    if (!/^\d+$/.test(raw) || Number(raw) < 1)
      throw new InvalidInput(`${parent.field} must be a ${parent.field} id`, [
        { field: parent.field, message: `must be a ${parent.field} id` },
      ]);
    if (!scope) throw new Error('No tenant scope on this upload'); // Upload routes are closed to anonymous callers.
    const id = Number(raw);
    const project = id > MAX_ID ? null : await parent.projectOf(id, subscriptionWide(scope));
    if (project === null) throw parent.notFound();
    return project;
  }
}

/**
 * A user's scope over every project of their subscription: a `?project=` narrowed it, but a parent of
 * another of their projects must answer "not the same project" (400), not "not found". The guard already
 * checked the subscription and the module; the project found is checked again before it is used.
 */
function subscriptionWide(scope: TenantScope): TenantScope {
  return scope.kind === 'users' ? { kind: 'users', userId: scope.userId, subscriptionId: scope.subscriptionId } : scope;
}

/** The project the request names: the `project` field or `?project=` (the auth guard checked that one). */
function namedProject(req: UploadRequest, fields: Record<string, string>): number | undefined {
  const query = (req.query as { project?: unknown } | undefined)?.project;
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
