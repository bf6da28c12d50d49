import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { InvalidInput, parseListQuery, type TenantScope } from '@atrium/kernel';
import { FakeAssets, FakeAssetTags, FakeFolders, MemoryFileStore } from '@atrium/testing';
import { AssetNotFound } from './asset.js';
import { AddAsset, DeleteAsset } from './asset.use-cases.js';
import { ASSET_TAG_LIST, AssetTagNotFound, TaggedRecordNotFound } from './asset-tag.js';
import { DetachAsset, ListAssetTags, ListManagedFolders, SetAssetTags } from './asset-tag.use-cases.js';
import { FOLDER_LIST, FolderNotFound } from './folder.js';
import { AddFolder, DeleteFolder, UpdateFolder } from './folder.use-cases.js';

// Subscription 1 holds projects 10 and 11; subscription 2 holds project 20.
const projectsOf = (subscriptionId: number) => ({ 1: [10, 11], 2: [20] })[subscriptionId] ?? [];
const user = (subscriptionId: number, projectId?: number): TenantScope => ({ kind: 'users', userId: 1, subscriptionId, projectId });

function setup() {
  const files = new MemoryFileStore();
  const assets = new FakeAssets(projectsOf);
  const folders = new FakeFolders(projectsOf, assets);
  const tags = new FakeAssetTags(projectsOf, assets);
  const upload = async (name = 'plan.pdf') => {
    const key = `asm/${files.files.size + 1}`;
    const size = await files.put(key, Readable.from([Buffer.from('%PDF-1.4 bytes')]), 'application/pdf');
    return { key, filename: name, contentType: 'application/pdf', size };
  };
  return {
    files,
    assets,
    folders,
    tags,
    upload,
    addFolder: new AddFolder(folders),
    updateFolder: new UpdateFolder(folders),
    deleteFolder: new DeleteFolder(folders, files),
    addAsset: new AddAsset(assets, folders, files),
    deleteAsset: new DeleteAsset(assets, files),
    listTags: new ListAssetTags(tags),
    listManaged: new ListManagedFolders(folders, tags),
    setTags: new SetAssetTags(tags),
    detach: new DetachAsset(tags),
  };
}

describe('asset folders', () => {
  it('adds a trimmed folder to the named project, and needs a name within 200 characters', async () => {
    const { addFolder, folders } = setup();
    expect(await addFolder.execute({ folder: '  Plans ' }, user(1, 10))).toMatchObject({ folder: 'Plans', projectId: 10 });
    for (const folder of ['', '  ', 'x'.repeat(201)])
      await expect(addFolder.execute({ folder }, user(1, 10))).rejects.toMatchObject({
        errors: [expect.objectContaining({ field: 'folder' })],
      });
    await expect(addFolder.execute({ folder: 'Plans' }, user(1))).rejects.toBeInstanceOf(InvalidInput);
    expect(folders.rows.size).toBe(1);
  });

  it("renames and deletes within the caller's subscription only; deleting takes the files' bytes", async () => {
    const s = setup();
    const folder = await s.addFolder.execute({ folder: 'Plans' }, user(1, 10));
    const asset = await s.addAsset.execute({ label: 'Plan', folder: folder.id }, await s.upload(), user(1));
    await expect(s.updateFolder.execute(folder.id, { folder: 'Stolen' }, user(2))).rejects.toBeInstanceOf(FolderNotFound);
    await expect(s.deleteFolder.execute(folder.id, user(2))).rejects.toBeInstanceOf(FolderNotFound);
    await s.updateFolder.execute(folder.id, { folder: 'Drawings' }, user(1));
    expect(s.folders.rows.get(folder.id)?.folder).toBe('Drawings');
    expect(s.files.files.has(asset.storageKey)).toBe(true);
    await s.deleteFolder.execute(folder.id, user(1, 10));
    expect(s.folders.rows.size).toBe(0);
    expect(s.assets.rows.size).toBe(0);
    expect(s.files.files.size).toBe(0);
  });
});

describe('assets', () => {
  it('adds a private asset by default, in the project of its folder, under the file name it was sent with', async () => {
    const s = setup();
    const folder = await s.addFolder.execute({ folder: 'Plans' }, user(1, 11));
    const file = await s.upload('floor plan.pdf');
    const asset = await s.addAsset.execute({ label: ' Floor ', folder: folder.id }, file, user(1));
    expect(asset).toMatchObject({
      label: 'Floor',
      access: 'private',
      projectId: 11,
      folder: folder.id,
      source: 'floor plan.pdf',
      storageKey: file.key,
    });
    const open = await s.addAsset.execute({ label: 'Open', folder: folder.id, access: 'public' }, await s.upload(), user(1));
    expect(open.access).toBe('public');
  });

  it('refuses a bad label, access, folder or a missing file, and deletes the bytes already stored', async () => {
    const s = setup();
    const folder = await s.addFolder.execute({ folder: 'Plans' }, user(1, 10));
    const bad = [
      [{ label: '', folder: folder.id }, 'label'],
      [{ label: 'x'.repeat(201), folder: folder.id }, 'label'],
      [{ label: 'Plan', folder: folder.id, access: 'everyone' }, 'access'],
      [{ label: 'Plan', folder: '1' }, 'folder'],
      [{ label: 'Plan' }, 'folder'],
    ] as const;
    for (const [input, field] of bad)
      await expect(s.addAsset.execute(input, await s.upload(), user(1))).rejects.toMatchObject({
        errors: [expect.objectContaining({ field })],
      });
    await expect(s.addAsset.execute({ label: 'Plan', folder: folder.id }, undefined, user(1))).rejects.toMatchObject({
      errors: [{ field: 'file', message: 'is required' }],
    });
    // Another subscription's folder is not found; a named project that is not the folder's neither.
    await expect(s.addAsset.execute({ label: 'Plan', folder: folder.id }, await s.upload(), user(2))).rejects.toBeInstanceOf(
      FolderNotFound,
    );
    await expect(s.addAsset.execute({ label: 'Plan', folder: folder.id }, await s.upload(), user(1, 11))).rejects.toBeInstanceOf(
      FolderNotFound,
    );
    expect(s.assets.rows.size).toBe(0);
    expect(s.files.files.size).toBe(0);
  });

  it("deletes an asset and its bytes within the caller's subscription only", async () => {
    const s = setup();
    const folder = await s.addFolder.execute({ folder: 'Plans' }, user(1, 10));
    const asset = await s.addAsset.execute({ label: 'Plan', folder: folder.id }, await s.upload(), user(1));
    await expect(s.deleteAsset.execute(asset.id, user(2))).rejects.toBeInstanceOf(AssetNotFound);
    expect(s.files.files.size).toBe(1);
    await s.deleteAsset.execute(asset.id, user(1));
    expect(s.files.files.size).toBe(0);
    await expect(s.deleteAsset.execute(asset.id, user(1))).rejects.toBeInstanceOf(AssetNotFound);
  });
});

describe('asset tags', () => {
  async function tagged() {
    const s = setup();
    const folder = await s.addFolder.execute({ folder: 'Plans' }, user(1, 10));
    const a = await s.addAsset.execute({ label: 'A', folder: folder.id }, await s.upload(), user(1));
    const b = await s.addAsset.execute({ label: 'B', folder: folder.id }, await s.upload(), user(1));
    const elsewhere = await s.addFolder.execute({ folder: 'Other' }, user(1, 11));
    const c = await s.addAsset.execute({ label: 'C', folder: elsewhere.id }, await s.upload(), user(1));
    s.tags.records.set('lead:5', 10);
    s.tags.records.set('customer:5', 20);
    return { ...s, a, b, c };
  }

  const allTags = parseListQuery({ perPage: 100 }, ASSET_TAG_LIST);
  const tagsOf = async (s: { listTags: ListAssetTags }, scope: TenantScope) =>
    (await s.listTags.execute({ tagType: 'lead', typeId: 5 }, allTags, scope)).rows;

  it("sets exactly the selected files as a record's tags", async () => {
    const s = await tagged();
    await s.setTags.execute({ tagType: 'lead', typeId: 5, selected: [s.a.id, s.b.id, s.a.id] }, user(1));
    expect((await tagsOf(s, user(1))).map((t) => t.asset).sort()).toEqual([s.a.id, s.b.id]);
    const [kept] = await tagsOf(s, user(1));
    await s.setTags.execute({ tagType: 'lead', typeId: 5, selected: [kept.asset] }, user(1));
    const now = await tagsOf(s, user(1));
    expect(now).toEqual([
      expect.objectContaining({ id: kept.id, asset: kept.asset, assetDetails: expect.objectContaining({ label: expect.any(String) }) }),
    ]);
    await s.setTags.execute({ tagType: 'lead', typeId: 5, selected: [] }, user(1));
    expect(await tagsOf(s, user(1))).toEqual([]);
  });

  it('refuses a record of another tenant (404), a file of another project (400) and bad input, changing nothing', async () => {
    const s = await tagged();
    await s.setTags.execute({ tagType: 'lead', typeId: 5, selected: [s.a.id] }, user(1));
    await expect(s.setTags.execute({ tagType: 'customer', typeId: 5, selected: [] }, user(1))).rejects.toBeInstanceOf(TaggedRecordNotFound);
    await expect(tagsOf(s, user(2))).rejects.toBeInstanceOf(TaggedRecordNotFound);
    await expect(s.setTags.execute({ tagType: 'lead', typeId: 6, selected: [] }, user(1))).rejects.toBeInstanceOf(TaggedRecordNotFound);
    await expect(s.setTags.execute({ tagType: 'lead', typeId: 5, selected: [s.c.id] }, user(1))).rejects.toMatchObject({
      errors: [{ field: 'selected', message: "must name files of the record's project" }],
    });
    for (const input of [
      { tagType: 'video', typeId: 5, selected: [] },
      { tagType: 'lead', typeId: '5', selected: [] },
      { tagType: 'lead', typeId: 5, selected: 'all' },
      { tagType: 'lead', typeId: 5, selected: [0] },
    ])
      await expect(s.setTags.execute(input, user(1))).rejects.toBeInstanceOf(InvalidInput);
    expect(s.tags.tags.map((t) => t.asset)).toEqual([s.a.id]);
  });

  it('shows a page of the folders, each with all its files and their tags; another tenant sees none', async () => {
    const s = await tagged();
    await s.setTags.execute({ tagType: 'lead', typeId: 5, selected: [s.a.id] }, user(1));
    const empty = await s.addFolder.execute({ folder: 'Empty' }, user(1, 10));
    const onePerPage = (page: number) => parseListQuery({ page, perPage: 1 }, FOLDER_LIST);
    const [tag] = s.tags.tags;
    // The fake lists newest first: the empty folder, then Plans.
    expect(await s.listManaged.execute(onePerPage(1), user(1, 10))).toEqual({
      rows: [{ id: empty.id, folder: 'Empty', files: [] }],
      total: 2,
    });
    expect(await s.listManaged.execute(onePerPage(2), user(1, 10))).toEqual({
      rows: [
        {
          id: s.a.folder,
          folder: 'Plans',
          files: [
            { id: s.a.id, filename: 'plan.pdf', label: 'A', tags: [{ id: tag.id, tagType: 'lead', typeId: 5 }] },
            { id: s.b.id, filename: 'plan.pdf', label: 'B', tags: [] },
          ],
        },
      ],
      total: 2,
    });
    expect(await s.listManaged.execute(onePerPage(1), user(2))).toEqual({ rows: [], total: 0 });
  });

  it("detaches a tag within the caller's subscription only", async () => {
    const s = await tagged();
    await s.setTags.execute({ tagType: 'lead', typeId: 5, selected: [s.a.id] }, user(1));
    const [tag] = s.tags.tags;
    await expect(s.detach.execute(tag.id, user(2))).rejects.toBeInstanceOf(AssetTagNotFound);
    await s.detach.execute(tag.id, user(1, 10));
    expect(s.tags.tags).toEqual([]);
    await expect(s.detach.execute(tag.id, user(1))).rejects.toBeInstanceOf(AssetTagNotFound);
  });
});
