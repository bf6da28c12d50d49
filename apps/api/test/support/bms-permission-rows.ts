// The video broadcasting rows of the module permission matrix (module-permissions.test.ts), with the records they use.
import { readFileSync } from 'node:fs';
import type { ModuleWorld, ProjectMember } from './module-world.js';

const CLIP = readFileSync(new URL('../../../console/e2e/fixtures/clip.webm', import.meta.url));
const COVER = readFileSync(new URL('../../../console/e2e/fixtures/cover.png', import.meta.url));

/** Video records of the member's project: what the rows read, change and delete. */
export interface BmsRecords {
  category: number;
  doomedCategory: number;
  video: number;
  doomedVideo: number;
  /** The video's signed playback link (a path under /api/public). */
  source: string;
}

interface BmsRow {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  route: string;
  url: (f: { bms: BmsRecords }, target: ProjectMember) => string;
  body?: (f: { bms: BmsRecords }, target: ProjectMember) => unknown;
  expect: number[];
}

/** The multipart form of `POST /bms/videos` (the project travels in the query, where the gate reads it). */
export function videoUpload(category: number, title = 'Clip'): FormData {
  const body = new FormData();
  body.append('title', title);
  body.append('category', String(category));
  body.append('videoFile', new Blob([new Uint8Array(CLIP)], { type: 'video/webm' }), 'clip.webm');
  body.append('coverFile', new Blob([new Uint8Array(COVER)], { type: 'image/png' }), 'cover.png');
  return body;
}

async function ok<T>(call: Promise<{ data?: unknown; response: Response }>): Promise<T> {
  const r = await call;
  if (!r.response.ok) throw new Error(`bms fixture: ${r.response.status} ${r.response.url}`);
  return r.data as T;
}

export async function addBmsRecords(world: ModuleWorld): Promise<BmsRecords> {
  // Untyped: the rows must run before and after the client is regenerated alike.
  const api = world.member.api as unknown as Record<'POST', (url: string, init: object) => Promise<{ data?: unknown; response: Response }>>;
  const project = world.member.projectId;
  const category = (name: string) => ok<{ id: number }>(api.POST('/api/bms/categories', { body: { name, project } })).then((c) => c.id);
  const video = (into: number) =>
    ok<{ id: number; source: string }>(
      api.POST(`/api/bms/videos?project=${project}`, { body: videoUpload(into), bodySerializer: (b: unknown) => b }),
    );
  const kept = await category('Kept');
  const first = await video(kept);
  return {
    category: kept,
    doomedCategory: await category('Doomed'),
    video: first.id,
    doomedVideo: (await video(kept)).id,
    source: first.source,
  };
}

/** `moduleRoute(n)` is what a route answers each role when the member gets n; `publicRoute` what a key-only route answers. */
export function bmsRows(moduleRoute: (member: number) => number[], publicRoute: number[]): BmsRow[] {
  return [
    { method: 'GET', route: '/bms/categories', url: (_f, p) => `/api/bms/categories?project=${p.projectId}`, expect: moduleRoute(200) },
    { method: 'GET', route: '/bms/categories', url: (f) => `/api/bms/categories?id=${f.bms.category}`, expect: moduleRoute(200) },
    {
      method: 'POST',
      route: '/bms/categories',
      url: () => '/api/bms/categories',
      body: (_f, p) => ({ name: 'Added', project: p.projectId }),
      expect: moduleRoute(200),
    },
    {
      method: 'PATCH',
      route: '/bms/categories',
      url: () => '/api/bms/categories',
      body: (f) => ({ id: f.bms.category, name: 'Renamed' }),
      expect: moduleRoute(204),
    },
    { method: 'DELETE', route: '/bms/categories', url: (f) => `/api/bms/categories?id=${f.bms.doomedCategory}`, expect: moduleRoute(204) },
    { method: 'GET', route: '/bms/videos', url: (f) => `/api/bms/videos?category=${f.bms.category}`, expect: moduleRoute(200) },
    { method: 'GET', route: '/bms/videos/stats', url: (f) => `/api/bms/videos/stats?id=${f.bms.video}`, expect: moduleRoute(200) },
    {
      method: 'POST',
      route: '/bms/videos',
      url: (_f, p) => `/api/bms/videos?project=${p.projectId}`,
      body: (f) => videoUpload(f.bms.category, 'Added'),
      expect: moduleRoute(200),
    },
    // As spec 2's call reads: the category names the project.
    {
      method: 'POST',
      route: '/bms/videos',
      url: () => '/api/bms/videos',
      body: (f) => videoUpload(f.bms.category, 'Added'),
      expect: moduleRoute(200),
    },
    { method: 'DELETE', route: '/bms/videos', url: (f) => `/api/bms/videos?id=${f.bms.doomedVideo}`, expect: moduleRoute(204) },
    { method: 'GET', route: '/public/bms/videos', url: (f) => `/api/public/bms/videos?category=${f.bms.category}`, expect: publicRoute },
    {
      method: 'POST',
      route: '/public/bms/videos/:id/views',
      url: (f) => `/api/public/bms/videos/${f.bms.video}/views`,
      expect: publicRoute,
    },
    {
      method: 'POST',
      route: '/public/bms/videos/:id/likes',
      url: (f) => `/api/public/bms/videos/${f.bms.video}/likes`,
      expect: publicRoute,
    },
    // The signed link is the permission: it plays for anyone, with or without a credential.
    { method: 'GET', route: '/public/bms/videos/:id/file', url: (f) => f.bms.source, expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  ];
}
