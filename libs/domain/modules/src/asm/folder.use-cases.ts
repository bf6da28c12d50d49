import { projectOf, type FileStore, type TenantScope } from '@atrium/kernel';
import { discardFiles } from './discard-files.js';
import { checkFolder, FolderNotFound, type Folder, type FolderInput, type FolderRepository } from './folder.js';

export class AddFolder {
  constructor(private readonly folders: FolderRepository) {}

  async execute(input: FolderInput, scope: TenantScope): Promise<Folder> {
    const fields = checkFolder(input, true) as FolderInput;
    return this.folders.create(fields, projectOf(scope));
  }
}

export class UpdateFolder {
  constructor(private readonly folders: FolderRepository) {}

  async execute(id: number, changes: Partial<FolderInput>, scope: TenantScope): Promise<void> {
    if (!(await this.folders.update(id, checkFolder(changes, false), scope))) throw new FolderNotFound();
  }
}

/** Deletes a folder with its assets, then their bytes: a failure between the two leaves unused bytes, never an asset without them. */
export class DeleteFolder {
  constructor(
    private readonly folders: FolderRepository,
    private readonly files: FileStore,
  ) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    const keys = await this.folders.deleteWithAssets(id, scope);
    if (!keys) throw new FolderNotFound();
    await discardFiles(this.files, keys);
  }
}
