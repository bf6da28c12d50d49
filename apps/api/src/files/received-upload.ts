import { Logger } from '@nestjs/common';
import type { FileStore, TenantScope } from '@atrium/kernel';

export interface ReceivedFile {
  /** The form field it came in. */
  field: string;
  /** Where its bytes are in the FileStore: `<projectId>/<uuid>.<ext>` (`staging/<uuid>.<ext>` until the project is known). */
  key: string;
  /** The name the client gave it (for Content-Disposition on download), at most 255 characters. */
  name: string;
  /** The type recognised from its bytes (not the one the client declared). */
  type: string;
  size: number;
}

/** A received multipart form: its text fields and its files, already stored. */
export class ReceivedUpload {
  constructor(
    readonly fields: Readonly<Record<string, string>>,
    readonly files: readonly ReceivedFile[],
    private readonly store: FileStore,
    /** The caller's scope narrowed to the form's project (set by `UploadReceiver`). */
    readonly scope: TenantScope = { kind: 'admins' },
    /** The form's project (named, or found from the parent the form names), the first segment of every key. */
    readonly projectId = 0,
  ) {}

  /** The first file (routes taking one file). */
  get file(): ReceivedFile {
    return this.files[0];
  }

  /** Deletes the stored files: for when what follows the upload fails. */
  discard(): Promise<void> {
    return discardKeys(
      this.store,
      this.files.map((f) => f.key),
    );
  }

  /**
   * Runs the write that records the files (validation, the DB insert); if it throws, the stored bytes are
   * deleted before the error goes on, so a refused or failed write leaves no orphan file.
   */
  async commit<T>(write: (upload: ReceivedUpload) => Promise<T>): Promise<T> {
    try {
      return await write(this);
    } catch (error) {
      await this.discard();
      throw error;
    }
  }
}

/** Deletes stored keys, logging (not throwing) a failure: the caller's own error is the one to report. */
export async function discardKeys(store: FileStore, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((key) => store.delete(key).catch((error: Error) => new Logger('files').error(`could not delete ${key}: ${error.message}`))),
  );
}
