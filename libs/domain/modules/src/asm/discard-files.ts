import type { FileStore } from '@atrium/kernel';

/**
 * Deletes stored bytes that no record points at any more. Their record is already gone (or was never
 * written), so a failure here must neither hide the error being answered nor fail the delete: it leaves
 * unused bytes, never a record without them.
 */
export async function discardFiles(files: FileStore, keys: string[]): Promise<void> {
  await Promise.all(keys.map((k) => files.delete(k).catch(() => undefined)));
}
