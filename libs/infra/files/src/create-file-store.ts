import { join } from 'node:path';
import type { FileStore } from '@atrium/kernel';
import { DiskFileStore } from './disk-file-store.js';
import { S3FileStore, type MinioLikeClient } from './s3-file-store.js';

export interface S3Config {
  /** S3_ENDPOINT: `http(s)://host[:port]`. */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
}

export interface FileStoreConfig {
  /** DATA_DIR: the disk driver keeps files under `<dataDir>/files`. */
  dataDir: string;
  /** S3_*: all four set selects the S3 driver. */
  s3?: S3Config;
}

type MinioModule = { Client: new (options: Record<string, unknown>) => MinioLikeClient };

// Loaded by name at run time: the disk driver (the default) must work on an installation without `minio`.
const MINIO = 'minio';

/** Builds the minio client for an S3 endpoint URL (path-style, so MinIO and s3rver work without DNS). */
export async function minioClient(s3: S3Config): Promise<MinioLikeClient> {
  let minio: MinioModule;
  try {
    minio = (await import(MINIO)) as MinioModule;
  } catch {
    throw new Error('S3_ENDPOINT is set but the "minio" package is not installed (npm install minio -w @atrium/files)');
  }
  const url = new URL(s3.endpoint);
  const useSSL = url.protocol === 'https:';
  return new minio.Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    pathStyle: true,
    region: 'us-east-1',
  });
}

/** Chooses the FileStore driver from the configuration (CONTRACT §2); the S3 bucket is created if missing. */
export async function createFileStore(config: FileStoreConfig): Promise<FileStore> {
  if (!config.s3) return new DiskFileStore(join(config.dataDir, 'files'));
  const store = new S3FileStore(await minioClient(config.s3), config.s3.bucket);
  await store.ensureBucket();
  return store;
}
