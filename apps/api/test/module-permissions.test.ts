// The permission matrix of CONTRACT §5 for the project modules and the public API: every module route
// refuses anonymous callers, admins and clients; a user reaches only the projects of their own active
// subscription, only in the modules it lists; a project's API key opens the public API and nothing else.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { listRoutePolicies } from '../src/http/route-policies.js';
import { statusOf } from './support/status-of.js';
import { buildModuleWorld, type ModuleWorld, type ProjectMember } from './support/module-world.js';
import { addImportRecords, importRows, type ImportRecords } from './support/import-permission-rows.js';
import { addInvRecords, invRows, type InvRecords } from './support/inv-permission-rows.js';
import { addCmsRecords, cmsRows, type CmsRecords } from './support/cms-permission-rows.js';
import { addBmsRecords, bmsRows, type BmsRecords } from './support/bms-permission-rows.js';
import { addSchRecords, schRows, type SchRecords } from './support/sch-permission-rows.js';
import { addProjectAssetRecords, projectAssetRows, type ProjectAssetRecords } from './support/project-asset-permission-rows.js';
import { useTestApp, type TestApp } from './support/test-app.js';

type Role = 'anonymous' | 'admin' | 'client' | 'member' | 'otherTenant' | 'withoutCrm' | 'inactive' | 'apiKey';
const ROLES: Role[] = ['anonymous', 'admin', 'client', 'member', 'otherTenant', 'withoutCrm', 'inactive', 'apiKey'];

/** What each module route answers a role, given what it answers the member (its own project's records). */
const moduleRoute = (member: number): number[] => [401, 403, 403, member, 404, 403, 403, 401];

interface Fixture {
  /** Digital assets of the member's project: folders, files, a lead's tag. */
  asm: AsmRecords;
  /** A record of the member's project, per resource. */
  customerGroup: number;
  doomedGroup: number;
  /** Communications forms, submissions and scorings of the member's project. */
  form: number;
  doomedForm: number;
  submission: number;
  scoring: number;
  doomedScoring: number;
  customer: number;
  doomedCustomer: number;
  lead: number;
  doomedLead: number;
  convertibleLead: number;
  convertibleWithoutGroup: number;
  /** A form of the member's project, for the public intake. */
  intakeForm: number;
  /** Inventory templates, groups, items and an engagement of the member's project. */
  inv: InvRecords;
  /** CSV imports of the member's project. */
  imports: ImportRecords;
  /** Content sections and groups of the member's project. */
  cms: CmsRecords;
  /** Images of the member's project (the project assets page). */
  projectAssets: ProjectAssetRecords;
  /** Video categories and videos of the member's project. */
  bms: BmsRecords;
  /** Scheduler events, invitees and the people they invite, of the member's project. */
  sch: SchRecords;
  /** Notes of the member's customer and lead, for the delete rows. */
  customerNote: number;
  leadNote: number;
}

interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  route: string;
  /**
   * The call. `target` is the project the caller names: the member's for everyone but the users whose
   * subscription lacks the module or is inactive, who name their own project (so only the gate refuses them).
   */
  url: (f: Fixture, target: ProjectMember) => string;
  body?: (f: Fixture, target: ProjectMember) => unknown;
  expect: number[];
}

const rows: Row[] = [
  { method: 'GET', route: '/crm/groups', url: (_f, p) => `/api/crm/groups?project=${p.projectId}`, expect: moduleRoute(200) },
  { method: 'GET', route: '/crm/groups', url: (f) => `/api/crm/groups?id=${f.customerGroup}`, expect: moduleRoute(200) },
  {
    method: 'POST',
    route: '/crm/groups',
    url: () => '/api/crm/groups',
    body: (_f, p) => ({ groupName: 'Added', project: p.projectId }),
    expect: moduleRoute(200),
  },
  {
    method: 'PATCH',
    route: '/crm/groups',
    url: () => '/api/crm/groups',
    body: (f) => ({ id: f.customerGroup, groupName: 'Renamed' }),
    expect: moduleRoute(204),
  },
  { method: 'DELETE', route: '/crm/groups', url: (f) => `/api/crm/groups?id=${f.doomedGroup}`, expect: moduleRoute(204) },
  { method: 'GET', route: '/crm/customers', url: (_f, p) => `/api/crm/customers?project=${p.projectId}`, expect: moduleRoute(200) },
  { method: 'GET', route: '/crm/customers', url: (f) => `/api/crm/customers?id=${f.customer}`, expect: moduleRoute(200) },
  {
    method: 'GET',
    route: '/crm/customers',
    url: (_f, p) => `/api/crm/customers?project=${p.projectId}&assigned=${w.member.userId}`,
    expect: moduleRoute(200),
  },
  // As spec 2's call reads: `?assigned` alone. Another tenant gets an empty list (nobody of theirs is assigned).
  {
    method: 'GET',
    route: '/crm/customers',
    url: () => `/api/crm/customers?assigned=${w.member.userId}`,
    expect: moduleRoute(200).map((status, i) => (i === 4 ? 200 : status)),
  },
  {
    method: 'POST',
    route: '/crm/customers',
    url: () => '/api/crm/customers',
    body: (f, p) => ({
      firstname: 'New',
      lastname: 'Customer',
      email: 'new@example.com',
      customerGroup: f.customerGroup,
      project: p.projectId,
    }),
    expect: moduleRoute(200),
  },
  {
    method: 'PATCH',
    route: '/crm/customers',
    url: () => '/api/crm/customers',
    body: (f) => ({ id: f.customer, city: 'Laval' }),
    expect: moduleRoute(204),
  },
  { method: 'DELETE', route: '/crm/customers', url: (f) => `/api/crm/customers?id=${f.doomedCustomer}`, expect: moduleRoute(204) },
  // {ids} names no project: another subscription's user gets none of them (an empty answer), never theirs.
  {
    method: 'POST',
    route: '/crm/customers/batch',
    url: () => '/api/crm/customers/batch',
    body: (f) => ({ ids: [f.customer] }),
    expect: [401, 403, 403, 200, 200, 403, 403, 401],
  },
  {
    method: 'POST',
    route: '/crm/customers/batch',
    url: () => '/api/crm/customers/batch',
    body: (f, p) => ({
      project: p.projectId,
      customers: [{ firstname: 'B', lastname: 'C', email: 'b@example.com', customerGroup: f.customerGroup }],
    }),
    expect: moduleRoute(200),
  },
  {
    method: 'GET',
    route: '/crm/customers/export',
    url: (_f, p) => `/api/crm/customers/export?project=${p.projectId}`,
    expect: moduleRoute(200),
  },
  {
    method: 'GET',
    route: '/com/data/enrich',
    url: (_f, p) => `/api/com/data/enrich?email=ada%40example.com&project=${p.projectId}`,
    expect: moduleRoute(200),
  },
  {
    method: 'POST',
    route: '/com/mail',
    url: () => '/api/com/mail',
    body: (_f, p) => ({ subject: 'Hello', message: 'Hi', email: 'lead@example.com', project: p.projectId }),
    expect: moduleRoute(200),
  },
  {
    method: 'GET',
    route: '/com/mail',
    url: (_f, p) => `/api/com/mail?project=${p.projectId}&email=lead%40example.com`,
    expect: moduleRoute(200),
  },
  { method: 'GET', route: '/com/leads', url: (_f, p) => `/api/com/leads?project=${p.projectId}`, expect: moduleRoute(200) },
  { method: 'GET', route: '/com/leads', url: (f) => `/api/com/leads?id=${f.lead}`, expect: moduleRoute(200) },
  {
    method: 'GET',
    route: '/com/leads',
    url: (_f, p) => `/api/com/leads?project=${p.projectId}&sorting=true&assigned=${p.userId}`,
    expect: moduleRoute(200),
  },
  {
    method: 'POST',
    route: '/com/leads',
    url: () => '/api/com/leads',
    body: (_f, p) => ({ firstname: 'New', lastname: 'Lead', phone: '555-0100', email: 'new-lead@example.com', project: p.projectId }),
    expect: moduleRoute(200),
  },
  {
    method: 'PATCH',
    route: '/com/leads',
    url: () => '/api/com/leads',
    body: (f) => ({ id: f.lead, phone: '555-0102' }),
    expect: moduleRoute(204),
  },
  { method: 'DELETE', route: '/com/leads', url: (f) => `/api/com/leads?id=${f.doomedLead}`, expect: moduleRoute(204) },
  {
    method: 'POST',
    route: '/com/leads/batch',
    url: () => '/api/com/leads/batch',
    body: (f, p) => ({ ids: [f.lead], project: p.projectId }),
    expect: moduleRoute(200),
  },
  {
    method: 'POST',
    route: '/com/leads/convert',
    url: () => '/api/com/leads/convert',
    body: (f, p) => ({ id: f.convertibleLead, customerGroup: f.customerGroup, project: p.projectId }),
    expect: moduleRoute(200),
  },
  // As spec 2's call reads: no group (the project's 'Converted leads').
  {
    method: 'POST',
    route: '/com/leads/convert',
    url: () => '/api/com/leads/convert',
    body: (f, p) => ({ id: f.convertibleWithoutGroup, project: p.projectId }),
    expect: moduleRoute(200),
  },
  { method: 'GET', route: '/com/forms', url: (_f, p) => `/api/com/forms?project=${p.projectId}`, expect: moduleRoute(200) },
  { method: 'GET', route: '/com/forms', url: (f) => `/api/com/forms?id=${f.form}`, expect: moduleRoute(200) },
  {
    method: 'POST',
    route: '/com/forms',
    url: () => '/api/com/forms',
    body: (_f, p) => ({ label: 'Added', notifySms: '5145550100', notifyEmail: 'a@example.com', project: p.projectId }),
    expect: moduleRoute(200),
  },
  {
    method: 'PATCH',
    route: '/com/forms',
    url: () => '/api/com/forms',
    body: (f) => ({ id: f.form, label: 'Renamed' }),
    expect: moduleRoute(204),
  },
  { method: 'DELETE', route: '/com/forms', url: (f) => `/api/com/forms?id=${f.doomedForm}`, expect: moduleRoute(204) },
  { method: 'GET', route: '/com/submissions', url: (f) => `/api/com/submissions?form=${f.form}`, expect: moduleRoute(200) },
  { method: 'GET', route: '/com/submissions', url: (_f, p) => `/api/com/submissions?project=${p.projectId}`, expect: moduleRoute(200) },
  // A lead id names no project: another subscription's user gets an empty list, never the member's rows.
  {
    method: 'GET',
    route: '/com/submissions',
    url: () => '/api/com/submissions?leadId=1',
    expect: [401, 403, 403, 200, 200, 403, 403, 401],
  },
  {
    method: 'PATCH',
    route: '/com/submissions',
    url: () => '/api/com/submissions',
    body: (f) => ({ id: f.submission, status: 'inactive' }),
    expect: moduleRoute(204),
  },
  { method: 'GET', route: '/com/scoring', url: (_f, p) => `/api/com/scoring?project=${p.projectId}`, expect: moduleRoute(200) },
  { method: 'GET', route: '/com/scoring', url: (f) => `/api/com/scoring?id=${f.scoring}`, expect: moduleRoute(200) },
  {
    method: 'POST',
    route: '/com/scoring',
    url: () => '/api/com/scoring',
    body: (_f, p) => ({ label: 'Hot', score: 10, color: '#ff8800', project: p.projectId }),
    expect: moduleRoute(200),
  },
  {
    method: 'PATCH',
    route: '/com/scoring',
    url: () => '/api/com/scoring',
    body: (f) => ({ id: f.scoring, score: -1.5 }),
    expect: moduleRoute(204),
  },
  { method: 'DELETE', route: '/com/scoring', url: (f) => `/api/com/scoring?id=${f.doomedScoring}`, expect: moduleRoute(204) },
  // Notes belong to the module of their recipient (customer → crm, lead → com), named in the request.
  ...(['customer', 'lead'] as const).flatMap((type): Row[] => [
    {
      method: 'GET',
      route: '/notes/type',
      url: (f) => `/api/notes/type?recipientType=${type}&id=${f[type]}`,
      expect: moduleRoute(200),
    },
    {
      method: 'POST',
      route: '/notes',
      url: () => '/api/notes',
      body: (f) => ({ note: 'Called back', recipientType: type, recipientId: f[type] }),
      expect: moduleRoute(200),
    },
    // A delete names only the note: its module is read within the caller's subscription, so a user of
    // another subscription (lacking the module or not) finds no such note (404) rather than learning its type.
    {
      method: 'DELETE',
      route: '/notes',
      url: (f) => `/api/notes?id=${type === 'customer' ? f.customerNote : f.leadNote}`,
      expect: [401, 403, 403, 204, 404, 404, 403, 401],
    },
  ]),
  { method: 'GET', route: '/asm/folders', url: (_f, p) => `/api/asm/folders?project=${p.projectId}`, expect: moduleRoute(200) },
  { method: 'GET', route: '/asm/folders', url: (f) => `/api/asm/folders?id=${f.asm.folder}`, expect: moduleRoute(200) },
  {
    method: 'POST',
    route: '/asm/folders',
    url: () => '/api/asm/folders',
    body: (_f, p) => ({ folder: 'Added', project: p.projectId }),
    expect: moduleRoute(200),
  },
  {
    method: 'PATCH',
    route: '/asm/folders',
    url: () => '/api/asm/folders',
    body: (f) => ({ id: f.asm.folder, folder: 'Renamed' }),
    expect: moduleRoute(204),
  },
  { method: 'DELETE', route: '/asm/folders', url: (f) => `/api/asm/folders?id=${f.asm.doomedFolder}`, expect: moduleRoute(204) },
  { method: 'GET', route: '/asm/assets', url: (f) => `/api/asm/assets?folder=${f.asm.folder}`, expect: moduleRoute(200) },
  // The form names the folder of the member's project; the project in the query is what the gate checks.
  {
    method: 'POST',
    route: '/asm/assets',
    url: (_f, p) => `/api/asm/assets?project=${p.projectId}`,
    body: (f) => asmUpload(f.asm.folder),
    expect: moduleRoute(200),
  },
  // As spec 2's call reads: the folder names the project, nothing else does.
  { method: 'POST', route: '/asm/assets', url: () => '/api/asm/assets', body: (f) => asmUpload(f.asm.folder), expect: moduleRoute(200) },
  { method: 'DELETE', route: '/asm/assets', url: (f) => `/api/asm/assets?id=${f.asm.doomedAsset}`, expect: moduleRoute(204) },
  { method: 'GET', route: '/asm/assets/download', url: (f) => `/api/asm/assets/download?id=${f.asm.asset}`, expect: moduleRoute(200) },
  { method: 'GET', route: '/asm/assets/manage', url: (_f, p) => `/api/asm/assets/manage?project=${p.projectId}`, expect: moduleRoute(200) },
  {
    method: 'PATCH',
    route: '/asm/assets/manage',
    url: () => '/api/asm/assets/manage',
    body: (f, p) => ({ selected: [f.asm.asset], tagType: 'lead', typeId: f.asm.lead, project: p.projectId }),
    expect: moduleRoute(204),
  },
  { method: 'GET', route: '/asm/tags', url: (f) => `/api/asm/tags?tagType=lead&typeId=${f.asm.lead}`, expect: moduleRoute(200) },
  { method: 'DELETE', route: '/asm/tags', url: (f) => `/api/asm/tags?id=${f.asm.tag}`, expect: moduleRoute(204) },
  // A public asset's link opens to anyone, with or without a credential (CONTRACT §7).
  {
    method: 'GET',
    route: '/public/assets/:id',
    url: (f) => `/api/public/assets/${f.asm.publicAsset}`,
    expect: [200, 200, 200, 200, 200, 200, 200, 200],
  },
  ...invRows(moduleRoute, [401, 401, 401, 401, 401, 401, 401, 200]),
  ...importRows,
  ...cmsRows(moduleRoute, [401, 401, 401, 401, 401, 401, 401, 200]),
  ...projectAssetRows(moduleRoute),
  ...bmsRows(moduleRoute, [401, 401, 401, 401, 401, 401, 401, 200]),
  ...schRows(moduleRoute),
  // The public API: the project's key only.
  { method: 'GET', route: '/public/project', url: () => '/api/public/project', expect: [401, 401, 401, 401, 401, 401, 401, 200] },
  {
    method: 'POST',
    route: '/public/forms/:formId/submissions',
    url: (f) => `/api/public/forms/${f.intakeForm}/submissions`,
    body: () => ({ email: 'visitor@example.com' }),
    expect: [401, 401, 401, 401, 401, 401, 401, 200],
  },
];

let t: TestApp;
let w: ModuleWorld;
let f: Fixture;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
  const add = (groupName: string) =>
    unwrap(w.member.api.POST('/api/crm/groups', { body: { groupName, project: w.member.projectId } })).then((g) => g.id);
  const addLead = (email: string) =>
    unwrap(
      w.member.api.POST('/api/com/leads', {
        body: { firstname: 'Ada', lastname: 'Lead', phone: '555-0101', email, project: w.member.projectId },
      }),
    ).then((l) => l.id);
  f = {
    asm: await addAsmRecords(w),
    customerGroup: await add('Wholesale'),
    doomedGroup: await add('Doomed'),
    ...(await addComRecords(w, t)),
    ...(await addCustomers(w)),
    lead: await addLead('lead@example.com'),
    doomedLead: await addLead('doomed@example.com'),
    convertibleLead: await addLead('convertible@example.com'),
    convertibleWithoutGroup: await addLead('no-group@example.com'),
    intakeForm: (
      await t.running.database.dataSource.query(
        `INSERT INTO forms (project_id, label, notify_sms, notify_email) VALUES ($1, 'Intake', '', '') RETURNING id`,
        [w.member.projectId],
      )
    )[0].id,
    inv: await addInvRecords(w),
    imports: await addImportRecords(w),
    cms: await addCmsRecords(w),
    projectAssets: await addProjectAssetRecords(w),
    bms: await addBmsRecords(w),
    sch: await addSchRecords(w),
    // Set below, once the customer and the lead they are attached to exist.
    customerNote: 0,
    leadNote: 0,
  };
  const note = (recipientType: 'customer' | 'lead', recipientId: number) =>
    unwrap(w.member.api.POST('/api/notes', { body: { note: 'Doomed', recipientType, recipientId } })).then((n) => n.id);
  f.customerNote = await note('customer', f.customer);
  f.leadNote = await note('lead', f.lead);
});

async function call(role: Role, row: Row): Promise<number> {
  const target = role === 'withoutCrm' || role === 'inactive' ? w[role] : w.member;
  const headers: Record<string, string> = role === 'apiKey' ? { 'x-api-key': w.member.apiKey } : {};
  const api =
    {
      admin: w.admin,
      client: w.clientA.api,
      member: w.member.api,
      otherTenant: w.otherTenant.api,
      withoutCrm: w.withoutCrm.api,
      inactive: w.inactive.api,
    }[role as 'admin'] ?? t.client;
  return statusOf(api, row.method, row.url(f, target), { body: row.body?.(f, target), headers });
}

describe('module permission matrix', () => {
  it.each(rows.map((r, i) => [`#${i + 1} ${r.method} ${r.route}`, r] as const))('%s', async (_name, row) => {
    const actual: Record<string, number> = {};
    for (const role of ROLES) actual[role] = await call(role, row);
    expect(actual).toEqual(Object.fromEntries(ROLES.map((role, i) => [role, row.expect[i]])));
  });

  it('covers every module route and every public route', () => {
    const covered = new Set(rows.map((r) => `${r.method} ${r.route}`));
    const routes = listRoutePolicies(t.running.app)
      .filter((r) => r.module !== undefined || r.path.startsWith('/public/'))
      .map((r) => `${r.method} ${r.path}`);
    expect(routes.filter((r) => !covered.has(r))).toEqual([]);
  });

  it("opens a public route to a project's key only while its subscription lists the route's module", async () => {
    // withoutCrm's subscription lists cms alone: its key reads content, and is refused the form intake.
    const key = { 'x-api-key': w.withoutCrm.apiKey };
    const section = await t.client.GET('/api/public/cms/sections', { params: { query: { name: 'nothing-here' } }, headers: key });
    expect(section.response.status).toBe(404);
    const intake = await t.client.POST('/api/public/forms/{formId}/submissions', {
      params: { path: { formId: String(f.intakeForm) } },
      body: { email: 'visitor@example.com' },
      headers: key,
    });
    expect(intake.response.status).toBe(403);
    expect((intake.error as { code?: string }).code).toBe('tenancy.module_not_in_subscription');
  });

  it('names the refusal: module missing, subscription inactive, project of another subscription', async () => {
    const bodyOf = async (api: ProjectMember, project: number) =>
      (await api.api.GET('/api/crm/groups', { params: { query: { project: String(project) } } })).error as { code?: string };
    expect((await bodyOf(w.withoutCrm, w.withoutCrm.projectId)).code).toBe('tenancy.module_not_in_subscription');
    expect((await bodyOf(w.inactive, w.inactive.projectId)).code).toBe('tenancy.subscription_inactive');
    expect((await bodyOf(w.otherTenant, w.member.projectId)).code).toBe('tenancy.project_not_found');
  });
});

/** The member's customers the rows change and delete (in a group of their own, which the group rows leave alone). */
async function addCustomers(world: ModuleWorld): Promise<Pick<Fixture, 'customer' | 'doomedCustomer'>> {
  const project = world.member.projectId;
  const group = await unwrap(world.member.api.POST('/api/crm/groups', { body: { groupName: 'Customers', project } }));
  const add = (email: string) =>
    unwrap(
      world.member.api.POST('/api/crm/customers', { body: { firstname: 'Ada', lastname: 'C', email, customerGroup: group.id, project } }),
    );
  return { customer: (await add('kept@example.com')).id, doomedCustomer: (await add('doomed@example.com')).id };
}

/** The member's forms, a submission (the public intake's row, written directly) and scorings. */
async function addComRecords(
  world: ModuleWorld,
  app: TestApp,
): Promise<Pick<Fixture, 'form' | 'doomedForm' | 'submission' | 'scoring' | 'doomedScoring'>> {
  const project = world.member.projectId;
  const form = (label: string) =>
    unwrap(world.member.api.POST('/api/com/forms', { body: { label, notifySms: '5145550100', notifyEmail: 'a@example.com', project } }));
  const scoring = (label: string) =>
    unwrap(world.member.api.POST('/api/com/scoring', { body: { label, score: 5, color: '#00ff00', project } }));
  const kept = await form('Contact');
  const [submission] = (await app.running.database.dataSource.query(
    `INSERT INTO submissions (project_id, form_id, email) VALUES ($1, $2, 'visitor@example.com') RETURNING id`,
    [project, kept.id],
  )) as Array<{ id: number }>;
  return {
    form: kept.id,
    doomedForm: (await form('Doomed')).id,
    submission: submission.id,
    scoring: (await scoring('Warm')).id,
    doomedScoring: (await scoring('Doomed')).id,
  };
}

interface AsmRecords {
  folder: number;
  doomedFolder: number;
  asset: number;
  doomedAsset: number;
  publicAsset: number;
  lead: number;
  tag: number;
}

/** An upload's form: a small PDF into `folder`. */
function asmUpload(folder: number, access = 'private'): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries({ label: 'Plan', folder: String(folder), access })) body.append(k, v);
  body.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'plan.pdf');
  return body;
}

/** The member's folders, files (one public) and a lead tagged with a file. */
async function addAsmRecords(world: ModuleWorld): Promise<AsmRecords> {
  const { api, projectId: project } = world.member;
  const untyped = api as unknown as Record<
    'POST' | 'PATCH' | 'GET',
    (url: string, init: object) => Promise<{ data?: unknown; response: Response }>
  >;
  const ok = async <T>(call: Promise<{ data?: unknown; response: Response }>): Promise<T> => {
    const { data, response } = await call;
    if (!response.ok) throw new Error(`asm fixture: ${response.status}`);
    return data as T;
  };
  const folder = (name: string) =>
    ok<{ id: number }>(untyped.POST('/api/asm/folders', { body: { folder: name, project } })).then((x) => x.id);
  const upload = (into: number, access?: string) =>
    ok<{ id: number }>(untyped.POST(`/api/asm/assets?project=${project}`, { body: asmUpload(into, access) })).then((x) => x.id);
  const kept = await folder('Kept');
  const lead = await unwrap(
    api.POST('/api/com/leads', { body: { firstname: 'Asa', lastname: 'Lead', phone: '555-0199', email: 'asm-lead@example.com', project } }),
  );
  const asset = await upload(kept);
  await ok(untyped.PATCH('/api/asm/assets/manage', { body: { selected: [asset], tagType: 'lead', typeId: lead.id } }));
  const [tag] = await ok<Array<{ id: number }>>(untyped.GET(`/api/asm/tags?tagType=lead&typeId=${lead.id}`, {}));
  return {
    folder: kept,
    doomedFolder: await folder('Doomed'),
    asset,
    doomedAsset: await upload(kept),
    publicAsset: await upload(kept, 'public'),
    lead: lead.id,
    tag: tag.id,
  };
}
