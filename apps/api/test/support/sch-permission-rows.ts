// The scheduler rows of the module permission matrix (module-permissions.test.ts), with the records they use.
import type { ModuleWorld, ProjectMember } from './module-world.js';

/** Scheduler records of the member's project: what the rows read, change and delete. */
export interface SchRecords {
  event: number;
  doomedEvent: number;
  doomedTag: number;
  customer: number;
  lead: number;
}

interface SchRow {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  route: string;
  url: (f: { sch: SchRecords }, target: ProjectMember) => string;
  body?: (f: { sch: SchRecords }, target: ProjectMember) => unknown;
  expect: number[];
}

type Api = Record<'POST', (url: string, init: object) => Promise<{ data?: unknown; response: Response }>>;

async function idOf(call: Promise<{ data?: unknown; response: Response }>): Promise<number> {
  const r = await call;
  if (!r.response.ok) throw new Error(`sch fixture: ${r.response.status} ${r.response.url}`);
  return (r.data as { id: number }).id;
}

export async function addSchRecords(world: ModuleWorld): Promise<SchRecords> {
  // Untyped: the rows must run before and after the client is regenerated alike.
  const api = world.member.api as unknown as Api;
  const project = world.member.projectId;
  const event = (name: string) =>
    idOf(
      api.POST('/api/sch/events', {
        body: {
          project,
          event: name,
          description: 'About',
          startDate: '2026-03-02',
          endDate: '2026-03-02',
          startTime: '09:00',
          endTime: '10:00',
        },
      }),
    );
  const group = await idOf(api.POST('/api/crm/groups', { body: { groupName: 'Invitees', project } }));
  const customer = await idOf(
    api.POST('/api/crm/customers', {
      body: { firstname: 'Ivy', lastname: 'Invitee', email: 'ivy@example.com', customerGroup: group, project },
    }),
  );
  const lead = await idOf(
    api.POST('/api/com/leads', { body: { firstname: 'Ian', lastname: 'Invitee', phone: '555-0199', email: 'ian@example.com', project } }),
  );
  const kept = await event('Kept');
  const doomedTag = await idOf(api.POST('/api/sch/tags', { body: { event: kept, tagType: 'lead', typeId: lead } }));
  return { event: kept, doomedEvent: await event('Doomed'), doomedTag, customer, lead };
}

/**
 * `moduleRoute(s)`: what a module route answers each role when it answers the member `s`. Without
 * GOOGLE_CLIENT_ID the calendar routes answer the member 503; the consent read names no project, so
 * another tenant's user (who has the module) gets the same 503.
 */
export function schRows(moduleRoute: (member: number) => number[]): SchRow[] {
  return [
    { method: 'GET', route: '/sch/events', url: (_f, p) => `/api/sch/events?project=${p.projectId}`, expect: moduleRoute(200) },
    {
      method: 'GET',
      route: '/sch/events',
      url: (_f, p) => `/api/sch/events?project=${p.projectId}&day=1772452800`,
      expect: moduleRoute(200),
    },
    { method: 'GET', route: '/sch/events', url: (f) => `/api/sch/events?id=${f.sch.event}`, expect: moduleRoute(200) },
    {
      method: 'POST',
      route: '/sch/events',
      url: () => '/api/sch/events',
      body: (_f, p) => ({
        project: p.projectId,
        event: 'Added',
        description: 'New',
        startDate: '2026-03-03',
        endDate: '2026-03-03',
        startTime: '08:00',
        endTime: '09:00',
      }),
      expect: moduleRoute(200),
    },
    {
      method: 'PATCH',
      route: '/sch/events',
      url: () => '/api/sch/events',
      body: (f) => ({ id: f.sch.event, event: 'Renamed' }),
      expect: moduleRoute(204),
    },
    { method: 'DELETE', route: '/sch/events', url: (f) => `/api/sch/events?id=${f.sch.doomedEvent}`, expect: moduleRoute(204) },
    { method: 'GET', route: '/sch/tags', url: (f) => `/api/sch/tags?event=${f.sch.event}`, expect: moduleRoute(200) },
    { method: 'GET', route: '/sch/tags', url: (f) => `/api/sch/tags?typeId=${f.sch.lead}&tagType=lead`, expect: moduleRoute(200) },
    {
      method: 'POST',
      route: '/sch/tags',
      url: () => '/api/sch/tags',
      body: (f) => ({ event: f.sch.event, tagType: 'customer', typeId: f.sch.customer }),
      expect: moduleRoute(200),
    },
    { method: 'DELETE', route: '/sch/tags', url: (f) => `/api/sch/tags?id=${f.sch.doomedTag}`, expect: moduleRoute(204) },
    {
      method: 'GET',
      route: '/services/google/calendarsync',
      url: () => '/api/services/google/calendarsync',
      expect: [401, 403, 403, 503, 503, 403, 403, 401],
    },
    {
      method: 'POST',
      route: '/services/google/calendarsync',
      url: () => '/api/services/google/calendarsync',
      body: (_f, p) => ({ project: p.projectId, authCode: 'code' }),
      expect: moduleRoute(503),
    },
  ];
}
