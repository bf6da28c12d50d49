// The API calls whose statements are captured, area by area, in the order they are sent: the spec's calls
// (CONTRACT), lists with a text filter, a sort, a later page and a date range, the exports and the public
// API. A call names who sends it (`as`), and may keep an id of its answer for later calls (`keep`). Every
// value is fixed, so that every run sends the same calls with the same values.
//
// `c` holds the ids: the tenant of tools/bench/module-seed.mjs (project, user, client, subscription…),
// what module-seed filled in (form, group…), and whatever a call kept.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const fixtures = join(import.meta.dirname, '../../apps/console/e2e/fixtures');
const COVER = readFileSync(join(fixtures, 'cover.png'));
const CLIP = readFileSync(join(fixtures, 'clip.webm'));
export const file = (bytes, name, type) => ({ bytes, name, type });
const cover = () => file(COVER, 'cover.png', 'image/png');
const clip = () => file(CLIP, 'clip.webm', 'video/webm');

/** 2026-01-01T00:00:00Z, the instant module-seed dates its rows back from (SEED_AT), in unix seconds. */
export const SEED_AT = '2026-01-01T00:00:00Z';
const T = Date.parse(SEED_AT) / 1000;
const HOUR = 3600;
/** Module rows span the 50 minutes before SEED_AT; tools/bench/seed.mjs dates the admin lists' rows from 2020. */
const MODULE_RANGE = [T - 1800, T - 1200];
const ADMIN_RANGE = [Date.parse('2020-01-01T10:00:00Z') / 1000, Date.parse('2020-01-01T20:00:00Z') / 1000];

const get = (as, path, query, extra = {}) => ({ as, method: 'GET', path, query, ...extra });
const post = (as, path, body, extra = {}) => ({ as, method: 'POST', path, body, ...extra });
const patch = (as, path, body, extra = {}) => ({ as, method: 'PATCH', path, body, ...extra });
const del = (as, path, id) => ({ as, method: 'DELETE', path, query: (c) => ({ id: id(c) }) });

/**
 * The list parameters every list takes: a filter, a sort, a later page, a date range. The big lists also
 * take a dense filter (most rows match: the id index is walked and the total estimated) and a page past
 * the middle (read from the other end of the index).
 */
const listed = (as, path, scope, { q, dense, sort, dated = true, range = MODULE_RANGE } = {}) => [
  get(as, path, scope),
  ...(q ? [get(as, path, (c) => ({ ...scope(c), q }))] : []),
  ...(dense ? [get(as, path, (c) => ({ ...scope(c), q: dense })), get(as, path, (c) => ({ ...scope(c), page: '190' }))] : []),
  ...(sort ? [get(as, path, (c) => ({ ...scope(c), sort, order: 'asc', page: '3' }))] : []),
  ...(dated ? [get(as, path, (c) => ({ ...scope(c), from: String(range[0]), to: String(range[1]) }))] : []),
];

const accounts = [
  post('anonymous', '/auth/login', { email: 'user@bench.test', password: 'bench-user-password' }),
  post('admin', '/auth/validate', (c) => ({ token: c.tokens.admin })),
  ...listed('admin', '/clients', () => ({}), { q: 'company 7', dense: 'company', sort: 'email', range: ADMIN_RANGE }),
  get('admin', '/clients', (c) => ({ id: c.client })),
  post(
    'admin',
    '/clients',
    {
      firstname: 'Queries',
      lastname: 'Client',
      company: 'Queries Ltd',
      email: 'queries@sql.test',
      phone: '555',
      password: 'queries-password',
    },
    { keep: 'extraClient' },
  ),
  patch('admin', '/clients', (c) => ({ id: c.extraClient, phone: '556' })),
  patch('admin', '/clients/two-factor', (c) => ({ id: c.extraClient })),
  del('admin', '/clients', (c) => c.extraClient),
  get('owner', '/users', (c) => ({ subscription: c.subscription })),
  get('user', '/users', (c) => ({ project: c.project })),
  get('owner', '/users', (c) => ({ id: c.user })),
  // The subscription's one user is there already: refused, after its limits were read.
  post(
    'owner',
    '/users',
    (c) => ({ firstname: 'Extra', lastname: 'User', email: 'extra@sql.test', password: 'extra-password', subscription: c.subscription }),
    { expect: [409] },
  ),
  get('owner', '/projects/subscription', (c) => ({ id: c.subscription })),
  get('owner', '/projects', (c) => ({ id: c.project })),
  patch('owner', '/projects', (c) => ({ id: c.project, website: 'https://queries.test' })),
  patch('owner', '/projects/token', (c) => ({ id: c.project }), { keep: ['apiKey', 'token'] }),
  patch('owner', '/auth/login', {
    oldPassword: 'bench-owner-password',
    newPassword: 'bench-owner-password',
    confirmPassword: 'bench-owner-password',
  }),
  patch('user', '/auth/password', {
    oldPassword: 'bench-user-password',
    newPassword: 'bench-user-password',
    confirmPassword: 'bench-user-password',
  }),
  // Two-factor sign-in (decision 0017): codes change every 30 s, so only what fixed values reach is sent.
  get('user', '/auth/2fa'),
  post('user', '/auth/2fa/setup', {}),
  post('user', '/auth/2fa/confirm', { code: '000000' }, { expect: [400] }),
  post('user', '/auth/2fa/disable', { password: 'bench-user-password', code: '000000' }, { expect: [409] }),
  post('anonymous', '/auth/2fa', { challenge: 'no-such-challenge', code: '000000' }, { expect: [401] }),
  get('admin', '/auth/2fa/policy'),
  patch('admin', '/auth/2fa/policy', { required: false }),
];

const billing = [
  ...listed('admin', '/subscriptions', () => ({}), { q: 'crm', sort: 'endDate', range: ADMIN_RANGE }),
  get('admin', '/subscriptions', (c) => ({ id: c.subscription })),
  get('owner', '/subscriptions/client', (c) => ({ id: c.client })),
  get('admin', '/subscriptions/quote', { maxProjects: '2', maxUsers: '5' }),
  post('admin', '/subscriptions', (c) => ({ client: c.client, coreId: 777, maxProjects: 1, maxUsers: 1, modules: ['crm'] }), {
    keep: 'extraSubscription',
  }),
  post(
    'owner',
    '/users',
    (c) => ({
      firstname: 'Extra',
      lastname: 'User',
      email: 'extra@sql.test',
      password: 'extra-password',
      subscription: c.extraSubscription,
    }),
    { keep: 'extraUser' },
  ),
  patch('owner', '/users', (c) => ({ id: c.extraUser, firstname: 'Extra2' })),
  del('owner', '/users', (c) => c.extraUser),
  post(
    'owner',
    '/projects',
    (c) => ({ projectName: 'Extra', projectDescription: 'Extra', website: 'https://extra.test', subscription: c.extraSubscription }),
    { keep: 'extraProject' },
  ),
  del('owner', '/projects', (c) => c.extraProject),
  patch('admin', '/subscriptions/status', (c) => ({ id: c.extraSubscription, status: 'inactive' })),
  ...listed('admin', '/invoices', () => ({}), { q: 'month 7', dense: 'invoice', sort: 'amount', range: ADMIN_RANGE }),
  get('admin', '/invoices', { status: 'unpaid' }),
  post('admin', '/invoices', (c) => ({ description: 'Queries month', amount: 109.5, subscription: c.subscription }), { keep: 'invoice' }),
  get('admin', '/invoices', (c) => ({ id: c.invoice })),
  get('owner', '/invoices/client', (c) => ({ id: c.client })),
  get('admin', '/invoices/subscription', (c) => ({ id: c.subscription })),
  patch('admin', '/invoices', (c) => ({ id: c.invoice, description: 'Queries month (edited)', amount: 110 })),
  patch('admin', '/invoices/status', (c) => ({ id: c.invoice, status: 'paid' })),
  post('admin', '/invoices', (c) => ({ description: 'To delete', amount: 1, subscription: c.subscription }), { keep: 'doomedInvoice' }),
  del('admin', '/invoices', (c) => c.doomedInvoice),
  ...listed('admin', '/transactions', () => ({}), { q: 'invoice', sort: 'amount', range: ADMIN_RANGE }),
  get('owner', '/transactions/client', (c) => ({ id: c.client })),
  post('admin', '/transactions', (c) => ({ description: 'Manual', transactionRef: 'REF-1', client: c.client, amount: 5 })),
  get('admin', '/stats/admin'),
  // The billing ledger's check: one client's chain (the owner's own, then the admin naming it).
  get('owner', '/audit/verify'),
  get('admin', '/audit/verify', (c) => ({ client: String(c.client) })),
];

const stats = ['newleads', 'submissions', 'customers', 'engagements', 'likes', 'views'].map((dataset) =>
  get('user', '/stats/users', (c) => ({ project: c.project, dataset, from: String(T - 6 * HOUR), to: String(T) })),
);

const crm = [
  ...listed('user', '/crm/groups', (c) => ({ project: c.project }), { q: 'bench', sort: 'groupName' }),
  post('user', '/crm/groups', (c) => ({ groupName: 'Retail', project: c.project }), { keep: 'customerGroup' }),
  get('user', '/crm/groups', (c) => ({ id: c.customerGroup })),
  patch('user', '/crm/groups', (c) => ({ id: c.customerGroup, groupName: 'Retail shops' })),
  ...listed('user', '/crm/customers', (c) => ({ project: c.project }), { q: 'family7', dense: 'family', sort: 'lastname' }),
  get('user', '/crm/customers', (c) => ({ project: c.project, q: 'customer1234@' })),
  get('user', '/crm/customers', (c) => ({ project: c.project, assigned: c.user })),
  post(
    'user',
    '/crm/customers',
    (c) => ({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@sql.test',
      customerGroup: c.customerGroup,
      assignedTo: c.user,
      project: c.project,
    }),
    { keep: 'customer' },
  ),
  get('user', '/crm/customers', (c) => ({ id: c.customer })),
  patch('user', '/crm/customers', (c) => ({ id: c.customer, city: 'Laval' })),
  post('user', '/crm/customers/batch', (c) => ({ ids: [c.customer, c.customer - 1] })),
  post('user', '/crm/customers/batch', (c) => ({
    project: c.project,
    customers: [{ firstname: 'Bo', lastname: 'Batch', email: 'bo@sql.test', customerGroup: c.customerGroup }],
  })),
  get('user', '/crm/customers/export', (c) => ({ project: c.project }), { text: true }),
  get('user', '/crm/customers/export', (c) => ({ project: c.project, assigned: c.user }), { text: true }),
  post('user', '/crm/groups', (c) => ({ groupName: 'Doomed', project: c.project }), { keep: 'doomedGroup' }),
  del('user', '/crm/groups', (c) => c.doomedGroup),
];

const com = [
  ...listed('user', '/com/scoring', (c) => ({ project: c.project }), { q: 'hot', sort: 'score' }),
  post('user', '/com/scoring', (c) => ({ label: 'Warm', score: 5, color: '#ffaa00', project: c.project }), { keep: 'scoring' }),
  get('user', '/com/scoring', (c) => ({ id: c.scoring })),
  patch('user', '/com/scoring', (c) => ({ id: c.scoring, score: 6 })),
  ...listed('user', '/com/leads', (c) => ({ project: c.project }), { q: 'family7', dense: 'family', sort: 'lastname' }),
  get('user', '/com/leads', (c) => ({ project: c.project, q: 'lead1234@' })),
  get('user', '/com/leads', (c) => ({ project: c.project, sorting: 'true', assigned: c.user })),
  get('user', '/com/leads', (c) => ({ project: c.project, scoring: c.scoring })),
  get('user', '/com/leads', (c) => ({ project: c.project, assigned: c.user })),
  post(
    'user',
    '/com/leads',
    (c) => ({ firstname: 'Lin', lastname: 'Lead', phone: '555-1', email: 'lin@sql.test', assignedTo: c.user, project: c.project }),
    {
      keep: 'lead',
    },
  ),
  get('user', '/com/leads', (c) => ({ id: c.lead })),
  patch('user', '/com/leads', (c) => ({ id: c.lead, scoring: c.scoring })),
  post('user', '/com/leads/batch', (c) => ({ ids: [c.lead, c.lead - 1] })),
  post('user', '/com/leads/batch', (c) => ({
    project: c.project,
    leads: [{ firstname: 'Bea', lastname: 'Batch', phone: '555-2', email: 'bea@sql.test' }],
  })),
  post('user', '/com/leads', (c) => ({ firstname: 'Con', lastname: 'Vert', phone: '555-3', email: 'con@sql.test', project: c.project }), {
    keep: 'convertible',
  }),
  post('user', '/com/leads/convert', (c) => ({ id: c.convertible, customerGroup: c.customerGroup, project: c.project })),
  get('user', '/com/data/enrich', (c) => ({ email: 'lin@sql.test', project: c.project })),
  post('user', '/com/mail', (c) => ({ subject: 'Hello', message: 'Hi there', project: c.project, email: 'lin@sql.test' })),
  ...listed('user', '/com/forms', (c) => ({ project: c.project }), { q: 'contact', sort: 'label', dated: false }),
  post('user', '/com/forms', (c) => ({ label: 'Queries', notifySms: '555-0100', notifyEmail: 'sales@sql.test', project: c.project }), {
    keep: 'ownForm',
  }),
  get('user', '/com/forms', (c) => ({ id: c.ownForm })),
  patch('user', '/com/forms', (c) => ({ id: c.ownForm, label: 'Queries form' })),
  ...listed('user', '/com/submissions', (c) => ({ project: c.project }), { q: 'lead12', dense: 'bench', sort: 'email' }),
  get('user', '/com/submissions', (c) => ({ form: c.form })),
  get('user', '/com/submissions', (c) => ({ leadId: c.lead })),
  patch('user', '/com/submissions', (c) => ({ id: c.firstSubmission, status: 'inactive' })),
  del('user', '/com/leads', (c) => c.lead),
  del('user', '/com/scoring', (c) => c.scoring),
  del('user', '/com/forms', (c) => c.ownForm),
];

const inv = [
  ...listed('user', '/inv/templates', (c) => ({ project: c.project }), { q: 'seat', sort: 'name', dated: false }),
  post('user', '/inv/templates', (c) => ({ name: 'Desk', fields: ['item', 'cost', 'floor'], project: c.project }), { keep: 'template' }),
  get('user', '/inv/templates', (c) => ({ id: c.template })),
  patch('user', '/inv/templates', (c) => ({ id: c.template, name: 'Desks' })),
  ...listed('user', '/inv/groups', (c) => ({ project: c.project }), { q: 'hall', sort: 'name', dated: false }),
  post('user', '/inv/groups', (c) => ({ name: 'Floor 1', template: c.template, project: c.project }), { keep: 'invGroup' }),
  get('user', '/inv/groups', (c) => ({ id: c.invGroup })),
  patch('user', '/inv/groups', (c) => ({ id: c.invGroup, name: 'Floor one' })),
  ...listed('user', '/inv/items', (c) => ({ group: c.group }), { q: 'seat 12', sort: 'cost', dated: false }),
  post('user', '/inv/items', (c) => ({ inventoryGroup: c.invGroup, data: { item: 'Desk 1', cost: 10, floor: 1 } }), { keep: 'item' }),
  get('user', '/inv/items', (c) => ({ id: c.item })),
  patch('user', '/inv/items', (c) => ({ id: c.item, data: { item: 'Desk 1', cost: 12, floor: 1 } })),
  patch('user', '/inv/items/status', (c) => ({ id: c.item, status: 1 })),
  get('user', '/inv/items/hottest', (c) => ({ project: c.project, dateFrom: String(T - HOUR), dateTo: String(T) })),
  post('user', '/inv/tags', (c) => ({ inventory: c.item, tagType: 'lead', typeId: c.convertible }), { keep: 'engagement' }),
  get('user', '/inv/tags', (c) => ({ project: c.project, tagType: 'lead' })),
  get('user', '/inv/tags', (c) => ({ project: c.project, tagType: 'lead', typeId: c.convertible })),
  get('user', '/inv/tags', (c) => ({ item: c.item })),
  del('user', '/inv/tags', (c) => c.engagement),
  del('user', '/inv/items', (c) => c.item),
  del('user', '/inv/groups', (c) => c.invGroup),
  del('user', '/inv/templates', (c) => c.template),
];

const notes = [
  post('user', '/notes', (c) => ({ note: 'Called back', recipientId: c.customer, recipientType: 'customer', addedBy: c.user }), {
    keep: 'note',
  }),
  get('user', '/notes/type', (c) => ({ recipientType: 'customer', id: c.customer })),
  del('user', '/notes', (c) => c.note),
];

const bms = [
  ...listed('user', '/bms/categories', (c) => ({ project: c.project }), { q: 'bench', sort: 'name', dated: false }),
  post('user', '/bms/categories', (c) => ({ name: 'Launches', project: c.project }), { keep: 'category' }),
  get('user', '/bms/categories', (c) => ({ id: c.category })),
  patch('user', '/bms/categories', (c) => ({ id: c.category, name: 'Product launches' })),
  post('user', '/bms/videos', null, {
    form: (c) => ({ project: c.project, title: 'Launch', category: c.category, videoFile: clip(), coverFile: cover() }),
    keep: 'video',
  }),
  get('user', '/bms/videos', (c) => ({ category: c.category })),
  get('user', '/bms/videos', (c) => ({ category: c.videoCategory, q: 'video 1', sort: 'title' })),
  get('user', '/bms/videos/stats', (c) => ({ id: c.video })),
  get('public', '/public/bms/videos', (c) => ({ category: c.category }), { keep: ['videoLinks', (answer) => answer] }),
  post('public', (c) => `/public/bms/videos/${c.video}/views`),
  post('public', (c) => `/public/bms/videos/${c.video}/likes`),
  get('anonymous', (c) => publicFilePath(c.videoLinks)),
  del('user', '/bms/videos', (c) => c.video),
  del('user', '/bms/categories', (c) => c.category),
];

/** The signed address of the first video's poster, as the public list answered it (expiry and signature vary). */
function publicFilePath(videos) {
  const link = [videos[0]?.poster, videos[0]?.source].find((l) => typeof l === 'string' && l.includes('/file?'));
  if (!link) throw new Error(`no signed file address in the public videos' answer: ${JSON.stringify(videos[0])}`);
  return new URL(link, 'http://x').pathname.replace(/^\/api/, '') + new URL(link, 'http://x').search;
}

const asm = [
  ...listed('user', '/asm/folders', (c) => ({ project: c.project }), { q: 'docs', sort: 'folder', dated: false }),
  post('user', '/asm/folders', (c) => ({ folder: 'Docs', project: c.project }), { keep: 'folder' }),
  get('user', '/asm/folders', (c) => ({ id: c.folder })),
  patch('user', '/asm/folders', (c) => ({ id: c.folder, folder: 'Documents' })),
  post('user', '/asm/assets', null, {
    form: (c) => ({ project: c.project, label: 'Logo', folder: c.folder, access: 'public', file: cover() }),
    keep: 'asset',
  }),
  get('user', '/asm/assets', (c) => ({ folder: c.folder })),
  get('user', '/asm/assets', (c) => ({ folder: c.folder, q: 'logo', sort: 'label' })),
  get('user', '/asm/assets/download', (c) => ({ id: c.asset }), { binary: true }),
  get('anonymous', (c) => `/public/assets/${c.asset}`, undefined, { binary: true }),
  patch('user', '/asm/assets/manage', (c) => ({ selected: [c.asset], tagType: 'customer', typeId: c.customer, project: c.project })),
  get('user', '/asm/assets/manage', (c) => ({ project: c.project })),
  get('user', '/asm/tags', (c) => ({ tagType: 'customer', typeId: c.customer, project: c.project }), {
    keep: ['assetTag', (a) => a[0]?.id],
  }),
  del('user', '/asm/tags', (c) => c.assetTag),
  del('user', '/asm/assets', (c) => c.asset),
  del('user', '/asm/folders', (c) => c.folder),
];

const sch = [
  post(
    'user',
    '/sch/events',
    (c) => ({
      project: c.project,
      event: 'Kick-off',
      description: 'First meeting',
      startDate: '2025-12-31',
      endDate: '2025-12-31',
      startTime: '09:30',
      endTime: '10:30',
    }),
    { keep: ['event', 'insertId'] },
  ),
  ...listed('user', '/sch/events', (c) => ({ project: c.project }), { q: 'kick', sort: 'event' }),
  get('user', '/sch/events', (c) => ({ project: c.project, day: String(T - 24 * HOUR) })),
  get('user', '/sch/events', (c) => ({ id: c.event })),
  patch('user', '/sch/events', (c) => ({ id: c.event, description: 'First meeting (moved)', startTime: '10:00' })),
  post('user', '/sch/tags', (c) => ({ event: c.event, tagType: 'customer', typeId: c.customer }), { keep: 'invitee' }),
  get('user', '/sch/tags', (c) => ({ event: c.event })),
  get('user', '/sch/tags', (c) => ({ typeId: c.customer, tagType: 'customer' })),
  del('user', '/sch/tags', (c) => c.invitee),
  get('user', '/services/google/calendarsync'),
  post('user', '/services/google/calendarsync', (c) => ({
    project: c.project,
    authCode: 'queries-code',
    redirectUri: 'http://localhost:3000/modules/sch/events',
  })),
  del('user', '/sch/events', (c) => c.event),
];

const cms = [
  ...listed('user', '/cms/sections', (c) => ({ project: c.project }), { q: 'home', sort: 'name', dated: false }),
  post('user', '/cms/sections', (c) => ({ name: 'about', label: 'About', code: '<p>About</p>', project: c.project }), { keep: 'section' }),
  get('user', '/cms/sections', (c) => ({ id: c.section })),
  patch('user', '/cms/sections', (c) => ({ id: c.section, label: 'About us' })),
  ...listed('user', '/cms/groups', (c) => ({ project: c.project }), { q: 'pages', sort: 'name', dated: false }),
  post('user', '/cms/groups', (c) => ({ name: 'Pages', sections: [c.section], project: c.project }), { keep: 'cmsGroup' }),
  get('user', '/cms/groups', (c) => ({ id: c.cmsGroup })),
  patch('user', '/cms/groups', (c) => ({ id: c.cmsGroup, name: 'All pages' })),
  post('user', '/cms/assets', null, {
    form: (c) => ({ project: c.project, label: 'Banner', assetType: 'image', file: cover() }),
    keep: 'projectAsset',
  }),
  get('user', '/cms/assets', (c) => ({ project: c.project, type: 'image' })),
  get('user', '/cms/assets/file', (c) => ({ id: c.projectAsset }), { binary: true }),
  del('user', '/cms/assets', (c) => c.projectAsset),
];

const publicApi = [
  get('public', '/public/project'),
  post('public', (c) => `/public/forms/${c.form}/submissions`, { email: 'lead7@bench.test', name: 'Seven' }),
  post('public', (c) => `/public/forms/${c.silentForm}/submissions`, { email: 'new@sql.test' }),
  get('public', '/public/cms/sections', { name: 'home' }),
  get('public', '/public/cms/groups', (c) => ({ id: c.cmsGroup })),
  get('public', '/public/inv/items', (c) => ({ group: c.group, q: 'seat 1', sort: 'cost' })),
  post('public', '/public/inv/engagements', (c) => ({ item: c.firstItem, email: 'lead7@bench.test' })),
];

// The audit trail: everyone's view, a record's history, an actor's changes (its rows are the calls above).
const audit = [
  ...listed('admin', '/audit', () => ({}), { q: 'customers', sort: 'at', dated: true }),
  get('admin', '/audit', (c) => ({ resource: 'clients', record: c.client })),
  get('admin', '/audit', () => ({ actorKind: 'person', action: 'update' })),
  get('owner', '/audit', () => ({})),
  get('owner', '/audit', (c) => ({ resource: 'projects', record: c.project })),
  get('user', '/audit', (c) => ({ project: c.project })),
];

// Webhooks: a project's endpoints and their log, a client's account endpoints (the events themselves are
// written by triggers in the statements above, decision 0019).
const webhooks = [
  post('user', '/webhooks', (c) => ({ project: c.project, url: 'https://hooks.example.com/atrium', events: ['lead.created'] }), {
    keep: 'webhook',
  }),
  ...listed('user', '/webhooks', (c) => ({ project: c.project }), { q: 'hooks', sort: 'url', dated: false }),
  get('user', '/webhooks', (c) => ({ id: c.webhook })),
  patch('user', '/webhooks', (c) => ({ id: c.webhook, events: ['lead.created', 'customer.created'] })),
  post('user', '/webhooks/test', (c) => ({ id: c.webhook }), { keep: 'webhookDelivery' }),
  ...listed('user', '/webhooks/deliveries', (c) => ({ endpoint: c.webhook }), { q: 'test', sort: 'id' }),
  get('user', '/webhooks/deliveries', (c) => ({ id: c.webhookDelivery })),
  post('user', '/webhooks/deliveries/redeliver', (c) => ({ id: c.webhookDelivery })),
  del('user', '/webhooks', (c) => c.webhook),
  post('owner', '/account/webhooks', () => ({ url: 'https://hooks.example.com/billing', events: ['invoice.paid'] }), {
    keep: 'accountWebhook',
  }),
  get('owner', '/account/webhooks', () => ({})),
  patch('owner', '/account/webhooks', (c) => ({ id: c.accountWebhook, enabled: false })),
  post('owner', '/account/webhooks/test', (c) => ({ id: c.accountWebhook }), { keep: 'accountWebhookDelivery' }),
  get('owner', '/account/webhooks/deliveries', (c) => ({ endpoint: c.accountWebhook })),
  post('owner', '/account/webhooks/deliveries/redeliver', (c) => ({ id: c.accountWebhookDelivery })),
  del('owner', '/account/webhooks', (c) => c.accountWebhook),
];

const teardown = [
  del('user', '/cms/groups', (c) => c.cmsGroup),
  del('user', '/cms/sections', (c) => c.section),
  del('user', '/crm/customers', (c) => c.customer),
  post('user', '/auth/logout'),
];

/** Area → its calls; the areas run in this order. */
export const AREAS = { accounts, billing, stats, crm, com, inv, notes, bms, asm, sch, cms, publicApi, audit, webhooks, teardown };
