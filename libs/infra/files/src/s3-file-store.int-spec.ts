import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import S3rver from 's3rver';
import { createFileStore, minioClient } from './create-file-store.js';
import { fileStoreContract } from './file-store.contract.js';
import { S3FileStore, type MinioLikeClient } from './s3-file-store.js';

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

  it('sweeps staging on a real S3 API: the staged objects older than asked go, stored files stay', async () => {
    await store.put('staging/left.bin', Readable.from([Buffer.from('x')]), 'application/octet-stream');
    await store.put('7/stored.bin', Readable.from([Buffer.from('y')]), 'application/octet-stream');
    await new Promise((r) => setTimeout(r, 1100)); // S3 times are in whole seconds.
    expect(await store.removeStaleStaging(0)).toBe(1);
    expect(await store.size('staging/left.bin')).toBeNull();
    expect(await store.size('7/stored.bin')).toBe(1);
  });

  it('created the configured bucket at start', async () => {
    expect(await (await minioClient(s3)).bucketExists('atrium-test')).toBe(true);
  });
});

describe('S3FileStore.removeStaleStaging', () => {
  it('aborts the multipart uploads and removes the staged objects older than asked, and nothing else', async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const aborted: string[] = [];
    const removed: string[] = [];
    const listed: string[] = [];
    const client = {
      listIncompleteUploads: (_bucket: string, prefix: string) => {
        listed.push(`uploads:${prefix}`);
        return Readable.from([
          { key: '9/killed.mp4', uploadId: 'u1', initiated: hoursAgo(3) },
          { key: '9/uploading.mp4', uploadId: 'u2', initiated: hoursAgo(0.1) },
        ]);
      },
      removeIncompleteUpload: async (_bucket: string, key: string) => void aborted.push(key),
      listObjectsV2: (_bucket: string, prefix: string) => {
        listed.push(`objects:${prefix}`);
        return Readable.from([
          { name: 'staging/left.bin', lastModified: hoursAgo(2) },
          { name: 'staging/arriving.bin', lastModified: hoursAgo(0.2) },
        ]);
      },
      removeObject: async (_bucket: string, key: string) => void removed.push(key),
    } as unknown as MinioLikeClient;
    expect(await new S3FileStore(client, 'b').removeStaleStaging(3_600_000)).toBe(2);
    expect(aborted).toEqual(['9/killed.mp4']);
    expect(removed).toEqual(['staging/left.bin']);
    // Only the staging folder's objects are looked at: stored files are never candidates.
    expect(listed).toEqual(['uploads:', 'objects:staging/']);
  });
});
