// The CSV import rows of the module permission matrix (module-permissions.test.ts), with the imports they use.
import { unwrap } from '@atrium/api-client';
import type { ModuleWorld, ProjectMember } from './module-world.js';

/** Imports of the member's project: one waiting for its mapping, one to start, one finished with an error report. */
export interface ImportRecords {
  uploaded: number;
  startable: number;
  reported: number;
  inventoryGroup: number;
}

interface ImportRow {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  route: string;
  url: (f: { imports: ImportRecords }, target: ProjectMember) => string;
  body?: (f: { imports: ImportRecords }, target: ProjectMember) => unknown;
  expect: number[];
}

const LEADS = 'First name,Last name,Email,Phone\nAda,Lovelace,ada@matrix.example,1\n';
const MAPPING = ['firstname', 'lastname', 'email', 'phone'];

function csvForm(fields: Record<string, number>, text: string): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, String(v));
  body.append('file', new Blob([new TextEncoder().encode(text)], { type: 'text/csv' }), 'matrix.csv');
  return body;
}

export async function addImportRecords(world: ModuleWorld): Promise<ImportRecords> {
  const { api, projectId: project } = world.member;
  const untyped = api as unknown as Record<'POST', (url: string, init: object) => Promise<{ data?: unknown; response: Response }>>;
  const upload = async (text: string) => {
    const { data, response } = await untyped.POST('/api/com/leads/imports', { body: csvForm({ project }, text) });
    if (response.status !== 201) throw new Error(`import fixture: ${response.status}`);
    return (data as { id: number }).id;
  };
  const reported = await upload(`${LEADS},,bad,\n`);
  await unwrap(api.POST('/api/imports/start', { body: { id: reported, mapping: MAPPING, mode: 'all', duplicates: 'skip', dryRun: true } }));
  for (let i = 0; i < 200; i++) {
    const got = await unwrap(api.GET('/api/imports', { params: { query: { id: String(reported) } } }));
    if (got.status === 'done') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const template = await unwrap(api.POST('/api/inv/templates', { body: { name: 'Imported', fields: 'item,cost', project } }));
  const group = await unwrap(api.POST('/api/inv/groups', { body: { name: 'Imported', template: template.id, project } }));
  return { uploaded: await upload(LEADS), startable: await upload(LEADS), reported, inventoryGroup: group.id };
}

/** Each module route: what it answers anonymous, admin, client, member, otherTenant, withoutCrm, inactive, apiKey. */
const moduleRoute = (member: number) => [401, 403, 403, member, 404, 403, 403, 401];
/** The /imports routes name only the import: another subscription's user finds none (404), lacking the module or not. */
const perImport = (member: number) => [401, 403, 403, member, 404, 404, 403, 401];

export const importRows: ImportRow[] = [
  {
    method: 'POST',
    route: '/com/leads/imports',
    url: () => '/api/com/leads/imports',
    body: (_f, p) => csvForm({ project: p.projectId }, LEADS),
    expect: moduleRoute(201),
  },
  {
    method: 'POST',
    route: '/crm/customers/imports',
    url: () => '/api/crm/customers/imports',
    body: (_f, p) => csvForm({ project: p.projectId }, 'First name,Last name,Email,Customer group\nA,B,a@matrix.example,G\n'),
    expect: moduleRoute(201),
  },
  {
    method: 'POST',
    route: '/inv/items/imports',
    url: () => '/api/inv/items/imports',
    body: (f) => csvForm({ inventoryGroup: f.imports.inventoryGroup }, 'item,cost\nChair,10\n'),
    expect: moduleRoute(201),
  },
  { method: 'GET', route: '/imports', url: (f) => `/api/imports?id=${f.imports.uploaded}`, expect: perImport(200) },
  {
    method: 'POST',
    route: '/imports/preview',
    url: () => '/api/imports/preview',
    body: (f) => ({ id: f.imports.uploaded, mapping: MAPPING }),
    expect: perImport(200),
  },
  {
    method: 'POST',
    route: '/imports/start',
    url: () => '/api/imports/start',
    body: (f) => ({ id: f.imports.startable, mapping: MAPPING, mode: 'all', duplicates: 'skip' }),
    expect: perImport(202),
  },
  { method: 'GET', route: '/imports/errors', url: (f) => `/api/imports/errors?id=${f.imports.reported}`, expect: perImport(200) },
];
