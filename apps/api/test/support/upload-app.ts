import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { Controller, Get, Inject, Module, Post, Query, Req, Res } from '@nestjs/common';
import { APP_FILTER, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { InvalidInput, type FileStore, type TenantScope } from '@atrium/kernel';
import { DiskFileStore } from '@atrium/files';
import { ResolveScope } from '@atrium/tenancy';
import { AppConfig } from '../../src/config/config.js';
import { FILE_STORE } from '../../src/files/files.tokens.js';
import { sendStoredFile } from '../../src/files/send-stored-file.js';
import { UploadReceiver } from '../../src/files/upload-receiver.js';
import { ErrorFilter } from '../../src/http/error.filter.js';

export const UPLOAD_PROJECT = 7;

/** A route using the helpers as a module route would; the scope the auth guard would set is fixed. */
@Controller('files')
class UploadTestController {
  constructor(
    private readonly receiver: UploadReceiver,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  @Post()
  async upload(@Req() request: FastifyRequest & { scope?: TenantScope }) {
    // What the auth guard sets for `?project=7`.
    request.scope = { kind: 'users', userId: 1, subscriptionId: 1, projectId: UPLOAD_PROJECT };
    const upload = await this.receiver.receive(request, { module: 'cms', accept: ['image/*'], fileFields: ['file', 'more'], maxFiles: 2 });
    return upload.commit(async ({ fields, files }) => {
      // Stands for a refused DB write after the bytes were stored.
      if (fields.fail) throw new InvalidInput('Refused after the upload');
      return { fields, files };
    });
  }

  @Get()
  download(@Query('key') key: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendStoredFile(request, reply, this.store, { key, type: 'image/png', name: 'café "photo".png' });
  }
}

export interface UploadApp {
  baseUrl: string;
  root: string;
  store: FileStore;
  /** Every file under the store's root (relative paths), temporary ones included. */
  storedFiles(): Promise<string[]>;
  close(): Promise<void>;
}

/** A minimal Nest app on Fastify with the upload helpers over a disk store in a temp dir. */
export async function startUploadApp(maxUploadMb: number): Promise<UploadApp> {
  const root = await mkdtemp(join(tmpdir(), 'atrium-upload-'));
  const store = new DiskFileStore(root);
  const config = Object.assign(new AppConfig(), { maxUploadMb, dataDir: root });
  @Module({
    controllers: [UploadTestController],
    providers: [
      { provide: AppConfig, useValue: config },
      { provide: FILE_STORE, useValue: store },
      { provide: ResolveScope, useValue: { execute: () => Promise.reject(new Error('not used')) } },
      UploadReceiver,
      { provide: APP_FILTER, useClass: ErrorFilter },
    ],
  })
  class UploadTestModule {}
  const app = await NestFactory.create<NestFastifyApplication>(UploadTestModule, new FastifyAdapter(), { logger: ['error'] });
  await app.register(fastifyMultipart);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    root,
    store,
    async storedFiles() {
      return (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name).slice(root.length + 1));
    },
    async close() {
      await app.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** A 1×1 PNG, followed by `padding` bytes so that tests can choose its size. */
export function png(padding = 0): Buffer {
  const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  return Buffer.concat([pixel, Buffer.alloc(padding, 7)]);
}
