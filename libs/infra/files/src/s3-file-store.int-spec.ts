import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import S3rver from 's3rver';
import { createFileStore, minioClient } from './create-file-store.js';
import { fileStoreContract } from './file-store.contract.js';
import type { S3FileStore } from './s3-file-store.js';

/** The minio client is loaded at run time; without it the S3 driver cannot run (CI must have it). */
const minioInstalled = await import('minio' as string).then(
  () => true,
  () => false,
);
if (!minioInstalled) {
  if (process.env.CI) throw new Error('the minio package is required for the S3 driver test');
  console.warn('S3FileStore int-spec skipped: the "minio" package is not installed');
}

(minioInstalled ? describe : describe.skip)('S3FileStore (s3rver on loopback)', () => {
  let dir: string;
  let server: S3rver;
  let store: S3FileStore;
  const s3 = { endpoint: '', accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'atrium-test' };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atrium-s3rver-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
    const address = (await server.run()) as AddressInfo;
    s3.endpoint = `http://127.0.0.1:${address.port}`;
    // The bucket does not exist yet: createFileStore makes it.
    store = (await createFileStore({ dataDir: dir, s3 })) as S3FileStore;
  });
  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  // s3rver has no multipart upload: the contract's objects stay small.
  fileStoreContract(() => store);

  it('created the configured bucket at start', async () => {
    expect(await (await minioClient(s3)).bucketExists('atrium-test')).toBe(true);
  });
});
