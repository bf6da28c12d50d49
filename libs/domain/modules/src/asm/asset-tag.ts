import {
  listContract,
  NotFound,
  portToken,
  type FieldError,
  type ListQuery,
  type Page,
  type ProjectScope,
  type TenantScope,
  refuseInvalid,
} from '@atrium/kernel';
import type { AssetAccess } from './asset.js';

/** The records an asset can be tagged to (spec 2 §3 Asset tag). */
export const ASSET_TAG_TYPES = ['lead', 'customer', 'inventory'] as const;
export type AssetTagType = (typeof ASSET_TAG_TYPES)[number];

/** One record's link to an asset, read with the asset's details. */
export interface AssetTag {
  id: number;
  projectId: number;
  asset: number;
  tagType: AssetTagType;
  typeId: number;
  assetDetails: { label: string; dateTime: Date; source: string; access: AssetAccess };
}

/** The files tagged to one record (CONTRACT §4): sorted, searched and dated by the tagged file's fields. */
export const ASSET_TAG_LIST = listContract({
  sortable: ['id', 'label', 'dateTime'],
  search: ['label', 'source'],
  date: 'dateTime',
  defaultSort: 'id',
});

/** A file as the manage-tags view shows it: its name and label, and every tag it has. */
export interface ManagedFile {
  id: number;
  filename: string;
  label: string;
  tags: Array<{ id: number; tagType: AssetTagType; typeId: number }>;
}

/** The manage-tags view (spec 2 §3 Manage-tags folder): a folder of a project with its files and their tags. */
export interface ManagedFolder {
  id: number;
  folder: string;
  files: ManagedFile[];
}

/** The tagged record: a lead, a customer or an inventory item, by id. */
export interface TaggedRecord {
  tagType: AssetTagType;
  typeId: number;
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;

export function checkTaggedRecord(input: { tagType?: unknown; typeId?: unknown }): TaggedRecord {
  const errors: FieldError[] = [];
  if (!ASSET_TAG_TYPES.includes(input.tagType as AssetTagType))
    errors.push({ field: 'tagType', message: 'must be lead, customer or inventory' });
  if (!isId(input.typeId)) errors.push({ field: 'typeId', message: 'must be a record id' });
  refuseInvalid(errors);
  return { tagType: input.tagType as AssetTagType, typeId: input.typeId as number };
}

export class AssetTagNotFound extends NotFound {
  constructor() {
    super('Asset tag', 'asm.asset_tag_not_found');
  }
}

/** The tagged lead, customer or inventory item is absent, or in a project the caller may not see. */
export class TaggedRecordNotFound extends NotFound {
  constructor() {
    super('Tagged record', 'asm.tagged_record_not_found');
  }
}

/** Port: asset tags. */
export interface AssetTagRepository {
  /** The project of the tagged record when the caller may see it, else null. */
  projectOfRecord(record: TaggedRecord, scope: TenantScope): Promise<number | null>;
  /** A page of one record's tags within the scope (ASSET_TAG_LIST). */
  forRecord(record: TaggedRecord, query: ListQuery, scope: TenantScope): Promise<Page<AssetTag>>;
  /** Which of these assets are the project's. */
  assetsInProject(ids: number[], project: ProjectScope): Promise<number[]>;
  /** Makes `assetIds` exactly the record's tags in its `project`, in one transaction (the others go, the missing ones come). */
  replaceForRecord(record: TaggedRecord, assetIds: number[], project: ProjectScope): Promise<void>;
  /** Answers false when there is no such tag in scope. */
  delete(id: number, scope: TenantScope): Promise<boolean>;
  /** The files of these folders within the scope, each with its folder's id and its tags, by folder then id. */
  filesInFolders(folderIds: number[], scope: TenantScope): Promise<Array<ManagedFile & { folderId: number }>>;
}
export const ASSET_TAG_REPOSITORY = portToken<AssetTagRepository>('AssetTagRepository');
