import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { InvalidInput, type FileStore, type ModuleCode, type TenantScope } from '@atrium/kernel';
import { ResolveScope, type SessionClaims } from '@atrium/tenancy';
import { AppConfig } from '../config/config.js';
import { FILE_STORE } from './files.tokens.js';
import { receiveMultipart, type MultipartLimits } from './receive-multipart.js';
import { ReceivedUpload } from './received-upload.js';

export { ReceivedUpload, discardKeys, type ReceivedFile } from './received-upload.js';

export interface UploadOptions extends Omit<MultipartLimits, 'maxUploadMb'> {
  /** The module of the route: a `project` sent as a form field is checked against it as the guard would. */
  module: ModuleCode;
  /** At least this many files (default 1; fewer is a 400 on the first file field). */
  minFiles?: number;
}

type UploadRequest = FastifyRequest & { scope?: TenantScope; session?: SessionClaims };

/**
 * Receives a `multipart/form-data` upload for a project route: the files streamed into the FileStore
 * (MAX_UPLOAD_MB → 413, type from the bytes → 415), the text fields, and the caller's scope narrowed to the
 * form's project. See `libs/infra/files/README.md`.
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
    const projectOf = (fields: Record<string, string>) => this.projectOf(req, fields, options.module);
    const received = await receiveMultipart(req, this.store, { ...options, maxUploadMb: this.config.maxUploadMb }, projectOf);
    const upload = new ReceivedUpload(received.fields, received.files, this.store);
    return upload.commit(async () => {
      if (received.files.length < (options.minFiles ?? 1))
        throw new InvalidInput('A file is required', [{ field: options.fileFields?.[0] ?? 'file', message: 'is required' }]);
      const project = received.project ?? (await projectOf(received.fields));
      return upload.withProject(project.scope, project.id);
    });
  }

  /**
   * The form's project. The auth guard checked a `?project=` already (the body is not parsed when it runs);
   * a `project` form field is checked here the same way, and must come before the file so that no byte is
   * stored for a project the caller may not use.
   */
  private async projectOf(
    req: UploadRequest,
    fields: Record<string, string>,
    module: ModuleCode,
  ): Promise<{ scope: TenantScope; id: number }> {
    const fromQuery = (req.query as { project?: unknown } | undefined)?.project;
    const raw = fields.project ?? (typeof fromQuery === 'string' ? fromQuery : undefined);
    // The public API's key names its project.
    if (raw === undefined && req.scope?.kind === 'project') return { scope: req.scope, id: req.scope.projectId };
    if (raw === undefined) throw new InvalidInput('Give the project before the file', [{ field: 'project', message: 'is required' }]);
    const id = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(id) || id < 1)
      throw new InvalidInput('Invalid project', [{ field: 'project', message: 'must be a positive whole number' }]);
    const scope = req.scope;
    if (scope && 'projectId' in scope && scope.projectId === id) return { scope, id };
    if (scope?.kind === 'project')
      throw new InvalidInput('Invalid project', [{ field: 'project', message: 'is not the project of this API key' }]);
    if (!req.session) throw new InvalidInput('Invalid project', [{ field: 'project', message: 'cannot be checked' }]);
    return { scope: await this.resolveScope.execute(req.session, { module, projectId: id }), id };
  }
}
