// What the modules bench measures: each scenario is one HTTP request of a user (session header and
// `?project=`) or of a project's web site (`x-api-key`), with the target its issue set. The lists also
// name the repository call that serves them (`read`), so that the bare server can replay their SQL.
import pg from 'pg';
import { parseListQuery } from '@atrium/kernel';
import { CUSTOMER_LIST, ITEM_LIST, LEAD_LIST } from '@atrium/modules';
import { TypeormCustomerRepository, TypeormItemRepository, TypeormLeadRepository } from '@atrium/persistence';

const DAY = 86_400;

export function moduleScenarios(tenant, seeded) {
  const user = { token: tenant.token };
  const site = { 'x-api-key': tenant.apiKey };
  const p = tenant.project;
  const get = (name, path, p99) => ({ name, path: `/api${path}`, headers: user, p99 });
  const now = Math.floor(Date.now() / 1000);
  // The scope the API's guard gives the seeded user in the project (the items' project is the group's).
  const scope = { kind: 'users', userId: tenant.userId, subscriptionId: tenant.subscription, projectId: p };
  // A list as the API serves it: its repository call, for the bare server's replay (issue 21 §2: CPU ≥ 0.7 of bare).
  const listed = (scenario, read) => ({ ...scenario, read, cpuTarget: 0.7 });
  const leads = (raw) => (db) => new TypeormLeadRepository(db).list(parseListQuery(raw, LEAD_LIST), scope);
  const customers = (raw) => (db) => new TypeormCustomerRepository(db).list(parseListQuery(raw, CUSTOMER_LIST), scope);
  const items = (db) => new TypeormItemRepository(db).listOfGroup(Number(seeded.group), parseListQuery({}, ITEM_LIST), scope);
  const scenarios = [
    listed(get('leads: page 1', `/com/leads?project=${p}`, 25), leads({})),
    listed(get('leads: 1 % text filter', `/com/leads?project=${p}&q=Family42`, 25), leads({ q: 'Family42' })),
    listed(get('customers: page 1', `/crm/customers?project=${p}`, 25), customers({})),
    listed(get('customers: 1 % text filter', `/crm/customers?project=${p}&q=Family42`, 25), customers({ q: 'Family42' })),
    listed(get('inventory: items of a group, page 1', `/inv/items?group=${seeded.group}`, 25), items),
    get('inventory: hottest (last 10 min)', `/inv/items/hottest?project=${p}`, 25),
    get('inventory: hottest (one day)', `/inv/items/hottest?project=${p}&dateFrom=${now - DAY}&dateTo=${now}`),
    { name: 'public: section by name', path: `/api/public/cms/sections?name=${seeded.section}`, headers: site, rps: 5000 },
    // The user dashboard: all six series over the seeded 90 days (issue 10 item 4).
    get('stats: six series, 90 days', `/stats/users?project=${p}&from=${Math.floor(Date.now() / 1000) - 7_776_000}`, 50),
    // The same without the answers kept in memory: a `from` of its own each request (never asked before).
    uncached(
      get('stats: six series, 90 days, a new range each request', `/stats/users?project=${p}&from={n+${now - 7_776_000 - 600_000}}`),
    ),
    { name: 'public: project of the key', path: '/api/public/project', headers: site },
    // A user's edit from a list page: one field of one of the first 1,000 customers, a new value each
    // request (issue 22 §1's write with its audit row). wrk only (the body varies per request).
    seeded.customer && {
      name: 'customers: list-page write (one field)',
      path: `/api/crm/customers?project=${p}`,
      method: 'PATCH',
      headers: user,
      p99: 25,
      body: `{"id":{k+${Number(seeded.customer)}%1000},"city":"City {n}"}`,
    },
    {
      name: 'public intake (new e-mails, notifying form)',
      path: `/api/public/forms/${seeded.form}/submissions`,
      method: 'POST',
      headers: site,
      rps: 3000,
      // A new visitor each time (`{n}` is unique per request): every submission also creates its lead.
      body: JSON.stringify({ email: 'visitor{n}@bench.test', firstname: 'Ada', message: 'Call me' }),
      stored: (target) => count(target, `SELECT count(*)::int AS n FROM submissions WHERE form_id = ${Number(seeded.form)}`),
      ...intakeWrites,
      // Notifications queued but not yet told: the run is sustainable only if these drain promptly.
      pending: (target) =>
        count(target, `SELECT count(*)::int AS n FROM jobs WHERE name = 'com.form-notify' AND status IN ('queued', 'running')`),
    },
    // Only an SQL seed has a form without recipients (the API requires them).
    seeded.silentForm && {
      name: 'public intake (known e-mail, silent form)',
      path: `/api/public/forms/${seeded.silentForm}/submissions`,
      method: 'POST',
      headers: site,
      rps: 3000,
      body: JSON.stringify({ email: 'lead42@bench.test', message: 'Again' }),
      stored: (target) => count(target, `SELECT count(*)::int AS n FROM submissions WHERE form_id = ${Number(seeded.silentForm)}`),
      ...intakeWrites,
    },
  ];
  return scenarios.filter(Boolean);
}

/**
 * wrk replaces `{n+K}` in the path itself (wrk.mjs); under autocannon each request's path gets K plus a
 * counter here.
 */
function uncached(scenario) {
  let n = 0;
  const setupRequest = (request) => ({
    ...request,
    path: request.path.replace(/\{n\+(\d+)\}/, (_, k) => String(Number(k) + n++)),
  });
  return { ...scenario, setupRequest };
}

/**
 * What an intake run adds, taken away after it: on a kept seed the next run's lists would otherwise walk
 * tens of thousands of new leads at the top of the id order before the seeded ones (a text filter of 1 %
 * then reads 20 times the rows it reads on the seed). Rows above the marks are the run's own.
 */
const WRITTEN = ['submissions', 'leads', 'mail_outbox', 'jobs'];
const intakeWrites = {
  mark: async (target) => {
    const marks = {};
    for (const table of WRITTEN) marks[table] = await count(target, `SELECT coalesce(max(id), 0)::bigint AS n FROM ${table}`);
    return marks;
  },
  restore: async (target, marks) => {
    await run(target, async (client) => {
      for (const table of WRITTEN) await client.query(`DELETE FROM ${table} WHERE id > $1`, [marks[table]]);
      // The dead rows go (the next run's walks would read them); the statistics are the product's to refresh.
      await client.query(`VACUUM ${WRITTEN.join(', ')}`);
    });
  },
};

async function count(target, sql) {
  if (!target.databaseUrl) return Number.NaN; // PGlite has one session, held by the server: not counted.
  return run(target, async (client) => (await client.query(sql)).rows[0].n);
}

async function run(target, work) {
  if (!target.databaseUrl) return undefined;
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
