import { Global, Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { createFileStore } from '@atrium/files';
import { TypeormAccessRepository } from '@atrium/persistence';
import { ACCESS_REPOSITORY, ResolveScope } from '@atrium/tenancy';
import { AppConfig } from '../config/config.js';
import { factory, factoryAs, factoryFrom } from '../wiring.js';
import { FILE_STORE } from './files.tokens.js';
import { StagingCleanup } from './staging-cleanup.js';
import { UploadReceiver } from './upload-receiver.js';

/**
 * Uploaded bytes: the FileStore driver the configuration chooses (disk under DATA_DIR/files, or S3 when
 * S3_* is set, its bucket created at start) and the multipart receiver every upload route uses.
 */
@Global()
@Module({
  providers: [
    factoryFrom(FILE_STORE, (c: AppConfig) => createFileStore({ dataDir: c.dataDir, s3: c.s3 }), AppConfig),
    // The receiver checks a `project` form field as the auth guard checks `?project=`.
    factoryAs(ACCESS_REPOSITORY, TypeormAccessRepository, EntityManager),
    factory(ResolveScope, ACCESS_REPOSITORY),
    UploadReceiver,
    StagingCleanup,
  ],
  exports: [FILE_STORE, UploadReceiver],
})
export class FilesModule {}
