import { checkText, InvalidInput, projectOf, type FieldError, type FileStore, type TenantScope } from '@atrium/kernel';
import {
  PROJECT_ASSET_TYPES,
  ProjectAssetNotFound,
  type ProjectAsset,
  type ProjectAssetRepository,
  type ProjectAssetType,
  type ProjectAssetFile,
} from './project-asset.js';

export interface AddProjectAssetInput {
  label?: string;
  /** Optional (spec 1's `assetType`): when given, it must match the file. */
  assetType?: string;
  file: ProjectAssetFile;
}

/** image/* is an image, video/* a video; the type comes from the bytes, so the client cannot mislabel it. */
function kindOf(mime: string): ProjectAssetType | undefined {
  return PROJECT_ASSET_TYPES.find((t) => mime.startsWith(`${t}/`));
}

/** Records an image or a video whose bytes the upload already stored (the caller deletes them if this throws). */
export class AddProjectAsset {
  constructor(private readonly assets: ProjectAssetRepository) {}

  async execute(input: AddProjectAssetInput, scope: TenantScope): Promise<ProjectAsset> {
    const errors: FieldError[] = [];
    let label = '';
    try {
      label = checkText({ label: input.label }, { label: 'short' }, { requireAll: true }).label!;
    } catch (error) {
      if (!(error instanceof InvalidInput)) throw error;
      errors.push(...(error.errors ?? []));
    }
    const assetType = kindOf(input.file.type);
    if (!assetType) errors.push({ field: 'file', message: 'must be an image or a video' });
    else if (input.assetType !== undefined && input.assetType !== assetType)
      errors.push({ field: 'assetType', message: `does not match the file (${assetType})` });
    if (errors.length) throw new InvalidInput(errors.map((e) => `${e.field} ${e.message}`).join('; '), errors);
    return this.assets.create({
      label,
      assetType: assetType!,
      source: input.file.key,
      fileName: input.file.name,
      fileType: input.file.type,
      fileSize: input.file.size,
      projectId: projectOf(scope),
    });
  }
}

/** Deletes an asset, then its bytes: a failure between the two leaves unused bytes, never a row without them. */
export class DeleteProjectAsset {
  constructor(
    private readonly assets: ProjectAssetRepository,
    private readonly files: FileStore,
  ) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    const asset = await this.assets.take(id, scope);
    if (!asset) throw new ProjectAssetNotFound();
    await this.files.delete(asset.source);
  }
}
