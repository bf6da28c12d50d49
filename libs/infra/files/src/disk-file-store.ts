import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_STAGING, NotFound, type ByteRange, type FileStore, type StoredFile } from '@atrium/kernel';
import { countingStream } from './counting-stream.js';
import { checkFileKey } from './file-key.js';

/** The default driver: files under `DATA_DIR/files`, one file per key. */
export class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async put(key: string, body: Readable, _contentType: string): Promise<number> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside its final name then renamed: a failed or aborted upload never leaves a partial file
    // under a real key, and a reader never sees a half-written one.
    const temp = `${path}.${randomUUID()}.part`;
    const counter = countingStream();
    try {
      await pipeline(body, counter.stream, createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return counter.bytes();
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile> {
    const path = this.pathOf(key);
    const size = await this.size(key);
    if (size === null) throw new NotFound('File', 'files.not_found');
    const body = range ? createReadStream(path, { start: range.start, end: Math.min(range.end, size - 1) }) : createReadStream(path);
    return { body, size };
  }

  async size(key: string): Promise<number | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async move(from: string, to: string): Promise<void> {
    const [source, target] = [this.pathOf(from), this.pathOf(to)];
    await mkdir(dirname(target), { recursive: true });
    // One rename on the same file system: no byte is copied, and no reader ever sees half a file.
    await rename(source, target).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new NotFound('File', 'files.not_found') : error;
    });
  }

  async removeStaleStaging(olderThanMs: number): Promise<number> {
    const before = Date.now() - olderThanMs;
    let entries;
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0; // Nothing stored yet.
      throw error;
    }
    let removed = 0;
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const staged = entry.name.endsWith('.part') || relative(this.root, path).split(sep)[0] === FILE_STAGING;
      if (!staged) continue;
      // Gone meanwhile (its upload finished or failed and cleaned up): not an error.
      const info = await stat(path).catch(() => null);
      if (info && info.mtimeMs < before) {
        await rm(path, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  private pathOf(key: string): string {
    return join(this.root, checkFileKey(key));
  }
}
