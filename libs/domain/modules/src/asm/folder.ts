import { checkText, listContract, NotFound, portToken, type ProjectRecord, type ProjectRecords, type TenantScope } from '@atrium/kernel';

/** A digital-assets folder (spec 2 §3 Folder): the assets of a project are organised in folders. */
export interface Folder extends ProjectRecord {
  /** The folder's name (the spec's field name). */
  folder: string;
  createdAt: Date;
}

export type FolderInput = Pick<Folder, 'folder'>;

/** The folders list (CONTRACT §4). */
export const FOLDER_LIST = listContract({
  sortable: ['id', 'folder', 'createdAt'],
  search: ['folder'],
  date: 'createdAt',
  defaultSort: 'id',
});

const TEXT = { folder: 'short' } as const;

export function checkFolder(input: Partial<FolderInput>, requireAll: boolean): Partial<FolderInput> {
  return checkText(input, TEXT, { requireAll });
}

export class FolderNotFound extends NotFound {
  constructor() {
    super('Folder', 'asm.folder_not_found');
  }
}

/** Port: asset folders. */
export interface FolderRepository extends ProjectRecords<Folder, FolderInput> {
  /**
   * Deletes a folder and its assets (their tags go with them) in one transaction, and answers the storage
   * keys of the deleted assets so that their bytes can go too; null when there is no such folder in scope.
   */
  deleteWithAssets(id: number, scope: TenantScope): Promise<string[] | null>;
}
export const FOLDER_REPOSITORY = portToken<FolderRepository>('FolderRepository');
