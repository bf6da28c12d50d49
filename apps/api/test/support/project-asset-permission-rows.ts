// The project assets rows (/cms/assets) of the module permission matrix (module-permissions.test.ts).
import { readFileSync } from 'node:fs';
import type { ModuleWorld, ProjectMember } from './module-world.js';

export const COVER_PNG = readFileSync(new URL('../../../console/e2e/fixtures/cover.png', import.meta.url));

export interface ProjectAssetRecords {
  asset: number;
  doomedAsset: number;
}

interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  route: string;
  url: (f: { projectAssets: ProjectAssetRecords }, target: ProjectMember) => string;
  body?: (f: { projectAssets: ProjectAssetRecords }, target: ProjectMember) => unknown;
  expect: number[];
}

/** The multipart form of `POST /cms/assets`: the project first, so the receiver checks it before any byte is stored. */
export function assetUpload(project: number, label = 'Logo', bytes: Buffer = COVER_PNG, name = 'cover.png'): FormData {
  const body = new FormData();
  body.append('project', String(project));
  body.append('label', label);
  body.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  return body;
}

export async function addProjectAssetRecords(world: ModuleWorld): Promise<ProjectAssetRecords> {
  // Untyped: the rows must run before and after the client is regenerated alike.
  const api = world.member.api as unknown as Record<'POST', (url: string, init: object) => Promise<{ data?: unknown; response: Response }>>;
  const add = async () => {
    const r = await api.POST('/api/cms/assets', { body: assetUpload(world.member.projectId), bodySerializer: (b: unknown) => b });
    if (!r.response.ok) throw new Error(`project asset fixture: ${r.response.status}`);
    return (r.data as { id: number }).id;
  };
  return { asset: await add(), doomedAsset: await add() };
}

/**
 * `moduleRoute(n)` is what a route answers each role when the member gets n. The 'withoutCrm' user's
 * subscription has cms: naming its own project it gets what the member gets, and the member's records are
 * another tenant's to it (404).
 */
export function projectAssetRows(moduleRoute: (member: number) => number[]): Row[] {
  const own = (member: number) => moduleRoute(member).map((status, i) => (i === 5 ? member : status));
  const foreign = (member: number) => moduleRoute(member).map((status, i) => (i === 5 ? 404 : status));
  return [
    { method: 'GET', route: '/cms/assets', url: (_f, p) => `/api/cms/assets?project=${p.projectId}&type=image`, expect: own(200) },
    { method: 'GET', route: '/cms/assets', url: (f) => `/api/cms/assets?id=${f.projectAssets.asset}`, expect: foreign(200) },
    { method: 'GET', route: '/cms/assets/file', url: (f) => `/api/cms/assets/file?id=${f.projectAssets.asset}`, expect: foreign(200) },
    {
      method: 'POST',
      route: '/cms/assets',
      url: () => '/api/cms/assets',
      body: (_f, p) => assetUpload(p.projectId, 'Added'),
      expect: own(200),
    },
    // Spec 1's JSON call: a link.
    {
      method: 'POST',
      route: '/cms/assets',
      url: () => '/api/cms/assets',
      body: (_f, p) => ({ project: p.projectId, assetType: 'image', label: 'Linked', source: 'https://example.com/a.png' }),
      expect: own(200),
    },
    { method: 'DELETE', route: '/cms/assets', url: (f) => `/api/cms/assets?id=${f.projectAssets.doomedAsset}`, expect: foreign(204) },
  ];
}
