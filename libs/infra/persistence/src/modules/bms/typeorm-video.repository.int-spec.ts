import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TenantScope } from '@atrium/kernel';
import { VideoCategoryInUse } from '@atrium/modules';
import { testProject } from '@atrium/testing';
import { useTestDatabase } from '../../test/open-test-database.js';
import { listQuery, scopesOf, seedTenant, type Tenant } from '../../test/seed.js';
import { TypeormVideoCategoryRepository } from './typeorm-video-category.repository.js';
import { TypeormVideoRepository } from './typeorm-video.repository.js';

describe('TypeormVideoRepository and TypeormVideoCategoryRepository', () => {
  const t = useTestDatabase();
  const videos = () => new TypeormVideoRepository(t.db);
  const categories = () => new TypeormVideoCategoryRepository(t.db);
  let mine: Tenant;
  let theirs: Tenant;
  let categoryId: number;
  const addVideo = (title: string, projectId = mine.projectIds[0], category = categoryId) =>
    videos().create(
      {
        title,
        category,
        source: `bms/videos/${title}.mp4`,
        poster: `bms/posters/${title}.png`,
        sourceType: 'video/mp4',
        posterType: 'image/png',
      },
      testProject(projectId),
    );
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
    categoryId = (await categories().create({ name: 'Trailers' }, testProject(mine.projectIds[0]))).id;
  });

  it('stores a video and reads every field back with its type (counters as numbers)', async () => {
    const video = await addVideo('launch');
    expect(video).toStrictEqual({
      id: expect.any(Number),
      projectId: mine.projectIds[0],
      title: 'launch',
      category: categoryId,
      source: 'bms/videos/launch.mp4',
      poster: 'bms/posters/launch.png',
      sourceType: 'video/mp4',
      posterType: 'image/png',
      likes: 0,
      views: 0,
      createdAt: expect.any(Date),
    });
    expect(await videos().get(video.id, scopesOf(mine).project)).toStrictEqual(video);
  });

  it('lists the videos of one category within the scope', async () => {
    const other = (await categories().create({ name: 'Other' }, testProject(mine.projectIds[0]))).id;
    const a = await addVideo('a');
    await addVideo('b', mine.projectIds[0], other);
    const page = await videos().listOf(categoryId, listQuery({ q: 'a', sort: 'id' }), scopesOf(mine).user);
    expect(page.rows.map((v) => v.id)).toContain(a.id);
    expect(page.rows.every((v) => v.category === categoryId)).toBe(true);
    expect((await videos().listOf(categoryId, listQuery(), scopesOf(theirs).user)).rows).toEqual([]);
  });

  it('counts 100 concurrent likes as 100, each with its event row, and nothing outside the scope', async () => {
    const video = await addVideo('popular');
    const scope: TenantScope = scopesOf(mine).project;
    await Promise.all(Array.from({ length: 100 }, () => videos().count(video.id, 'like', scope)));
    expect(await videos().count(video.id, 'view', scope)).toEqual({ likes: 100, views: 1 });
    const events = await t.sql<{ kind: string; n: string }>(
      `SELECT kind, count(*) AS n FROM video_events WHERE video_id = $1 AND project_id = $2 GROUP BY kind ORDER BY kind`,
      [video.id, mine.projectIds[0]],
    );
    expect(events.map((e) => [e.kind, Number(e.n)])).toEqual([
      ['like', 100],
      ['view', 1],
    ]);
    expect(await videos().count(video.id, 'like', scopesOf(theirs).project)).toBeNull();
    expect(await videos().count(video.id, 'like', { kind: 'project', projectId: mine.projectIds[1] })).toBeNull();
    expect((await videos().get(video.id, scope))?.likes).toBe(100);
  });

  it('takes a video (with its events) only within the scope, answering what it was', async () => {
    const video = await addVideo('doomed');
    await videos().count(video.id, 'view', scopesOf(mine).project);
    expect(await videos().take(video.id, scopesOf(theirs).user)).toBeNull();
    expect(await videos().take(video.id, scopesOf(mine).user)).toMatchObject({ id: video.id, source: 'bms/videos/doomed.mp4', views: 1 });
    expect(await videos().get(video.id, scopesOf(mine).user)).toBeNull();
    expect(await t.sql(`SELECT id FROM video_events WHERE video_id = $1`, [video.id])).toEqual([]);
  });

  it('refuses to delete a category that still has videos (409), and deletes an empty one', async () => {
    const busy = (await categories().create({ name: 'Busy' }, testProject(mine.projectIds[0]))).id;
    const video = await addVideo('kept', mine.projectIds[0], busy);
    await expect(categories().delete(busy, scopesOf(mine).user)).rejects.toBeInstanceOf(VideoCategoryInUse);
    expect(await categories().get(busy, scopesOf(mine).user)).toMatchObject({ name: 'Busy' });
    await videos().take(video.id, scopesOf(mine).user);
    expect(await categories().delete(busy, scopesOf(theirs).user)).toBe(false);
    expect(await categories().delete(busy, scopesOf(mine).user)).toBe(true);
  });
});
