import { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import type { ListQuery, Page, TenantScope } from '@atrium/kernel';
import { FakeProjectRecords, MemoryFileStore } from '@atrium/testing';
import {
  ProjectAssetNotFound,
  type ProjectAsset,
  type ProjectAssetInput,
  type ProjectAssetRepository,
  type ProjectAssetType,
} from './project-asset.js';
import { AddProjectAsset, DeleteProjectAsset } from './project-asset.use-cases.js';

class FakeProjectAssets extends FakeProjectRecords<ProjectAsset, ProjectAssetInput> implements ProjectAssetRepository {
  async listOfType(query: ListQuery, type: ProjectAssetType | undefined, scope: TenantScope): Promise<Page<ProjectAsset>> {
    const page = await this.list({ ...query, page: 1, perPage: 1000 }, scope);
    const rows = page.rows.filter((r) => !type || r.assetType === type);
    return { rows, total: rows.length };
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
  return { assets, files, add: new AddProjectAsset(assets), remove: new DeleteProjectAsset(assets, files) };
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
});
