import { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import type { ListQuery, Page, ProjectScope, TenantScope } from '@atrium/kernel';
import { FakeProjectRecords, MemoryFileStore } from '@atrium/testing';
import {
  ProjectAssetNotFound,
  type ProjectAsset,
  type ProjectAssetInput,
  type ProjectAssetRepository,
  type ProjectAssetType,
} from './project-asset.js';
import { AddProjectAsset, AddProjectAssetFromSource, DeleteProjectAsset } from './project-asset.use-cases.js';

class FakeProjectAssets extends FakeProjectRecords<ProjectAsset, ProjectAssetInput> implements ProjectAssetRepository {
  async listOfType(query: ListQuery, type: ProjectAssetType | undefined, scope: TenantScope): Promise<Page<ProjectAsset>> {
    const page = await this.list({ ...query, page: 1, perPage: 1000 }, scope);
    const rows = page.rows.filter((r) => !type || r.assetType === type);
    return { rows, total: rows.length };
  }
  stored = new Map<string, { name: string; type: string; size: number; projectId: number }>();
  async projectFile(key: string, { projectId }: ProjectScope) {
    const file = this.stored.get(key);
    return file && file.projectId === projectId ? { name: file.name, type: file.type, size: file.size } : null;
  }
  async take(id: number, scope: TenantScope): Promise<ProjectAsset | null> {
    const asset = await this.get(id, scope);
    if (asset) this.rows.delete(id);
    return asset;
  }
}

const user = (subscriptionId: number, projectId?: number): TenantScope => ({ kind: 'users', userId: 1, subscriptionId, projectId });
const png = { key: '10/a.png', name: 'logo.png', type: 'image/png', size: 42 };

function setup() {
  const assets = new FakeProjectAssets((s) => ({ 1: [10], 2: [20] })[s] ?? []);
  const files = new MemoryFileStore();
  return {
    assets,
    files,
    add: new AddProjectAsset(assets),
    addFromSource: new AddProjectAssetFromSource(assets, files),
    remove: new DeleteProjectAsset(assets, files),
  };
}

describe('project assets', () => {
  it('records an image or a video from the type recognised in its bytes', async () => {
    const { add } = setup();
    expect(await add.execute({ label: ' Logo ', file: png }, user(1, 10))).toMatchObject({
      label: 'Logo',
      assetType: 'image',
      source: '10/a.png',
      fileName: 'logo.png',
      fileSize: 42,
      projectId: 10,
    });
    const video = await add.execute(
      { label: 'Clip', assetType: 'video', file: { ...png, key: '10/b.webm', type: 'video/webm' } },
      user(1, 10),
    );
    expect(video.assetType).toBe('video');
  });

  it('refuses a missing label, a file that is neither, and an assetType the file contradicts, all at once', async () => {
    const { add, assets } = setup();
    await expect(add.execute({ label: '', assetType: 'video', file: png }, user(1, 10))).rejects.toMatchObject({
      errors: [expect.objectContaining({ field: 'label' }), { field: 'assetType', message: 'does not match the file (image)' }],
    });
    await expect(add.execute({ label: 'Doc', file: { ...png, type: 'application/pdf' } }, user(1, 10))).rejects.toMatchObject({
      errors: [{ field: 'file', message: 'must be an image or a video' }],
    });
    await expect(add.execute({ label: 'x'.repeat(201), file: png }, user(1, 10))).rejects.toMatchObject({
      errors: [expect.objectContaining({ field: 'label' })],
    });
    expect(assets.rows.size).toBe(0);
  });

  it("deletes the row and its bytes, within the caller's subscription only", async () => {
    const { add, remove, files, assets } = setup();
    await files.put(png.key, Readable.from([Buffer.from('bytes')]), png.type);
    const asset = await add.execute({ label: 'Logo', file: png }, user(1, 10));
    await expect(remove.execute(asset.id, user(2))).rejects.toBeInstanceOf(ProjectAssetNotFound);
    expect(files.files.has(png.key)).toBe(true);
    await remove.execute(asset.id, user(1));
    expect(assets.rows.size).toBe(0);
    expect(files.files.has(png.key)).toBe(false);
  });

  it('adds a link from an http(s) address, and deleting it touches no stored bytes', async () => {
    const { addFromSource, remove, files, assets } = setup();
    const link = await addFromSource.execute(
      { label: 'Hero', assetType: 'image', source: 'https://cdn.example.com/img/hero%20shot.png' },
      user(1, 10),
    );
    expect(link).toMatchObject({
      source: 'https://cdn.example.com/img/hero%20shot.png',
      fileName: 'hero shot.png',
      fileSize: 0,
      projectId: 10,
    });
    const deleted: string[] = [];
    files.delete = async (key) => void deleted.push(key);
    await remove.execute(link.id, user(1));
    expect(deleted).toEqual([]);
    expect(assets.rows.size).toBe(0);
  });

  it("copies a file the project stored, so that each asset's bytes are its own", async () => {
    const { addFromSource, files, assets } = setup();
    await files.put('10/dam.png', Readable.from([Buffer.from('png bytes')]), 'image/png');
    assets.stored.set('10/dam.png', { name: 'dam.png', type: 'image/png', size: 9, projectId: 10 });
    const asset = await addFromSource.execute({ label: 'Dam', assetType: 'image', source: '10/dam.png' }, user(1, 10));
    expect(asset.source).toMatch(/^10\/[0-9a-f-]{36}\.png$/);
    expect(asset).toMatchObject({ fileName: 'dam.png', fileType: 'image/png', fileSize: 9 });
    expect(files.files.has(asset.source)).toBe(true);
    expect(files.files.has('10/dam.png')).toBe(true);
  });

  it("refuses another project's file, a non-http address, a missing source and a type the file contradicts", async () => {
    const { addFromSource, assets, files } = setup();
    assets.stored.set('20/theirs.png', { name: 'theirs.png', type: 'image/png', size: 1, projectId: 20 });
    assets.stored.set('10/clip.webm', { name: 'clip.webm', type: 'video/webm', size: 1, projectId: 10 });
    const fieldsOf = (input: Record<string, string>) =>
      addFromSource.execute(input, user(1, 10)).then(
        () => [],
        (e: { errors?: { field: string; message: string }[] }) => e.errors ?? [],
      );
    expect(await fieldsOf({ label: 'X', assetType: 'image', source: '20/theirs.png' })).toEqual([
      { field: 'source', message: 'must be an http(s) address or a file of this project' },
    ]);
    expect(await fieldsOf({ label: 'X', assetType: 'image', source: 'ftp://example.com/a.png' })).toEqual([
      { field: 'source', message: 'must be an http(s) address or a file of this project' },
    ]);
    expect(await fieldsOf({ label: 'X', assetType: 'image', source: 'https://user:pw@example.com/a.png' })).toEqual([
      { field: 'source', message: 'must not carry a user name or password' },
    ]);
    expect(await fieldsOf({ label: 'X' })).toEqual([
      { field: 'assetType', message: 'is required' },
      { field: 'source', message: 'is required' },
    ]);
    expect(await fieldsOf({ label: 'X', assetType: 'image', source: '10/clip.webm' })).toEqual([
      { field: 'assetType', message: 'does not match the file (video)' },
    ]);
    expect(assets.rows.size).toBe(0);
    expect(files.files.size).toBe(0);
  });
});
