// The benches' data seeded through the API, as users fill it (`--seed api`): admins add clients and
// invoices, a user adds leads and customers in batches and items one by one, a project's site sends its
// form submissions and engagements. Nothing is analyzed, vacuumed or rebuilt by hand: whatever keeps the
// planner's statistics fresh is the product's own (issue 21), so the figures are those users would see.
import { call, login } from './module-seed.mjs';

/** Runs `task(i)` for i in [0, n), at most `width` at a time. */
async function inParallel(n, width, task) {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < n; i = next++) await task(i);
  };
  await Promise.all(Array.from({ length: Math.min(width, n) }, worker));
}

/** One progress line per tenth of a long seed, so a slow run shows it is moving. */
function progress(what, n) {
  if (n < 2000) return () => undefined;
  const step = Math.max(1, Math.ceil(n / 10));
  const t0 = performance.now();
  let done = 0;
  return (k = 1) => {
    const before = done;
    done += k;
    if (Math.floor(done / step) > Math.floor(before / step) || done === n)
      console.log(`  ${what}: ${done}/${n} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  };
}

const family = (g) => `Family${(g * 2654435761) % 100}`;

/**
 * `rows` clients (one request each, as the console adds them), a subscription for each of the first
 * hundred, and `rows` invoices spread over those subscriptions. Answers the seeding's window in unix
 * seconds: the rows' dates are the times they were added.
 */
export async function seedAdminListsThroughApi(base, admin, rows) {
  const token = await login(base, admin.email, admin.password);
  const from = Math.floor(Date.now() / 1000);
  const clients = [];
  const clientDone = progress('clients', rows);
  // Every client's password is hashed with argon2id: a few at a time is what the API process can take.
  await inParallel(rows, 4, async (g) => {
    clients[g] = await call(base, token, 'POST', '/clients', {
      firstname: `First${g}`,
      lastname: `Last${g}`,
      company: `Company ${(g * 2654435761) % 100}`,
      phone: `555-${g}`,
      email: `bench${g}@example.com`,
      password: 'bench-client-password',
    });
    clientDone();
  });
  const subscriptions = [];
  await inParallel(Math.min(100, rows), 4, async (i) => {
    subscriptions[i] = await call(base, token, 'POST', '/subscriptions', {
      client: clients[i].id,
      coreId: i + 1,
      maxProjects: 2,
      maxUsers: 5,
      modules: ['crm'],
    });
  });
  const invoiceDone = progress('invoices', rows);
  await inParallel(rows, 8, async (g) => {
    await call(base, token, 'POST', '/invoices', {
      subscription: subscriptions[g % subscriptions.length].id,
      description: `Invoice ${g} for month ${(g % 12) + 1}`,
      amount: 10 + (g % 500),
    });
    invoiceDone();
  });
  return { from, to: Math.floor(Date.now() / 1000) };
}

const LEAD_BATCH = 500;
const CUSTOMER_BATCH = 1000;

/**
 * A user's project filled through the API: `rows` leads and customers in batches (1 % per `Family<n>`),
 * `rows` items one by one over ten groups (all Available, as new items are), a form with `submissions` submissions and as many engagements
 * sent by the project's site (known e-mails: each links to its lead), one section. Answers the ids the
 * scenarios need, as seedModules does (no silent form: the API requires a form's recipients).
 */
export async function seedModulesThroughApi(base, tenant, options) {
  const t0 = performance.now();
  const { project, token, apiKey } = tenant;
  const user = (method, path, body) => call(base, token, method, path, body);
  const site = (path, body) => call(base, '', 'POST', path, body, { 'x-api-key': apiKey });
  // A form's recipients are required through the API: its intake notifies (SMS are logged without SMS_URL),
  // and there is no silent form to bench.
  const form = await user('POST', '/com/forms', { project, label: 'Contact', notifySms: '555-0100', notifyEmail: 'sales@bench.test' });
  const scoring = await user('POST', '/com/scoring', { project, label: 'Hot', score: 10, color: '#ff0000' });
  const { rows } = options;

  const leadBatches = Math.ceil(rows / LEAD_BATCH);
  const leadsDone = progress('leads', rows);
  for (let b = 0; b < leadBatches; b++) {
    const leads = [];
    for (let g = b * LEAD_BATCH + 1; g <= Math.min(rows, (b + 1) * LEAD_BATCH); g++)
      leads.push({
        firstname: `First${g}`,
        lastname: family(g),
        phone: `555-${g}`,
        email: `lead${g}@bench.test`,
        ...(g % 10 === 0 ? { scoring: scoring.id } : {}),
        ...(g % 100 === 0 ? { assignedTo: tenant.userId } : {}),
      });
    await user('POST', '/com/leads/batch', { project, leads });
    leadsDone(leads.length);
  }

  const group = await user('POST', '/crm/groups', { project, groupName: 'Bench' });
  const customersDone = progress('customers', rows);
  for (let b = 0; b < Math.ceil(rows / CUSTOMER_BATCH); b++) {
    const customers = [];
    for (let g = b * CUSTOMER_BATCH + 1; g <= Math.min(rows, (b + 1) * CUSTOMER_BATCH); g++)
      customers.push({
        firstname: `First${g}`,
        lastname: family(g),
        email: `customer${g}@bench.test`,
        customerGroup: group.id,
        ...(g % 100 === 0 ? { assignedTo: tenant.userId } : {}),
      });
    await user('POST', '/crm/customers/batch', { project, customers });
    customersDone(customers.length);
  }

  const template = await user('POST', '/inv/templates', { project, name: 'Seat', fields: ['item', 'cost', 'row'] });
  const groups = [];
  for (let i = 1; i <= 10; i++) groups.push(await user('POST', '/inv/groups', { project, name: `Hall ${i}`, template: template.id }));
  const items = [];
  const itemsDone = progress('items', rows);
  await inParallel(rows, 8, async (g) => {
    items[g] = await user('POST', '/inv/items', {
      inventoryGroup: groups[g % 10].id,
      data: { item: `Seat ${g}`, cost: g % 500, row: g % 40 },
    });
    itemsDone();
  });

  const submissionsDone = progress('submissions (public intake)', options.submissions);
  await inParallel(options.submissions, 8, async (g) => {
    await site(`/public/forms/${form.id}/submissions`, { email: `lead${(g % rows) + 1}@bench.test` });
    submissionsDone();
  });
  const engagementsDone = progress('engagements (public)', options.submissions);
  await inParallel(options.submissions, 8, async (g) => {
    await site('/public/inv/engagements', { item: items[(g * 7919) % rows].id, email: `lead${(g % rows) + 1}@bench.test` });
    engagementsDone();
  });
  await user('POST', '/cms/sections', {
    project,
    name: 'home',
    label: 'Home',
    code: `<section><h1>Welcome</h1>${'<p>Bench content.</p>'.repeat(100)}</section>`,
  });
  console.log(`seeded through the API in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { form: form.id, group: groups[0].id, section: 'home' };
}
