import { InvalidInput, scopeOfRecord, type ListQuery, type Page, type TenantScope } from '@atrium/kernel';
import {
  AssetTagNotFound,
  checkTaggedRecord,
  TaggedRecordNotFound,
  type AssetTag,
  type AssetTagRepository,
  type ManagedFile,
  type ManagedFolder,
  type TaggedRecord,
} from './asset-tag.js';
import type { FolderRepository } from './folder.js';

/** At most this many files tagged to one record in one call: it bounds the statement the call becomes. */
export const MAX_TAGGED_ASSETS = 1000;

async function visibleRecord(tags: AssetTagRepository, input: { tagType?: unknown; typeId?: unknown }, scope: TenantScope) {
  const record = checkTaggedRecord(input);
  const projectId = await tags.projectOfRecord(record, scope);
  if (projectId === null) throw new TaggedRecordNotFound();
  return { record, project: scopeOfRecord(scope, { projectId }) };
}

/** A page of the files tagged to a lead, customer or inventory item of the caller's projects. */
export class ListAssetTags {
  constructor(private readonly tags: AssetTagRepository) {}

  async execute(input: { tagType?: unknown; typeId?: unknown }, query: ListQuery, scope: TenantScope): Promise<Page<AssetTag>> {
    const { record } = await visibleRecord(this.tags, input, scope);
    return this.tags.forRecord(record, query, scope);
  }
}

/**
 * Sets exactly the selected files as a record's tags (PATCH /asm/assets/manage). The record and every file
 * must be of one project the caller may see; a file of another project is refused, and nothing changes.
 */
export class SetAssetTags {
  constructor(private readonly tags: AssetTagRepository) {}

  async execute(input: { tagType?: unknown; typeId?: unknown; selected?: unknown }, scope: TenantScope): Promise<TaggedRecord> {
    const selected = input.selected;
    if (!Array.isArray(selected) || selected.length > MAX_TAGGED_ASSETS || !selected.every((id) => Number.isSafeInteger(id) && id >= 1))
      throw new InvalidInput('selected must be a list of file ids', [
        { field: 'selected', message: `must be a list of at most ${MAX_TAGGED_ASSETS} file ids` },
      ]);
    const { record, project } = await visibleRecord(this.tags, input, scope);
    const ids = [...new Set(selected as number[])];
    const found = new Set(ids.length ? await this.tags.assetsInProject(ids, project) : []);
    const foreign = ids.filter((id) => !found.has(id));
    if (foreign.length)
      throw new InvalidInput(`selected names files that are not the record's project's: ${foreign.join(', ')}`, [
        { field: 'selected', message: "must name files of the record's project" },
      ]);
    await this.tags.replaceForRecord(record, ids, project);
    return record;
  }
}

/** Detaches one file from its record. */
export class DetachAsset {
  constructor(private readonly tags: AssetTagRepository) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    if (!(await this.tags.delete(id, scope))) throw new AssetTagNotFound();
  }
}

/**
 * The manage-tags view (GET /asm/assets/manage): a page of the project's folders, paged, filtered and sorted
 * as the folders list is (FOLDER_LIST), each with its files and their tags. Two reads after the page
 * whatever its size: the files of its folders, with their tags.
 */
export class ListManagedFolders {
  constructor(
    private readonly folders: FolderRepository,
    private readonly tags: AssetTagRepository,
  ) {}

  async execute(query: ListQuery, scope: TenantScope): Promise<Page<ManagedFolder>> {
    const page = await this.folders.list(query, scope);
    const files = page.rows.length
      ? await this.tags.filesInFolders(
          page.rows.map((f) => f.id),
          scope,
        )
      : [];
    const filesOf = new Map<number, ManagedFile[]>();
    for (const { folderId, ...file } of files) {
      const listed = filesOf.get(folderId);
      if (listed) listed.push(file);
      else filesOf.set(folderId, [file]);
    }
    return { ...page, rows: page.rows.map((f) => ({ id: f.id, folder: f.folder, files: filesOf.get(f.id) ?? [] })) };
  }
}
