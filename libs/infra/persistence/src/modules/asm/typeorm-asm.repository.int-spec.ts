import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TenantScope } from '@atrium/kernel';
import { testProject } from '@atrium/testing';
import { useTestDatabase } from '../../test/open-test-database.js';
import { listQuery, scopesOf, seedTenant, type Tenant } from '../../test/seed.js';
import { TypeormAssetTagRepository } from './typeorm-asset-tag.repository.js';
import { TypeormAssetRepository } from './typeorm-asset.repository.js';
import { TypeormFolderRepository } from './typeorm-folder.repository.js';

describe('digital assets repositories (folders, assets, tags)', () => {
  const t = useTestDatabase();
  const folders = () => new TypeormFolderRepository(t.db);
  const assets = () => new TypeormAssetRepository(t.db);
  const tags = () => new TypeormAssetTagRepository(t.db);
  let mine: Tenant;
  let theirs: Tenant;
  let serial = 0;
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
  });
  const addFolder = (projectId: number, folder = 'Plans') => folders().create({ folder }, testProject(projectId));
  const addAsset = (projectId: number, folder: number, access: 'private' | 'public' = 'private') =>
    assets().create(
      {
        folder,
        label: 'Plan',
        access,
        source: 'plan.pdf',
        storageKey: `asm/${projectId}/${++serial}.pdf`,
        contentType: 'application/pdf',
        size: 5_000_000_000,
      },
      testProject(projectId),
    );
  const addLead = async (projectId: number) =>
    Number(
      (
        await t.sql<{ id: number }>(
          `INSERT INTO leads (project_id, firstname, lastname, phone, email) VALUES ($1, 'Ada', 'L', '1', $2) RETURNING id`,
          [projectId, `lead${++serial}@example.com`],
        )
      )[0].id,
    );

  it('stores an asset and reads every field back with its type; the public read sees public assets only', async () => {
    const folder = await addFolder(mine.projectIds[0]);
    const asset = await addAsset(mine.projectIds[0], folder.id);
    expect(asset).toStrictEqual({
      id: expect.any(Number),
      projectId: mine.projectIds[0],
      folder: folder.id,
      label: 'Plan',
      access: 'private',
      source: 'plan.pdf',
      storageKey: expect.stringMatching(/^asm\//),
      contentType: 'application/pdf',
      size: 5_000_000_000,
      dateTime: expect.any(Date),
    });
    expect(await assets().get(asset.id, scopesOf(mine).userInProject)).toStrictEqual(asset);
    expect(await assets().getPublic(asset.id)).toBeNull();
    const open = await addAsset(mine.projectIds[0], folder.id, 'public');
    expect(await assets().getPublic(open.id)).toMatchObject({ id: open.id, access: 'public' });
    await expect(t.sql(`UPDATE assets SET access = 'everyone' WHERE id = $1`, [asset.id])).rejects.toThrow();
  });

  it("lists a folder's files and deletes one only within its scope", async () => {
    const folder = await addFolder(mine.projectIds[0]);
    const [a, b] = [await addAsset(mine.projectIds[0], folder.id), await addAsset(mine.projectIds[0], folder.id)];
    const page = await assets().listInFolder(folder.id, listQuery({ order: 'desc' }), scopesOf(mine).user);
    expect(page).toEqual({ rows: [b, a], total: 2 });
    expect(await assets().listInFolder(folder.id, listQuery(), scopesOf(theirs).user)).toEqual({ rows: [], total: 0 });
    const outsiders: TenantScope[] = [
      scopesOf(theirs).user,
      { ...scopesOf(mine).userInProject, projectId: mine.projectIds[1] },
      scopesOf(mine).client,
    ];
    for (const scope of outsiders) expect(await assets().take(a.id, scope)).toBeNull();
    expect(await assets().take(a.id, scopesOf(mine).user)).toStrictEqual(a);
    expect(await assets().get(a.id, { kind: 'admins' })).toBeNull();
  });

  it('deletes a folder with its assets and their tags, answering the keys, only within its scope', async () => {
    const folder = await addFolder(mine.projectIds[1]);
    const [a, b] = [await addAsset(mine.projectIds[1], folder.id), await addAsset(mine.projectIds[1], folder.id)];
    const lead = await addLead(mine.projectIds[1]);
    await tags().replaceForRecord({ tagType: 'lead', typeId: lead }, [a.id], testProject(mine.projectIds[1]));
    expect(await folders().deleteWithAssets(folder.id, scopesOf(theirs).user)).toBeNull();
    expect(await folders().deleteWithAssets(folder.id, scopesOf(mine).userInProject)).toBeNull();
    expect((await folders().deleteWithAssets(folder.id, scopesOf(mine).user))?.sort()).toEqual([a.storageKey, b.storageKey].sort());
    expect(await t.sql(`SELECT id FROM assets WHERE folder_id = $1`, [folder.id])).toEqual([]);
    expect(await t.sql(`SELECT id FROM asset_tags WHERE asset_id = $1`, [a.id])).toEqual([]);
    const empty = await addFolder(mine.projectIds[1]);
    expect(await folders().deleteWithAssets(empty.id, scopesOf(mine).user)).toEqual([]);
  });

  it("sets exactly a record's tags, of its project's files only, and reads them with the files' details", async () => {
    const project = mine.projectIds[0];
    const folder = await addFolder(project, 'Tagged');
    const [a, b] = [await addAsset(project, folder.id), await addAsset(project, folder.id)];
    const foreign = await addAsset(theirs.projectIds[0], (await addFolder(theirs.projectIds[0])).id);
    const lead = await addLead(project);
    const record = { tagType: 'lead', typeId: lead } as const;
    expect(await tags().projectOfRecord(record, scopesOf(mine).user)).toBe(project);
    expect(await tags().projectOfRecord(record, scopesOf(theirs).user)).toBeNull();
    expect(await tags().projectOfRecord({ tagType: 'customer', typeId: lead }, scopesOf(mine).user)).toBeNull();
    expect(await tags().assetsInProject([a.id, foreign.id], testProject(project))).toEqual([a.id]);

    await tags().replaceForRecord(record, [a.id, b.id, foreign.id], testProject(project));
    const tagsOf = async (scope: TenantScope, query = listQuery()) => (await tags().forRecord(record, query, scope)).rows;
    const both = await tagsOf(scopesOf(mine).user, listQuery({ order: 'desc' }));
    expect(both.map((tag) => tag.asset)).toEqual([b.id, a.id]);
    // A page of them, with the whole list's total, and the list's filters on the tagged file.
    expect(await tags().forRecord(record, listQuery({ perPage: 1 }), scopesOf(mine).user)).toEqual({ rows: [both[1]], total: 2 });
    expect(await tagsOf(scopesOf(mine).user, listQuery({ q: 'PLAN', sort: 'label' }))).toHaveLength(2);
    expect(await tagsOf(scopesOf(mine).user, listQuery({ q: 'nothing' }))).toEqual([]);
    expect(both[1]).toStrictEqual({
      id: expect.any(Number),
      projectId: project,
      asset: a.id,
      tagType: 'lead',
      typeId: lead,
      assetDetails: { label: 'Plan', dateTime: expect.any(Date), source: 'plan.pdf', access: 'private' },
    });
    expect(await tagsOf(scopesOf(theirs).user)).toEqual([]);
    await tags().replaceForRecord(record, [a.id], testProject(project));
    expect(await tagsOf(scopesOf(mine).user)).toEqual([both[1]]);

    expect(await tags().filesInFolders([folder.id], scopesOf(mine).userInProject)).toEqual([
      { id: a.id, folderId: folder.id, filename: 'plan.pdf', label: 'Plan', tags: [{ id: both[1].id, tagType: 'lead', typeId: lead }] },
      { id: b.id, folderId: folder.id, filename: 'plan.pdf', label: 'Plan', tags: [] },
    ]);
    expect(await tags().filesInFolders([folder.id], scopesOf(theirs).user)).toEqual([]);
    expect(await tags().filesInFolders([], scopesOf(mine).user)).toEqual([]);

    expect(await tags().delete(both[1].id, scopesOf(theirs).user)).toBe(false);
    expect(await tags().delete(both[1].id, scopesOf(mine).user)).toBe(true);
    expect(await tagsOf(scopesOf(mine).user)).toEqual([]);
  });

  it("a lead's, customer's or inventory item's delete takes its tags (migration 1764151000000), and no other record's", async () => {
    const project = mine.projectIds[1];
    const asset = await addAsset(project, (await addFolder(project)).id);
    const [gone, kept] = [await addLead(project), await addLead(project)];
    await tags().replaceForRecord({ tagType: 'lead', typeId: gone }, [asset.id], testProject(project));
    await tags().replaceForRecord({ tagType: 'lead', typeId: kept }, [asset.id], testProject(project));
    // A customer with the deleted lead's id keeps its tag: the type is part of the link.
    await tags().replaceForRecord({ tagType: 'customer', typeId: gone }, [asset.id], testProject(project));
    await t.sql(`DELETE FROM leads WHERE id = $1`, [gone]);
    const left = await t.sql<{ tag_type: string; type_id: number }>(
      `SELECT tag_type, type_id FROM asset_tags WHERE asset_id = $1 ORDER BY id`,
      [asset.id],
    );
    expect(left).toEqual([
      { tag_type: 'lead', type_id: kept },
      { tag_type: 'customer', type_id: gone },
    ]);
  });
});
