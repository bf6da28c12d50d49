// The inventory rows of the module permission matrix (module-permissions.test.ts), with the records they use.
import { unwrap } from '@atrium/api-client';
import type { ModuleWorld, ProjectMember } from './module-world.js';

/** Inventory records of the member's project: what the rows read, change and delete. */
export interface InvRecords {
  template: number;
  doomedTemplate: number;
  group: number;
  doomedGroup: number;
  item: number;
  doomedItem: number;
  lead: number;
  doomedTag: number;
}

interface InvRow {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  route: string;
  url: (f: { inv: InvRecords }, target: ProjectMember) => string;
  body?: (f: { inv: InvRecords }, target: ProjectMember) => unknown;
  expect: number[];
}

const LEAD_EMAIL = 'inv-lead@example.com';

export async function addInvRecords(world: ModuleWorld): Promise<InvRecords> {
  const api = world.member.api;
  const project = world.member.projectId;
  const template = (name: string) =>
    unwrap(api.POST('/api/inv/templates', { body: { name, fields: 'item,cost', project } })).then((x) => x.id);
  const kept = await template('Kept');
  const group = (name: string) => unwrap(api.POST('/api/inv/groups', { body: { name, template: kept, project } })).then((x) => x.id);
  const keptGroup = await group('Kept');
  const item = (name: string) =>
    unwrap(api.POST('/api/inv/items', { body: { inventoryGroup: keptGroup, data: { item: name, cost: 1 } } })).then((x) => x.id);
  const keptItem = await item('Kept');
  const lead = await unwrap(
    api.POST('/api/com/leads', { body: { firstname: 'Inv', lastname: 'Lead', phone: '555-0110', email: LEAD_EMAIL, project } }),
  );
  const tag = await unwrap(api.POST('/api/inv/tags', { body: { inventory: keptItem, tagType: 'lead', typeId: lead.id } }));
  return {
    template: kept,
    doomedTemplate: await template('Doomed'),
    group: keptGroup,
    doomedGroup: await group('Doomed'),
    item: keptItem,
    doomedItem: await item('Doomed'),
    lead: lead.id,
    doomedTag: tag.id,
  };
}

/** The member's own records answer `member`; the other roles as every module route (see `moduleRoute`). */
export function invRows(moduleRoute: (member: number) => number[], publicRoute: number[]): InvRow[] {
  return [
    { method: 'GET', route: '/inv/templates', url: (_f, p) => `/api/inv/templates?project=${p.projectId}`, expect: moduleRoute(200) },
    { method: 'GET', route: '/inv/templates', url: (f) => `/api/inv/templates?id=${f.inv.template}`, expect: moduleRoute(200) },
    {
      method: 'POST',
      route: '/inv/templates',
      url: () => '/api/inv/templates',
      body: (_f, p) => ({ name: 'Added', fields: 'item, cost', project: p.projectId }),
      expect: moduleRoute(200),
    },
    {
      method: 'PATCH',
      route: '/inv/templates',
      url: () => '/api/inv/templates',
      body: (f) => ({ id: f.inv.template, name: 'Renamed' }),
      expect: moduleRoute(204),
    },
    { method: 'DELETE', route: '/inv/templates', url: (f) => `/api/inv/templates?id=${f.inv.doomedTemplate}`, expect: moduleRoute(204) },
    { method: 'GET', route: '/inv/groups', url: (_f, p) => `/api/inv/groups?project=${p.projectId}`, expect: moduleRoute(200) },
    { method: 'GET', route: '/inv/groups', url: (f) => `/api/inv/groups?id=${f.inv.group}`, expect: moduleRoute(200) },
    {
      method: 'POST',
      route: '/inv/groups',
      url: () => '/api/inv/groups',
      body: (f, p) => ({ name: 'Added', template: f.inv.template, project: p.projectId }),
      expect: moduleRoute(200),
    },
    {
      method: 'PATCH',
      route: '/inv/groups',
      url: () => '/api/inv/groups',
      body: (f) => ({ id: f.inv.group, name: 'Renamed' }),
      expect: moduleRoute(204),
    },
    { method: 'DELETE', route: '/inv/groups', url: (f) => `/api/inv/groups?id=${f.inv.doomedGroup}`, expect: moduleRoute(204) },
    { method: 'GET', route: '/inv/items', url: (f) => `/api/inv/items?group=${f.inv.group}`, expect: moduleRoute(200) },
    { method: 'GET', route: '/inv/items', url: (f) => `/api/inv/items?id=${f.inv.item}`, expect: moduleRoute(200) },
    {
      method: 'GET',
      route: '/inv/items/hottest',
      url: (_f, p) => `/api/inv/items/hottest?project=${p.projectId}`,
      expect: moduleRoute(200),
    },
    {
      method: 'POST',
      route: '/inv/items',
      url: () => '/api/inv/items',
      body: (f) => ({ inventoryGroup: f.inv.group, data: { item: 'Added', cost: 2 } }),
      expect: moduleRoute(200),
    },
    {
      method: 'PATCH',
      route: '/inv/items',
      url: () => '/api/inv/items',
      body: (f) => ({ id: f.inv.item, data: { item: 'Renamed', cost: 3 } }),
      expect: moduleRoute(204),
    },
    {
      method: 'PATCH',
      route: '/inv/items/status',
      url: () => '/api/inv/items/status',
      body: (f) => ({ id: f.inv.item, status: 1 }),
      expect: moduleRoute(204),
    },
    { method: 'DELETE', route: '/inv/items', url: (f) => `/api/inv/items?id=${f.inv.doomedItem}`, expect: moduleRoute(204) },
    { method: 'GET', route: '/inv/tags', url: (f) => `/api/inv/tags?item=${f.inv.item}`, expect: moduleRoute(200) },
    { method: 'GET', route: '/inv/tags', url: (_f, p) => `/api/inv/tags?tagType=lead&project=${p.projectId}`, expect: moduleRoute(200) },
    {
      method: 'POST',
      route: '/inv/tags',
      url: () => '/api/inv/tags',
      body: (f) => ({ inventory: f.inv.item, tagType: 'lead', typeId: f.inv.lead }),
      expect: moduleRoute(200),
    },
    { method: 'DELETE', route: '/inv/tags', url: (f) => `/api/inv/tags?id=${f.inv.doomedTag}`, expect: moduleRoute(204) },
    { method: 'GET', route: '/public/inv/items', url: (f) => `/api/public/inv/items?group=${f.inv.group}`, expect: publicRoute },
    {
      method: 'POST',
      route: '/public/inv/engagements',
      url: () => '/api/public/inv/engagements',
      body: (f) => ({ item: f.inv.item, email: LEAD_EMAIL }),
      expect: publicRoute,
    },
  ];
}
