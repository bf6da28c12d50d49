// Video broadcasting (spec 2 "Video", CONTRACT §7): categories, the streamed upload of a video and its
// cover, playback through signed links with HTTP ranges, counters from the public API, and deletes that take
// the bytes with them. Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AtriumClient } from '@atrium/api-client';
import type { FileStore } from '@atrium/kernel';
import { FILE_STORE } from '../src/files/index.js';
import { buildModuleWorld, type ModuleWorld, type ProjectMember } from './support/module-world.js';
import { useTestApp, type TestApp } from './support/test-app.js';

// Recorded once by Chromium's MediaRecorder (VP8, 1.2 s, 64×48) and its canvas (PNG): small, real media.
const CLIP = readFileSync(new URL('../../console/e2e/fixtures/clip.webm', import.meta.url));
const COVER = readFileSync(new URL('../../console/e2e/fixtures/cover.png', import.meta.url));

interface Video {
  id: number;
  title: string;
  category: number;
  project: number;
  source: string;
  poster: string;
  likes: number;
  views: number;
}
type Answer<T> = { status: number; data: T; headers: Headers };

let t: TestApp;
let w: ModuleWorld;
let files: FileStore;
useTestApp((app) => (t = app), { MAX_UPLOAD_MB: '1' });
beforeAll(async () => {
  w = await buildModuleWorld(t);
  files = t.running.app.get(FILE_STORE, { strict: false });
});

/** One call through the generated client, answered whatever its status. */
async function call<T>(api: AtriumClient, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, init: object = {}): Promise<Answer<T>> {
  const fn = { GET: api.GET, POST: api.POST, PATCH: api.PATCH, DELETE: api.DELETE }[method] as unknown as (
    u: string,
    i: never,
  ) => Promise<{ response: Response; data?: T; error?: T }>;
  const r = await fn(url, init as never);
  return { status: r.response.status, data: (r.data ?? r.error) as T, headers: r.response.headers };
}
const addCategory = async (name: string, who: ProjectMember = w.member) =>
  (await call<{ id: number }>(who.api, 'POST', '/api/bms/categories', { body: { name, project: who.projectId } })).data.id;

type Part = string | [Buffer, string, string];
const clip: Part = [CLIP, 'clip.webm', 'video/webm'];
const cover: Part = [COVER, 'cover.png', 'image/png'];
function upload(entries: Array<[string, Part]>, who: ProjectMember = w.member) {
  const body = new FormData();
  for (const [name, value] of entries)
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, new Blob([new Uint8Array(value[0])], { type: value[2] }), value[1]);
  return call<Video & { errors?: Array<{ field: string }>; message: string }>(who.api, 'POST', '/api/bms/videos', {
    body,
    bodySerializer: (b: unknown) => b,
  });
}
const videoForm = (category: number, title = 'Launch', who: ProjectMember = w.member): Array<[string, Part]> => [
  ['project', String(who.projectId)],
  ['title', title],
  ['category', String(category)],
  ['videoFile', clip],
  ['coverFile', cover],
];
const keysOf = async (id: number) =>
  (await t.running.database.dataSource.query(`SELECT source_key, poster_key FROM videos WHERE id = $1`, [id]))[0] as
    { source_key: string; poster_key: string } | undefined;
const storedKeys = async () => (await t.running.database.dataSource.query(`SELECT count(*) AS n FROM videos`)) as Array<{ n: string }>;
const anonymous = (path: string, headers: Record<string, string> = {}) => fetch(`${t.baseUrl}${path}`, { headers });
const publicCall = (method: string, path: string, key = w.member.apiKey) =>
  fetch(`${t.baseUrl}${path}`, { method, headers: { 'x-api-key': key } });

describe('video categories', () => {
  it('adds, lists, reads, renames (as read back) and deletes a category', async () => {
    const id = await addCategory('  Trailers ');
    const read = await call<{ id: number; name: string; project: number }>(w.member.api, 'GET', `/api/bms/categories?id=${id}`);
    expect(read.data).toMatchObject({ id, name: 'Trailers', project: w.member.projectId });
    expect((await call(w.member.api, 'PATCH', '/api/bms/categories', { body: { ...read.data, name: 'Teasers' } })).status).toBe(204);
    const list = await call<Array<{ name: string }>>(w.member.api, 'GET', `/api/bms/categories?project=${w.member.projectId}&q=teas`);
    expect(list.data.map((c) => c.name)).toEqual(['Teasers']);
    expect(list.headers.get('x-total-count')).toBe('1');
    expect((await call(w.member.api, 'DELETE', `/api/bms/categories?id=${id}`)).status).toBe(204);
    expect((await call(w.member.api, 'GET', `/api/bms/categories?id=${id}`)).status).toBe(404);
  });

  it('refuses a blank, long or non-text name (400), and another tenant reaches none of it (404)', async () => {
    for (const name of ['', '  ', 'x'.repeat(201), 7]) {
      const r = await call<{ errors: Array<{ field: string }> }>(w.member.api, 'POST', '/api/bms/categories', {
        body: { name, project: w.member.projectId },
      });
      expect([r.status, r.data.errors[0].field]).toEqual([400, 'name']);
    }
    const id = await addCategory('Private');
    expect((await call(w.otherTenant.api, 'GET', `/api/bms/categories?id=${id}`)).status).toBe(404);
    expect((await call(w.otherTenant.api, 'PATCH', '/api/bms/categories', { body: { id, name: 'Mine' } })).status).toBe(404);
    expect((await call(w.otherTenant.api, 'DELETE', `/api/bms/categories?id=${id}`)).status).toBe(404);
    expect((await call(w.withoutCrm.api, 'GET', `/api/bms/categories?project=${w.withoutCrm.projectId}`)).status).toBe(403);
  });
});

describe('videos', () => {
  let category: number;
  let video: Video;
  beforeAll(async () => {
    category = await addCategory('Launches');
    const r = await upload(videoForm(category));
    expect(r.status).toBe(200);
    video = r.data;
  });

  it('uploads a video with its cover, and lists it in its category with links and counters', async () => {
    expect(video).toMatchObject({ title: 'Launch', category, project: w.member.projectId, likes: 0, views: 0 });
    const keys = (await keysOf(video.id))!;
    expect(await files.size(keys.source_key)).toBe(CLIP.length);
    expect(await files.size(keys.poster_key)).toBe(COVER.length);
    const list = await call<Video[]>(w.member.api, 'GET', `/api/bms/videos?category=${category}`);
    expect(list.data).toEqual([expect.objectContaining({ id: video.id, title: 'Launch', source: expect.stringContaining('kind=video') })]);
    expect((await call(w.member.api, 'GET', `/api/bms/videos?category=${category}&project=${w.member.projectId}`)).status).toBe(200);
    expect((await call(w.otherTenant.api, 'GET', `/api/bms/videos?category=${category}`)).status).toBe(404);
    expect((await call(w.member.api, 'GET', `/api/bms/videos`)).status).toBe(400);
  });

  it('plays the video through its signed link, whole (200) or by range (206), and shows the cover', async () => {
    const whole = await anonymous(video.source);
    expect([whole.status, whole.headers.get('content-type'), whole.headers.get('accept-ranges')]).toEqual([200, 'video/webm', 'bytes']);
    expect(Buffer.from(await whole.arrayBuffer()).equals(CLIP)).toBe(true);
    const part = await anonymous(video.source, { range: 'bytes=0-99' });
    expect([part.status, part.headers.get('content-range')]).toEqual([206, `bytes 0-99/${CLIP.length}`]);
    expect(Buffer.from(await part.arrayBuffer()).equals(CLIP.subarray(0, 100))).toBe(true);
    const poster = await anonymous(video.poster);
    expect([poster.status, poster.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('refuses a tampered, re-targeted or expired link (403) and an unknown video (404)', async () => {
    const url = new URL(video.source, t.baseUrl);
    const tampered = new URL(url);
    tampered.searchParams.set(
      'sig',
      url.searchParams.get('sig')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    );
    const asPoster = new URL(url);
    asPoster.searchParams.set('kind', 'poster');
    const expired = new URL(url);
    expired.searchParams.set('expires', '1000');
    for (const u of [tampered, asPoster, expired]) expect((await anonymous(u.pathname + u.search)).status).toBe(403);
    expect((await anonymous(url.pathname.replace(String(video.id), '999999') + url.search)).status).toBe(404);
    expect((await anonymous(`${url.pathname}?kind=video`)).status).toBe(400);
  });

  it('answers its stats, counts public likes and views, and 100 concurrent likes add 100', async () => {
    const id = (await upload(videoForm(category, 'Popular'))).data.id;
    const likes = await Promise.all(Array.from({ length: 100 }, () => publicCall('POST', `/api/public/bms/videos/${id}/likes`)));
    expect(likes.every((r) => r.status === 200)).toBe(true);
    const view = await publicCall('POST', `/api/public/bms/videos/${id}/views`);
    expect(await view.json()).toEqual({ likes: 100, views: 1 });
    expect((await call(w.member.api, 'GET', `/api/bms/videos/stats?id=${id}`)).data).toEqual({ likes: 100, views: 1 });
    const events = await t.running.database.dataSource.query(
      `SELECT kind, count(*)::int AS n FROM video_events WHERE video_id = $1 GROUP BY kind ORDER BY kind`,
      [id],
    );
    expect(events).toEqual([
      { kind: 'like', n: 100 },
      { kind: 'view', n: 1 },
    ]);
    expect((await publicCall('POST', `/api/public/bms/videos/${id}/likes`, w.otherTenant.apiKey)).status).toBe(404);
    expect((await publicCall('POST', `/api/public/bms/videos/abc/likes`)).status).toBe(404);
    expect((await call(w.otherTenant.api, 'GET', `/api/bms/videos/stats?id=${id}`)).status).toBe(404);
  });

  it("lists a category's videos for the project's key, with links that play", async () => {
    const r = await publicCall('GET', `/api/public/bms/videos?category=${category}`);
    const list = (await r.json()) as Video[];
    expect(list.map((v) => v.id)).toContain(video.id);
    expect((await anonymous(list.find((v) => v.id === video.id)!.source, { range: 'bytes=10-' })).status).toBe(206);
    expect((await publicCall('GET', `/api/public/bms/videos?category=${category}`, w.otherTenant.apiKey)).status).toBe(404);
    expect((await anonymous(`/api/public/bms/videos?category=${category}`)).status).toBe(401);
  });

  it('refuses a bad upload with 400, 413 or 415 and keeps no byte of it', async () => {
    const before = { rows: await storedKeys() };
    const cases: Array<[Array<[string, Part]>, number, string?]> = [
      [videoForm(category).filter(([n]) => n !== 'title'), 400, 'title'],
      [videoForm(category, 'x'.repeat(201)), 400, 'title'],
      [videoForm(category).filter(([n]) => n !== 'coverFile'), 400],
      [videoForm(category).map(([n, v]) => [n, n === 'category' ? 'abc' : v] as [string, Part]), 400, 'category'],
      [videoForm(category).map(([n, v]) => [n, n === 'videoFile' ? cover : v] as [string, Part]), 415],
      [videoForm(category).map(([n, v]) => [n, n === 'coverFile' ? clip : v] as [string, Part]), 415],
      [
        videoForm(category).map(
          ([n, v]) => [n, n === 'videoFile' ? [Buffer.from('just words'), 'a.webm', 'video/webm'] : v] as [string, Part],
        ),
        415,
      ],
      [
        videoForm(category).map(
          ([n, v]) =>
            [n, n === 'videoFile' ? [Buffer.concat([CLIP, Buffer.alloc(1024 * 1024)]), 'big.webm', 'video/webm'] : v] as [string, Part],
        ),
        413,
      ],
    ];
    const stored = await countStoredFiles();
    for (const [entries, status, field] of cases) {
      const r = await upload(entries);
      expect([r.status, field && r.data.errors?.[0]?.field]).toEqual([status, field]);
    }
    // A category of another tenant is not found, and one of another project of the member's is refused.
    const theirs = await addCategory('Theirs', w.otherTenant);
    expect((await upload(videoForm(theirs))).status).toBe(404);
    expect(await storedKeys()).toEqual(before.rows);
    expect(await countStoredFiles()).toBe(stored);
  });

  it('deletes a video with its bytes; a category with videos answers 409 until they are gone', async () => {
    const busy = await addCategory('Busy');
    const doomed = (await upload(videoForm(busy, 'Doomed'))).data;
    const keys = (await keysOf(doomed.id))!;
    const refused = await call<{ code: string }>(w.member.api, 'DELETE', `/api/bms/categories?id=${busy}`);
    expect([refused.status, refused.data.code]).toEqual([409, 'bms.video_category_in_use']);
    expect((await call(w.otherTenant.api, 'DELETE', `/api/bms/videos?id=${doomed.id}`)).status).toBe(404);
    expect(await files.size(keys.source_key)).toBe(CLIP.length);
    expect((await call(w.member.api, 'DELETE', `/api/bms/videos?id=${doomed.id}`)).status).toBe(204);
    expect([await files.size(keys.source_key), await files.size(keys.poster_key)]).toEqual([null, null]);
    expect((await anonymous(doomed.source)).status).toBe(404);
    expect((await call(w.member.api, 'DELETE', `/api/bms/videos?id=${doomed.id}`)).status).toBe(404);
    expect((await call(w.member.api, 'DELETE', `/api/bms/categories?id=${busy}`)).status).toBe(204);
  });

  it('voids every link of a project when its API token is reset', async () => {
    const fresh = (await call<Video[]>(w.member.api, 'GET', `/api/bms/videos?category=${category}`)).data[0];
    expect((await anonymous(fresh.poster)).status).toBe(200);
    await call(w.clientA.api, 'PATCH', '/api/projects/token', { body: { id: w.member.projectId } }).then((r) => {
      w.member.apiKey = (r.data as { token: string }).token;
    });
    expect((await anonymous(fresh.poster)).status).toBe(403);
  });
});

describe('the category names the project (CONTRACT §5: no `project` needed, fields in any order)', () => {
  let second: number;
  let secondCategory: number;
  /** The spec's call: videoFile, coverFile, title, category, in that order, and no project. */
  const specForm = (category: number, extra: Array<[string, Part]> = []): Array<[string, Part]> => [
    ['videoFile', clip],
    ['coverFile', cover],
    ['title', 'Spec order'],
    ['category', String(category)],
    ...extra,
  ];
  beforeAll(async () => {
    const project = await call<{ id: number }>(w.clientA.api, 'POST', '/api/projects', {
      body: {
        projectName: 'Second site',
        projectDescription: 'Second',
        website: 'https://two.example',
        subscription: w.clientA.subscriptionId,
      },
    });
    expect(project.status).toBe(200);
    second = project.data.id;
    secondCategory = await addCategory('Second launches', { ...w.member, projectId: second });
  });

  it('stores the files sent before the fields into the category, under the category’s project', async () => {
    const category = await addCategory('Spec order');
    const r = await upload(specForm(category));
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ title: 'Spec order', category, project: w.member.projectId });
    const keys = (await keysOf(r.data.id))!;
    for (const key of [keys.source_key, keys.poster_key]) expect(key.startsWith(`${w.member.projectId}/`)).toBe(true);
    const listed = await call<Video[]>(w.member.api, 'GET', `/api/bms/videos?category=${category}`);
    expect(listed.data.map((v) => v.id)).toEqual([r.data.id]);
    const there = await upload(specForm(secondCategory));
    expect([there.status, there.data.project]).toEqual([200, second]);
    expect((await keysOf(there.data.id))!.source_key.startsWith(`${second}/`)).toBe(true);
    expect((await upload(specForm(secondCategory, [['project', String(second)]]))).status).toBe(200);
  });

  it('refuses a project that is not the category’s (400 on project), another tenant’s category (404), 413 and 415, leaving nothing', async () => {
    const [rows, stored] = [await storedKeys(), await countStoredFiles()];
    const mixed = await upload(specForm(secondCategory, [['project', String(w.member.projectId)]]));
    expect([mixed.status, mixed.data.errors?.map((e) => e.field)]).toEqual([400, ['project']]);
    const theirs = await addCategory('Not yours', w.otherTenant);
    const foreign = await upload(specForm(theirs));
    expect([foreign.status, (foreign.data as unknown as { code: string }).code]).toEqual([404, 'bms.video_category_not_found']);
    const none = await upload(specForm(secondCategory).filter(([n]) => n !== 'category'));
    expect([none.status, none.data.errors?.map((e) => e.field)]).toEqual([400, ['category']]);
    const big: Part = [Buffer.concat([CLIP, Buffer.alloc(1024 * 1024)]), 'big.webm', 'video/webm'];
    expect((await upload(specForm(secondCategory).map(([n, v]) => [n, n === 'videoFile' ? big : v] as [string, Part]))).status).toBe(413);
    expect((await upload(specForm(secondCategory).map(([n, v]) => [n, n === 'videoFile' ? cover : v] as [string, Part]))).status).toBe(415);
    expect([await storedKeys(), await countStoredFiles()]).toEqual([rows, stored]);
  });
});

/** Every file under the disk store (the test app's DATA_DIR/files), to show a refused upload leaves none. */
async function countStoredFiles(): Promise<number> {
  const { readdir } = await import('node:fs/promises');
  const entries = await readdir(`${t.db.dataDir}/files`, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}
