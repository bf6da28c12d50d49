// The content rows of the module permission matrix (module-permissions.test.ts), with the records they use.
import { unwrap } from '@atrium/api-client';
import type { ModuleWorld, ProjectMember } from './module-world.js';

/** Content records of the member's project: what the rows read, change and delete. */
export interface CmsRecords {
  section: number;
  sectionName: string;
  doomedSection: number;
  group: number;
  doomedGroup: number;
}

interface CmsRow {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  route: string;
  url: (f: { cms: CmsRecords }, target: ProjectMember) => string;
  body?: (f: { cms: CmsRecords }, target: ProjectMember) => unknown;
  expect: number[];
}

export async function addCmsRecords(world: ModuleWorld): Promise<CmsRecords> {
  const api = world.member.api;
  const project = world.member.projectId;
  const section = (name: string) =>
    unwrap(api.POST('/api/cms/sections', { body: { name, label: name, code: '<p/>', project } })).then((x) => x.id);
  const group = (name: string, sections: number[]) =>
    unwrap(api.POST('/api/cms/groups', { body: { name, sections, project } })).then((x) => x.id);
  const kept = await section('cms-kept');
  return {
    section: kept,
    sectionName: 'cms-kept',
    doomedSection: await section('cms-doomed'),
    group: await group('Kept', [kept]),
    doomedGroup: await group('Doomed', []),
  };
}

/**
 * `moduleRoute(n)` is what a route answers each role when the member gets n. The user of the subscription
 * without crm has cms: in its own project it may list and add (200), and the member's records are not its (404).
 */
export function cmsRows(moduleRoute: (member: number) => number[], publicRoute: number[]): CmsRow[] {
  const own = (member: number) => moduleRoute(member).map((status, i) => (i === 5 ? member : status));
  const foreign = (member: number) => moduleRoute(member).map((status, i) => (i === 5 ? 404 : status));
  const rows: CmsRow[] = [];
  for (const [path, key] of [
    ['sections', 'section'],
    ['groups', 'group'],
  ] as const) {
    const doomed = key === 'section' ? 'doomedSection' : 'doomedGroup';
    rows.push(
      { method: 'GET', route: `/cms/${path}`, url: (_f, p) => `/api/cms/${path}?project=${p.projectId}`, expect: own(200) },
      { method: 'GET', route: `/cms/${path}`, url: (f) => `/api/cms/${path}?id=${f.cms[key]}`, expect: foreign(200) },
      {
        method: 'POST',
        route: `/cms/${path}`,
        url: () => `/api/cms/${path}`,
        body: (_f, p) =>
          key === 'section'
            ? { name: 'cms-added', label: 'Added', code: '', project: p.projectId }
            : { name: 'Added', sections: [], project: p.projectId },
        expect: own(200),
      },
      {
        method: 'PATCH',
        route: `/cms/${path}`,
        url: () => `/api/cms/${path}`,
        body: (f) => (key === 'section' ? { id: f.cms.section, label: 'Renamed' } : { id: f.cms.group, name: 'Renamed' }),
        expect: foreign(204),
      },
      { method: 'DELETE', route: `/cms/${path}`, url: (f) => `/api/cms/${path}?id=${f.cms[doomed]}`, expect: foreign(204) },
    );
  }
  rows.push(
    { method: 'GET', route: '/public/cms/sections', url: (f) => `/api/public/cms/sections?name=${f.cms.sectionName}`, expect: publicRoute },
    { method: 'GET', route: '/public/cms/groups', url: (f) => `/api/public/cms/groups?id=${f.cms.group}`, expect: publicRoute },
  );
  return rows;
}
