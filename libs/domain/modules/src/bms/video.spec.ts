import { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { NotFound, type FileStore, type ListQuery, type Page, type ProjectScope, type StoredFile, type TenantScope } from '@atrium/kernel';
import { FakeProjectRecords, testProject } from '@atrium/testing';
import type { VideoCategory, VideoCategoryInput } from './video-category.js';
import { VideoCategoryNotFound } from './video-category.js';
import { VideoNotFound, type Video, type VideoEventKind, type VideoInput, type VideoRepository } from './video.js';
import { AddVideo, CountVideoEvent, DeleteVideo } from './video.use-cases.js';

const projectsOf = (subscriptionId: number) => ({ 1: [10, 11], 2: [20] })[subscriptionId] ?? [];
const user = (subscriptionId: number, projectId?: number): TenantScope => ({ kind: 'users', userId: 1, subscriptionId, projectId });
const key = (projectId: number): TenantScope => ({ kind: 'project', projectId });

/** Bytes in memory, keyed like the real stores. */
class MemoryFiles implements FileStore {
  readonly bytes = new Map<string, Buffer>();
  async put(k: string, body: Readable): Promise<number> {
    const chunks: Buffer[] = [];
    for await (const c of body) chunks.push(Buffer.from(c as Buffer));
    this.bytes.set(k, Buffer.concat(chunks));
    return this.bytes.get(k)!.length;
  }
  async get(k: string): Promise<StoredFile> {
    const b = this.bytes.get(k);
    if (!b) throw new NotFound('File');
    return { body: Readable.from(b), size: b.length };
  }
  async size(k: string) {
    return this.bytes.get(k)?.length ?? null;
  }
  async delete(k: string) {
    this.bytes.delete(k);
  }
  async move(from: string, to: string) {
    const b = this.bytes.get(from);
    if (!b) throw new NotFound('File');
    this.bytes.set(to, b);
    this.bytes.delete(from);
  }
  async removeStaleStaging() {
    return 0;
  }
}

class FakeVideos extends FakeProjectRecords<Video, VideoInput> implements VideoRepository {
  override async create(record: VideoInput, project: ProjectScope): Promise<Video> {
    return super.create({ ...record, likes: 0, views: 0 } as VideoInput, project);
  }
  async listOf(category: number, query: ListQuery, scope: TenantScope): Promise<Page<Video>> {
    const page = await this.list({ ...query, page: 1, perPage: 1000 }, scope);
    const rows = page.rows.filter((v) => v.category === category);
    return { rows, total: rows.length };
  }
  async count(id: number, kind: VideoEventKind, scope: TenantScope) {
    const video = await this.get(id, scope);
    if (!video) return null;
    if (kind === 'like') video.likes++;
    else video.views++;
    return { likes: video.likes, views: video.views };
  }
  async take(id: number, scope: TenantScope) {
    const video = await this.get(id, scope);
    if (video) this.rows.delete(id);
    return video;
  }
}

async function setup() {
  const categories = new FakeProjectRecords<VideoCategory, VideoCategoryInput>(projectsOf);
  const videos = new FakeVideos(projectsOf);
  const files = new MemoryFiles();
  const category = await categories.create({ name: 'Trailers' }, testProject(11));
  const stored = async () => {
    const source = `11/${Math.random().toString(36).slice(2)}.mp4`;
    const poster = `11/${Math.random().toString(36).slice(2)}.png`;
    await files.put(source, Readable.from(Buffer.from('video bytes')));
    await files.put(poster, Readable.from(Buffer.from('cover bytes')));
    return { source, poster, sourceType: 'video/mp4', posterType: 'image/png' };
  };
  return {
    categories,
    videos,
    files,
    category,
    stored,
    add: new AddVideo(videos, categories, files),
    remove: new DeleteVideo(videos, files),
    count: new CountVideoEvent(videos),
  };
}

describe('videos', () => {
  it("adds a video to its category's project, and keeps its files", async () => {
    const { add, category, stored, files } = await setup();
    const video = await add.execute({ title: ' Launch ', category: category.id, ...(await stored()) }, user(1));
    expect(video).toMatchObject({ title: 'Launch', category: category.id, projectId: 11, likes: 0, views: 0 });
    expect(files.bytes.has(video.source) && files.bytes.has(video.poster)).toBe(true);
  });

  it('refuses a bad title, a missing file or a category that is not the caller’s, and deletes the stored files', async () => {
    const { add, category, stored, files, videos } = await setup();
    const cases: Array<[Partial<VideoInput>, TenantScope, object]> = [
      [{ title: '', category: category.id }, user(1), { errors: [{ field: 'title', message: 'is required' }] }],
      [{ title: 'x'.repeat(201), category: category.id }, user(1), { errors: [expect.objectContaining({ field: 'title' })] }],
      [{ title: 'Launch', category: 'one' as never }, user(1), { errors: [{ field: 'category', message: 'must be a category id' }] }],
      [{ title: 'Launch', category: category.id }, user(2), new VideoCategoryNotFound()],
      [{ title: 'Launch', category: category.id }, user(1, 10), new VideoCategoryNotFound()],
    ];
    for (const [input, scope, error] of cases) {
      const files2 = await stored();
      await expect(add.execute({ ...input, ...files2 }, scope)).rejects.toMatchObject(error);
    }
    const { source } = await stored();
    files.bytes.delete([...files.bytes.keys()].find((k) => k.endsWith('.png'))!);
    await expect(add.execute({ title: 'Launch', category: category.id, source }, user(1))).rejects.toMatchObject({
      errors: [{ field: 'coverFile', message: 'is required' }],
    });
    expect(files.bytes.size).toBe(0);
    expect(videos.rows.size).toBe(0);
  });

  it('counts likes and views within the scope only', async () => {
    const { add, count, category, stored } = await setup();
    const video = await add.execute({ title: 'Launch', category: category.id, ...(await stored()) }, user(1));
    expect(await count.execute(video.id, 'like', key(11))).toEqual({ likes: 1, views: 0 });
    expect(await count.execute(video.id, 'view', key(11))).toEqual({ likes: 1, views: 1 });
    await expect(count.execute(video.id, 'like', key(20))).rejects.toBeInstanceOf(VideoNotFound);
  });

  it('deletes a video with its bytes, and nothing of another subscription', async () => {
    const { add, remove, category, stored, files } = await setup();
    const video = await add.execute({ title: 'Launch', category: category.id, ...(await stored()) }, user(1));
    await expect(remove.execute(video.id, user(2))).rejects.toBeInstanceOf(VideoNotFound);
    expect(files.bytes.size).toBe(2);
    await remove.execute(video.id, user(1));
    expect(files.bytes.size).toBe(0);
    await expect(remove.execute(video.id, user(1))).rejects.toBeInstanceOf(VideoNotFound);
  });
});
