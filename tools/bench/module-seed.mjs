// The modules bench's data: one user's project, seeded through the API as an admin and a client would,
// then filled with SQL (generate_series), one bulk statement per table, trigram indexes rebuilt once.

async function call(base, token, method, path, body) {
  const r = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
  return r.status === 204 ? undefined : r.json();
}

const login = async (base, email, password) => (await call(base, '', 'POST', '/auth/login', { email, password })).token;

/** A client with an active subscription to every module, one project (its API key) and one user. */
export async function seedTenant(base, admin) {
  const owner = { email: 'owner@bench.test', password: 'bench-owner-password' };
  const user = { firstname: 'Bench', lastname: 'User', email: 'user@bench.test', password: 'bench-user-password' };
  const adminToken = await login(base, admin.email, admin.password);
  const client = await call(base, adminToken, 'POST', '/clients', {
    firstname: 'Bench',
    lastname: 'Owner',
    company: 'Bench Ltd',
    phone: '555',
    ...owner,
  });
  const subscription = await call(base, adminToken, 'POST', '/subscriptions', {
    client: client.id,
    coreId: 424242,
    maxProjects: 1,
    maxUsers: 1,
    modules: ['cms', 'bms', 'inv', 'crm', 'com', 'asm', 'sch'],
  });
  await call(base, adminToken, 'PATCH', '/subscriptions/status', { id: subscription.id, status: 'active' });
  const ownerToken = await login(base, owner.email, owner.password);
  const project = await call(base, ownerToken, 'POST', '/projects', {
    projectName: 'Bench',
    projectDescription: 'Bench',
    website: 'https://bench.test',
    subscription: subscription.id,
  });
  const created = await call(base, ownerToken, 'POST', '/users', { subscription: subscription.id, ...user });
  return { project: project.id, apiKey: project.token, userId: created.id, token: await login(base, user.email, user.password) };
}

const tableExists = async (ds, name) => (await ds.query(`SELECT to_regclass($1) IS NOT NULL AS ok`, [name]))[0].ok;

/** Drops a table's trigram indexes, runs the bulk insert, then builds them again (one pass, not per row). */
async function bulk(ds, table, insert, params) {
  const trgm = await ds.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = $1 AND indexdef LIKE '%gin_trgm_ops%'`, [
    table,
  ]);
  for (const { indexname } of trgm) await ds.query(`DROP INDEX ${indexname}`);
  await ds.query(insert, params);
  for (const { indexdef } of trgm) await ds.query(indexdef);
}

/**
 * Leads and customers (`rows` each, 1 % per `Family<n>` last name, created over the last 90 days), one
 * form with `submissions` submissions over 90 days, a scoring. Answers the ids the scenarios need.
 */
export async function seedModules(ds, tenant, options) {
  const t0 = performance.now();
  const { project } = tenant;
  const seeded = { tables: new Set() };
  const [form] = await ds.query(
    `INSERT INTO forms (project_id, label, notify_sms, notify_email) VALUES ($1, 'Contact', '', '') RETURNING id`,
    [project],
  );
  seeded.form = form.id;
  const [scoring] = await ds.query(
    `INSERT INTO scorings (project_id, label, score, color) VALUES ($1, 'Hot', 10, '#ff0000') RETURNING id`,
    [project],
  );
  await bulk(
    ds,
    'leads',
    `INSERT INTO leads (project_id, firstname, lastname, phone, email, scoring_id, assigned_to, created_at)
     SELECT $1, 'First' || g, 'Family' || (abs(hashint4(g)) % 100), '555-' || g, 'lead' || g || '@bench.test',
            CASE WHEN g % 10 = 0 THEN $3::int END, CASE WHEN g % 100 = 0 THEN $4::int END,
            now() - (g % 7776000) * interval '1 second'
     FROM generate_series(1, $2) g`,
    [project, options.rows, scoring.id, tenant.userId],
  );
  const [group] = await ds.query(`INSERT INTO customer_groups (project_id, group_name) VALUES ($1, 'Bench') RETURNING id`, [project]);
  await bulk(
    ds,
    'customers',
    `INSERT INTO customers (project_id, firstname, lastname, email, customer_group_id, assigned_to, created_at)
     SELECT $1, 'First' || g, 'Family' || (abs(hashint4(g)) % 100), 'customer' || g || '@bench.test', $3,
            CASE WHEN g % 100 = 0 THEN $4::int END, now() - (g % 7776000) * interval '1 second'
     FROM generate_series(1, $2) g`,
    [project, options.rows, group.id, tenant.userId],
  );
  await bulk(
    ds,
    'submissions',
    `INSERT INTO submissions (project_id, form_id, email, date_time, form_data, lead_id)
     SELECT $1, $3, 'lead' || (g % $4 + 1) || '@bench.test', now() - (g % 7776000) * interval '1 second', '{}', NULL
     FROM generate_series(1, $2) g`,
    [project, options.submissions, form.id, options.rows],
  );
  for (const table of ['inventory_items', 'inventory_tags', 'cms_sections', 'video_events'])
    if (await tableExists(ds, table)) seeded.tables.add(table);
  await ds.query('VACUUM ANALYZE');
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return seeded;
}
