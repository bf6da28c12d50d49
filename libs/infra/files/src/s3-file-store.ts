import type { Readable } from 'node:stream';
import { FILE_STAGING, NotFound, type ByteRange, type FileStore, type StoredFile } from '@atrium/kernel';
import { countingStream } from './counting-stream.js';
import { checkFileKey } from './file-key.js';
import { firstPart } from './first-part.js';

/** minio's smallest multipart part: a file up to this size is one PUT. */
const SINGLE_PUT_BYTES = 5 * 1024 * 1024;

/**
 * The part of the `minio` client (v8) this driver uses. Declared here so the driver and its tests depend on
 * the shape, not on the package being loadable at type-check time (see `createFileStore`).
 */
export interface MinioLikeClient {
  bucketExists(bucket: string): Promise<boolean>;
  makeBucket(bucket: string, region?: string): Promise<void>;
  putObject(bucket: string, key: string, body: Readable | Buffer, size?: number, meta?: Record<string, string>): Promise<unknown>;
  getObject(bucket: string, key: string): Promise<Readable>;
  getPartialObject(bucket: string, key: string, offset: number, length?: number): Promise<Readable>;
  statObject(bucket: string, key: string): Promise<{ size: number }>;
  removeObject(bucket: string, key: string): Promise<void>;
  copyObject(bucket: string, key: string, source: string): Promise<unknown>;
  listIncompleteUploads(bucket: string, prefix: string, recursive: boolean): AsyncIterable<{ key: string; initiated?: Date }>;
  removeIncompleteUpload(bucket: string, key: string): Promise<void>;
  listObjectsV2(bucket: string, prefix: string, recursive: boolean): AsyncIterable<{ name?: string; lastModified?: Date }>;
}

/** S3 error codes meaning "no such object" (minio's S3Error.code; a HEAD answers a bare NotFound). */
const MISSING = new Set(['NoSuchKey', 'NotFound', 'NoSuchObject']);

function isMissing(error: unknown): boolean {
  return MISSING.has((error as { code?: string }).code ?? '');
}

/** Files in one bucket of an S3-compatible store (MinIO, AWS, s3rver in tests), through the minio client. */
export class S3FileStore implements FileStore {
  constructor(
    private readonly client: MinioLikeClient,
    private readonly bucket: string,
  ) {}

  /** Creates the bucket when missing; called once at start, so a wrong endpoint or key fails the boot loudly. */
  async ensureBucket(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) await this.client.makeBucket(this.bucket);
  }

  async put(key: string, body: Readable, contentType: string): Promise<number> {
    checkFileKey(key);
    const meta = { 'Content-Type': contentType };
    // A file within one part goes up in one PUT of known size; a larger one as a multipart upload of
    // unknown size (the minio client's parts). Either way at most one part is held in memory. S3 writes an
    // object atomically: a failed upload leaves no object under the key (the client aborts its multipart
    // upload on error), so there is nothing to clean up here.
    const first = await firstPart(body, SINGLE_PUT_BYTES);
    if ('whole' in first) {
      await this.client.putObject(this.bucket, key, first.whole, first.whole.length, meta);
      return first.whole.length;
    }
    const counter = countingStream();
    first.rest.on('error', (error) => counter.stream.destroy(error));
    await this.client.putObject(this.bucket, key, first.rest.pipe(counter.stream), undefined, meta);
    return counter.bytes();
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile> {
    const size = await this.size(key);
    if (size === null) throw new NotFound('File', 'files.not_found');
    try {
      const body = range
        ? await this.client.getPartialObject(this.bucket, key, range.start, Math.min(range.end, size - 1) - range.start + 1)
        : await this.client.getObject(this.bucket, key);
      return { body, size };
    } catch (error) {
      // Deleted between the stat and the read.
      if (isMissing(error)) throw new NotFound('File', 'files.not_found');
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await this.client.statObject(this.bucket, checkFileKey(key))).size;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of an unknown key with success, as the port asks.
    await this.client.removeObject(this.bucket, checkFileKey(key));
  }

  async move(from: string, to: string): Promise<void> {
    checkFileKey(from);
    checkFileKey(to);
    // S3 has no rename: a copy inside the bucket (the bytes never leave it; at most 5 GiB in one copy), then
    // the delete. Either failing fails the move, and the caller deletes both keys.
    try {
      await this.client.copyObject(this.bucket, to, `/${this.bucket}/${from}`);
    } catch (error) {
      if (isMissing(error)) throw new NotFound('File', 'files.not_found');
      throw error;
    }
    await this.client.removeObject(this.bucket, from);
  }

  async removeStaleStaging(olderThanMs: number): Promise<number> {
    const before = Date.now() - olderThanMs;
    // A multipart upload whose process died is never completed nor aborted: its parts stay (and are billed)
    // until someone aborts it. Keys are unique per upload, so aborting a key's upload touches no other.
    const stale: string[] = [];
    try {
      for await (const upload of this.client.listIncompleteUploads(this.bucket, '', true))
        if (upload.key && upload.initiated && upload.initiated.getTime() < before) stale.push(upload.key);
    } catch (error) {
      // A store without multipart uploads (s3rver) has none to abort.
      if ((error as { code?: string }).code !== 'NotImplemented') throw error;
    }
    for (const key of stale) await this.client.removeIncompleteUpload(this.bucket, key);
    const staged: string[] = [];
    for await (const object of this.client.listObjectsV2(this.bucket, `${FILE_STAGING}/`, true))
      if (object.name && object.lastModified && object.lastModified.getTime() < before) staged.push(object.name);
    for (const key of staged) await this.client.removeObject(this.bucket, key);
    return stale.length + staged.length;
  }
}
