import type { TenantScope } from '@atrium/kernel';

/**
 * How an upload route finds its project when the form names none (CONTRACT §5): from the parent record a
 * form field names, as the spec's call does (an asset's `folder`, a video's `category`).
 */
export interface UploadParent {
  /** The form field holding the parent's id. */
  field: string;
  /** The parent's project when `scope` sees the parent, else null. */
  projectOf(id: number, scope: TenantScope): Promise<number | null>;
  /** What the parent's own routes answer for an unknown or invisible one (404). */
  notFound(): Error;
}

/** A parent read through its repository, e.g. `parentRecord('folder', folders, FolderNotFound)`. */
export function parentRecord(
  field: string,
  records: { get(id: number, scope: TenantScope): Promise<{ projectId: number } | null> },
  NotFoundError: new () => Error,
): UploadParent {
  return {
    field,
    projectOf: async (id, scope) => (await records.get(id, scope))?.projectId ?? null,
    notFound: () => new NotFoundError(),
  };
}
