import {
  checkText,
  InvalidInput,
  listContract,
  NotFound,
  portToken,
  type FieldError,
  type ListQuery,
  type Page,
  type ProjectRecord,
  type ProjectScope,
  type TenantScope,
  refuseInvalid,
} from '@atrium/kernel';

/** Who may download an asset (spec 2 §4, §6): private (the default) needs a session, public needs only the link. */
export const ASSET_ACCESS = ['private', 'public'] as const;
export type AssetAccess = (typeof ASSET_ACCESS)[number];

/** A stored file of a folder (spec 2 §3 Asset). */
export interface Asset extends ProjectRecord {
  label: string;
  access: AssetAccess;
  /** The uploaded file's own name: a download is saved under it. */
  source: string;
  /** Where the bytes live in the file store (opaque, never shown). */
  storageKey: string;
  contentType: string;
  size: number;
  /** When it was uploaded. */
  dateTime: Date;
  folder: number;
}

export type AssetInput = Pick<Asset, 'label' | 'access' | 'source' | 'storageKey' | 'contentType' | 'size' | 'folder'>;

/** A file the upload has already put in the file store. */
export interface StoredUpload {
  key: string;
  /** The name the file was sent with. */
  filename: string;
  contentType: string;
  size: number;
}

/** The files of a folder (CONTRACT §4). */
export const ASSET_LIST = listContract({
  sortable: ['id', 'label', 'source', 'size', 'dateTime'],
  search: ['label', 'source'],
  date: 'dateTime',
  defaultSort: 'id',
});

export class AssetNotFound extends NotFound {
  constructor() {
    super('Asset', 'asm.asset_not_found');
  }
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;

/** The label, access and folder of a new asset, each problem named (spec 2 §5: label and file required). */
export function checkAsset(input: { label?: unknown; access?: unknown; folder?: unknown }, file: StoredUpload | undefined) {
  const errors: FieldError[] = [];
  let label: string | undefined;
  try {
    label = checkText({ label: input.label as string | undefined }, { label: 'short' }, { requireAll: true }).label;
  } catch (error) {
    if (!(error instanceof InvalidInput)) throw error;
    errors.push(...(error.errors ?? []));
  }
  const access = input.access ?? 'private';
  if (!ASSET_ACCESS.includes(access as AssetAccess)) errors.push({ field: 'access', message: 'must be private or public' });
  if (!isId(input.folder)) errors.push({ field: 'folder', message: input.folder === undefined ? 'is required' : 'must be a folder id' });
  if (!file) errors.push({ field: 'file', message: 'is required' });
  refuseInvalid(errors);
  return { label: label!, access: access as AssetAccess, folder: input.folder as number, file: file! };
}

/** Port: assets. */
export interface AssetRepository {
  /** The files of one folder, within the scope. */
  listInFolder(folder: number, query: ListQuery, scope: TenantScope): Promise<Page<Asset>>;
  get(id: number, scope: TenantScope): Promise<Asset | null>;
  /** A public asset, whoever asks (the anonymous download); null for a private or absent one. */
  getPublic(id: number): Promise<Asset | null>;
  create(record: AssetInput, project: ProjectScope): Promise<Asset>;
  /** Deletes an asset (its tags go with it) and answers it, or null when there is none in scope. */
  take(id: number, scope: TenantScope): Promise<Asset | null>;
}
export const ASSET_REPOSITORY = portToken<AssetRepository>('AssetRepository');
