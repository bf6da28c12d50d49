import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { InvalidInput, type FileStore, type ModuleCode } from '@atrium/kernel';
import { ResolveScope } from '@atrium/tenancy';
import { AppConfig } from '../config/config.js';
import { FILE_STORE } from './files.tokens.js';
import { moveToProject, receiveMultipart, type MultipartLimits } from './receive-multipart.js';
import { ReceivedUpload } from './received-upload.js';
import type { UploadParent } from './upload-parent.js';
import { findUploadProject, type UploadCaller } from './upload-project.js';

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
    const received = await receiveMultipart(request, this.store, { ...options, maxUploadMb: this.config.maxUploadMb });
    // Until the project is known the files are staged; any refusal below deletes them.
    return new ReceivedUpload(received.fields, received.files, this.store).commit(async () => {
      if (received.files.length < (options.minFiles ?? 1))
        throw new InvalidInput('A file is required', [{ field: options.fileFields?.[0] ?? 'file', message: 'is required' }]);
      const project = await findUploadProject(request as FastifyRequest & UploadCaller, received.fields, options, this.resolveScope);
      const files = await moveToProject(this.store, received.files, project.id);
      return new ReceivedUpload(received.fields, files, this.store, project.scope, project.id);
    });
  }
}
