import { scopeOfRecord, type FileStore, type TenantScope } from '@atrium/kernel';
import { AssetNotFound, checkAsset, type Asset, type AssetRepository, type StoredUpload } from './asset.js';
import { FolderNotFound, type FolderRepository } from './folder.js';
import { discardFiles } from './discard-files.js';

export interface AddAssetInput {
  label?: unknown;
  access?: unknown;
  folder?: unknown;
}

/**
 * Adds an asset whose file the upload has already stored (a multipart body streams it before the request
 * is complete). The file belongs to this call: whatever refuses the asset also deletes it, so a refused
 * upload leaves no bytes behind.
 */
export class AddAsset {
  constructor(
    private readonly assets: AssetRepository,
    private readonly folders: FolderRepository,
    private readonly files: FileStore,
  ) {}

  async execute(input: AddAssetInput, file: StoredUpload | undefined, scope: TenantScope): Promise<Asset> {
    try {
      const { label, access, folder, file: stored } = checkAsset(input, file);
      // The folder names the project: one of the caller's (and the named one, when the request named one).
      const target = await this.folders.get(folder, scope);
      if (!target) throw new FolderNotFound();
      return await this.assets.create(
        {
          label,
          access,
          folder: target.id,
          source: stored.filename,
          storageKey: stored.key,
          contentType: stored.contentType,
          size: stored.size,
        },
        scopeOfRecord(scope, target),
      );
    } catch (error) {
      if (file) await discardFiles(this.files, [file.key]);
      throw error;
    }
  }
}

/** Deletes an asset, then its bytes: a failure between the two leaves unused bytes, never an asset without them. */
export class DeleteAsset {
  constructor(
    private readonly assets: AssetRepository,
    private readonly files: FileStore,
  ) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    const asset = await this.assets.take(id, scope);
    if (!asset) throw new AssetNotFound();
    await discardFiles(this.files, [asset.storageKey]);
  }
}
