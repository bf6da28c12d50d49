import {
  listContract,
  NotFound,
  portToken,
  type ListQuery,
  type Page,
  type ProjectRecord,
  type ProjectRecords,
  type ProjectScope,
  type TenantScope,
} from '@atrium/kernel';

/** The two kinds of the project assets page (spec 1 §3 Asset: type image or video). */
export const PROJECT_ASSET_TYPES = ['image', 'video'] as const;
export type ProjectAssetType = (typeof PROJECT_ASSET_TYPES)[number];

/** An image or a video of a project (spec 1 §3); its bytes are in the FileStore under `source`. */
export interface ProjectAsset extends ProjectRecord {
  label: string;
  assetType: ProjectAssetType;
  /** The FileStore key of the bytes, or an http(s) address (`isLink`) of bytes kept elsewhere. */
  source: string;
  /** The client's file name, given back on download. */
  fileName: string;
  /** The media type recognised from the bytes at upload. */
  fileType: string;
  fileSize: number;
  createdAt: Date;
}

export type ProjectAssetInput = Omit<ProjectAsset, 'id' | 'projectId' | 'createdAt'>;

/** The stored file an upload hands over (see `UploadReceiver`). */
export interface ProjectAssetFile {
  key: string;
  name: string;
  type: string;
  size: number;
}

export const PROJECT_ASSET_LIST = listContract({
  sortable: ['id', 'label', 'createdAt'],
  search: ['label'],
  date: 'createdAt',
  defaultSort: 'id',
});

export class ProjectAssetNotFound extends NotFound {
  constructor() {
    super('Asset', 'cms.asset_not_found');
  }
}

/** Port: the project assets; `take` deletes one and answers it (its key, so that the bytes go too). */
export interface ProjectAssetRepository extends ProjectRecords<ProjectAsset, ProjectAssetInput> {
  listOfType(query: ListQuery, type: ProjectAssetType | undefined, scope: TenantScope): Promise<Page<ProjectAsset>>;
  take(id: number, scope: TenantScope): Promise<ProjectAsset | null>;
  /** A file already stored for the project (a digital asset's or a project asset's key), or null. */
  projectFile(key: string, project: ProjectScope): Promise<Omit<ProjectAssetFile, 'key'> | null>;
}
export const PROJECT_ASSET_REPOSITORY = portToken<ProjectAssetRepository>('ProjectAssetRepository');

/** An asset whose `source` is an address on the web (spec 1's JSON call may name one): no bytes of ours. */
export const isLink = (source: string): boolean => /^https?:\/\//i.test(source);
