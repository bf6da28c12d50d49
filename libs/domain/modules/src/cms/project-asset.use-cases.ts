import { randomUUID } from 'node:crypto';
import { checkText, InvalidInput, projectOf, type FieldError, type FileStore, type TenantScope, refuseInvalid } from '@atrium/kernel';
import {
  isLink,
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
    const label = checkedLabel(input.label, errors);
    const assetType = kindOf(input.file.type);
    if (!assetType) errors.push({ field: 'file', message: 'must be an image or a video' });
    else if (input.assetType !== undefined && input.assetType !== assetType)
      errors.push({ field: 'assetType', message: `does not match the file (${assetType})` });
    refuseInvalid(errors);
    return this.assets.create(
      {
        label,
        assetType: assetType!,
        source: input.file.key,
        fileName: input.file.name,
        fileType: input.file.type,
        fileSize: input.file.size,
      },
      projectOf(scope),
    );
  }
}

export interface AddProjectAssetFromSourceInput {
  label?: string;
  assetType?: string;
  /** An http(s) address, or the key of a file already stored for the project (a digital asset's). */
  source?: string;
}

const MAX_SOURCE = 512;

function checkedLabel(label: string | undefined, errors: FieldError[]): string {
  try {
    return checkText({ label }, { label: 'short' }, { requireAll: true }).label!;
  } catch (error) {
    if (!(error instanceof InvalidInput)) throw error;
    errors.push(...(error.errors ?? []));
    return '';
  }
}

/** An address a browser can fetch: http(s), no credentials, within the column. */
function linkError(source: string): string | undefined {
  if (source.length > MAX_SOURCE) return `must be at most ${MAX_SOURCE} characters`;
  try {
    const url = new URL(source);
    if (url.username || url.password) return 'must not carry a user name or password';
    return url.hostname ? undefined : 'must be an http(s) address';
  } catch {
    return 'must be an http(s) address';
  }
}

/** The last segment of a link's path, as a file name (a malformed escape is kept as written). */
function linkName(source: string): string {
  const last = new URL(source).pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last).slice(0, 255);
  } catch {
    return last.slice(0, 255);
  }
}

/**
 * Spec 1's JSON call `POST /cms/assets {project, assetType, label, source}`: the asset is a link when `source`
 * is an http(s) address, or a copy of a file the project already stored (so that deleting either one never
 * takes the other's bytes).
 */
export class AddProjectAssetFromSource {
  constructor(
    private readonly assets: ProjectAssetRepository,
    private readonly files: FileStore,
  ) {}

  async execute(input: AddProjectAssetFromSourceInput, scope: TenantScope): Promise<ProjectAsset> {
    const project = projectOf(scope);
    const errors: FieldError[] = [];
    const label = checkedLabel(input.label, errors);
    const assetType = PROJECT_ASSET_TYPES.find((t) => t === input.assetType);
    if (!assetType) errors.push({ field: 'assetType', message: input.assetType === undefined ? 'is required' : 'must be image or video' });
    const source = input.source?.trim() ?? '';
    if (!source) errors.push({ field: 'source', message: 'is required' });
    else if (isLink(source)) {
      const wrong = linkError(source);
      if (wrong) errors.push({ field: 'source', message: wrong });
      refuseInvalid(errors);
      return this.assets.create(
        { label, assetType: assetType!, source, fileName: linkName(source) || label, fileType: '', fileSize: 0 },
        project,
      );
    }
    const file = source ? await this.assets.projectFile(source, project) : null;
    if (source && !file) errors.push({ field: 'source', message: 'must be an http(s) address or a file of this project' });
    else if (file && assetType && kindOf(file.type) !== assetType)
      errors.push({ field: 'assetType', message: `does not match the file (${kindOf(file.type) ?? file.type})` });
    refuseInvalid(errors);
    const key = `${project.projectId}/${randomUUID()}${/\.[a-z0-9]{1,8}$/i.exec(source)?.[0] ?? ''}`;
    await this.files.put(key, (await this.files.get(source)).body, file!.type);
    try {
      const { name: fileName, type: fileType, size: fileSize } = file!;
      return await this.assets.create({ label, assetType: assetType!, source: key, fileName, fileType, fileSize }, project);
    } catch (error) {
      await this.files.delete(key);
      throw error;
    }
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
    // A link's bytes are not ours; and its address must never reach the store as a key.
    if (!isLink(asset.source)) await this.files.delete(asset.source);
  }
}
