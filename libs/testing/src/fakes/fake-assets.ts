// In-memory ports of the digital assets (asm), with the scope rules of the real repositories.
import { Readable } from 'node:stream';
import { NotFound, type FileStore, type ListQuery, type Page, type ProjectScope, type StoredFile, type TenantScope } from '@atrium/kernel';
import { FakeProjectRecords } from './fake-project-records.js';
import type {
  Asset,
  AssetInput,
  AssetRepository,
  AssetTag,
  AssetTagRepository,
  Folder,
  FolderInput,
  FolderRepository,
  ManagedFile,
  TaggedRecord,
} from '@atrium/modules';

export class MemoryFileStore implements FileStore {
  readonly files = new Map<string, Buffer>();
  async put(key: string, body: Readable, _contentType: string): Promise<number> {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
    this.files.set(key, Buffer.concat(chunks));
    return this.files.get(key)!.length;
  }
  async get(key: string): Promise<StoredFile> {
    const bytes = this.files.get(key);
    if (!bytes) throw new Error(`no ${key}`);
    return { body: Readable.from([bytes]), size: bytes.length };
  }
  async size(key: string): Promise<number | null> {
    return this.files.get(key)?.length ?? null;
  }
  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
  async move(from: string, to: string): Promise<void> {
    const bytes = this.files.get(from);
    if (!bytes) throw new NotFound('File', 'files.not_found');
    this.files.set(to, bytes);
    this.files.delete(from);
  }
  /** Nothing in memory outlives the process that staged it. */
  async removeStaleStaging(): Promise<number> {
    return 0;
  }
}

export class FakeAssets extends FakeProjectRecords<Asset, AssetInput> implements AssetRepository {
  override async create(record: AssetInput, project: ProjectScope): Promise<Asset> {
    const created = await super.create(record, project);
    return Object.assign(created, { dateTime: new Date(0) });
  }
  async listInFolder(folder: number, query: ListQuery, scope: TenantScope): Promise<Page<Asset>> {
    const rows = (await this.list({ ...query, perPage: 1000 }, scope)).rows.filter((a) => a.folder === folder);
    return { rows, total: rows.length };
  }
  async getPublic(id: number): Promise<Asset | null> {
    const asset = this.rows.get(id);
    return asset?.access === 'public' ? asset : null;
  }
  async take(id: number, scope: TenantScope): Promise<Asset | null> {
    const asset = await this.get(id, scope);
    if (asset) this.rows.delete(id);
    return asset;
  }
}

export class FakeFolders extends FakeProjectRecords<Folder, FolderInput> implements FolderRepository {
  constructor(
    projectsOf: (subscriptionId: number) => number[],
    private readonly assets: FakeAssets,
  ) {
    super(projectsOf);
  }
  async deleteWithAssets(id: number, scope: TenantScope): Promise<string[] | null> {
    if (!(await this.delete(id, scope))) return null;
    const gone = [...this.assets.rows.values()].filter((a) => a.folder === id);
    for (const a of gone) this.assets.rows.delete(a.id);
    return gone.map((a) => a.storageKey);
  }
}

/** Tags over the fake assets; `records` holds the taggable records as `<tagType>:<typeId>` → project. */
export class FakeAssetTags implements AssetTagRepository {
  readonly tags: AssetTag[] = [];
  readonly records = new Map<string, number>();
  private nextId = 1;
  constructor(
    private readonly projectsOf: (subscriptionId: number) => number[],
    private readonly assets: FakeAssets,
  ) {}
  private sees(projectId: number, scope: TenantScope): boolean {
    if (scope.kind === 'admins') return true;
    if (scope.kind === 'project') return scope.projectId === projectId;
    if (scope.kind === 'clients') return false;
    return this.projectsOf(scope.subscriptionId).includes(projectId) && (scope.projectId ?? projectId) === projectId;
  }
  async projectOfRecord(r: TaggedRecord, scope: TenantScope): Promise<number | null> {
    const projectId = this.records.get(`${r.tagType}:${r.typeId}`);
    return projectId !== undefined && this.sees(projectId, scope) ? projectId : null;
  }
  async forRecord(r: TaggedRecord, query: ListQuery, scope: TenantScope): Promise<Page<AssetTag>> {
    const all = this.tags.filter((t) => t.tagType === r.tagType && t.typeId === r.typeId && this.sees(t.projectId, scope));
    const start = (query.page - 1) * query.perPage;
    return { rows: all.slice(start, start + query.perPage), total: all.length };
  }
  async assetsInProject(ids: number[], { projectId }: ProjectScope): Promise<number[]> {
    return ids.filter((id) => this.assets.rows.get(id)?.projectId === projectId);
  }
  async replaceForRecord(r: TaggedRecord, assetIds: number[], { projectId }: ProjectScope): Promise<void> {
    const kept = this.tags.filter((t) => !(t.tagType === r.tagType && t.typeId === r.typeId) || assetIds.includes(t.asset));
    const missing = assetIds.filter((id) => !kept.some((t) => t.asset === id && t.tagType === r.tagType && t.typeId === r.typeId));
    this.tags.splice(0, this.tags.length, ...kept);
    for (const asset of missing) {
      const a = this.assets.rows.get(asset)!;
      const assetDetails = { label: a.label, dateTime: a.dateTime, source: a.source, access: a.access };
      this.tags.push({ id: this.nextId++, projectId, asset, ...r, assetDetails });
    }
  }
  async delete(id: number, scope: TenantScope): Promise<boolean> {
    const i = this.tags.findIndex((t) => t.id === id && this.sees(t.projectId, scope));
    if (i < 0) return false;
    this.tags.splice(i, 1);
    return true;
  }
  async filesInFolders(folderIds: number[], scope: TenantScope): Promise<Array<ManagedFile & { folderId: number }>> {
    return [...this.assets.rows.values()]
      .filter((a) => folderIds.includes(a.folder) && this.sees(a.projectId, scope))
      .sort((a, b) => a.folder - b.folder || a.id - b.id)
      .map((a) => ({
        id: a.id,
        folderId: a.folder,
        filename: a.source,
        label: a.label,
        tags: this.tags.filter((t) => t.asset === a.id).map((t) => ({ id: t.id, tagType: t.tagType, typeId: t.typeId })),
      }));
  }
}
