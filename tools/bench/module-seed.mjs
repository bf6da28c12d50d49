// The modules bench's data: one user's project, seeded through the API as an admin and a client would,
// then filled with SQL (generate_series), one bulk statement per table, trigram indexes rebuilt once.
// Plain INSERTs, so the dashboard's counter triggers run (decision 0008): one call per statement, ~3 µs a
// row, and the counters are right afterwards. Never bulk-load with triggers disabled without a recount.

/** One API call (`token`: a session, or '' with `headers` such as a project's `x-api-key`); answers its JSON. */
export async function call(base, token, method, path, body, headers = {}) {
  const r = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
  return r.status === 204 ? undefined : r.json();
}

export const login = async (base, email, password) => (await call(base, '', 'POST', '/auth/login', { email, password })).token;
const USER = { email: 'user@bench.test', password: 'bench-user-password' };
export const OWNER = { email: 'owner@bench.test', password: 'bench-owner-password' };

/** A fresh session of the seeded user (a kept database outlives the session its seed opened). */
export const loginUser = (base) => login(base, USER.email, USER.password);

/** A client with an active subscription to every module, one project (its API key) and one user. */
export async function seedTenant(base, admin) {
  const user = { firstname: 'Bench', lastname: 'User', ...USER };
  const adminToken = await login(base, admin.email, admin.password);
  const client = await call(base, adminToken, 'POST', '/clients', {
    firstname: 'Bench',
    lastname: 'Owner',
    company: 'Bench Ltd',
    phone: '555',
    ...OWNER,
  });
  const subscription = await call(base, adminToken, 'POST', '/subscriptions', {
    client: client.id,
    coreId: 424242,
    maxProjects: 1,
    maxUsers: 1,
    modules: ['cms', 'bms', 'inv', 'crm', 'com', 'asm', 'sch'],
  });
  await call(base, adminToken, 'PATCH', '/subscriptions/status', { id: subscription.id, status: 'active' });
  const ownerToken = await login(base, OWNER.email, OWNER.password);
  const project = await call(base, ownerToken, 'POST', '/projects', {
    projectName: 'Bench',
    projectDescription: 'Bench',
    website: 'https://bench.test',
    subscription: subscription.id,
  });
  const created = await call(base, ownerToken, 'POST', '/users', { subscription: subscription.id, ...user });
  return {
    project: project.id,
    apiKey: project.token,
    userId: created.id,
    token: await loginUser(base),
    client: client.id,
    subscription: subscription.id,
    ownerToken,
  };
}

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
 * The instant seeded rows are dated back from: now, or `options.at` (a fixed instant, so that the rows and
 * the planner's statistics of two seeds are the same, as tools/sql/queries.mjs needs).
 */
const seedTime = (options) => (options.at ? `'${new Date(options.at).toISOString()}'::timestamptz` : 'now()');

/**
 * Leads and customers (`rows` each, 1 % per `Family<n>` last name, created over the last 90 days), one
 * form with `submissions` submissions over 90 days, a scoring; inventory, a section and video events. Answers
 * the ids the scenarios need. `options.vacuumAnalyze`: end with VACUUM ANALYZE.
 */
export async function seedModules(ds, tenant, options) {
  const t0 = performance.now();
  const { project } = tenant;
  const at = seedTime(options);
  const seeded = {};
  // A form that tells its recipients (a notification job per submission) and one that tells nobody.
  const [form, silentForm] = await ds.query(
    `INSERT INTO forms (project_id, label, notify_sms, notify_email)
     VALUES ($1, 'Contact', '', 'sales@bench.test'), ($1, 'Newsletter', '', '') RETURNING id`,
    [project],
  );
  seeded.form = form.id;
  seeded.silentForm = silentForm.id;
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
            ${at} - (g % 7776000) * interval '1 second'
     FROM generate_series(1, $2) g`,
    [project, options.rows, scoring.id, tenant.userId],
  );
  const [group] = await ds.query(`INSERT INTO customer_groups (project_id, group_name) VALUES ($1, 'Bench') RETURNING id`, [project]);
  await bulk(
    ds,
    'customers',
    `INSERT INTO customers (project_id, firstname, lastname, email, customer_group_id, assigned_to, created_at)
     SELECT $1, 'First' || g, 'Family' || (abs(hashint4(g)) % 100), 'customer' || g || '@bench.test', $3,
            CASE WHEN g % 100 = 0 THEN $4::int END, ${at} - (g % 7776000) * interval '1 second'
     FROM generate_series(1, $2) g`,
    [project, options.rows, group.id, tenant.userId],
  );
  await bulk(
    ds,
    'submissions',
    `INSERT INTO submissions (project_id, form_id, email, date_time, form_data, lead_id)
     SELECT $1, $3, 'lead' || (g % $4 + 1) || '@bench.test', ${at} - (g % 7776000) * interval '1 second', '{}', NULL
     FROM generate_series(1, $2) g`,
    [project, options.submissions, form.id, options.rows],
  );
  Object.assign(seeded, await seedInventory(ds, project, options));
  seeded.section = 'home';
  await ds.query(`INSERT INTO cms_sections (project_id, name, label, code) VALUES ($1, 'home', 'Home', $2)`, [
    project,
    `<section><h1>Welcome</h1>${'<p>Bench content.</p>'.repeat(100)}</section>`,
  ]);
  await seedVideoEvents(ds, project, options);
  // Only tools/sql asks for it (its plans need exact statistics): the bench measures what the product makes
  // of the rows on its own (issue 21).
  if (options.vacuumAnalyze) await ds.query('VACUUM ANALYZE');
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return seeded;
}

/** One template, ten groups sharing `rows` items, and `submissions` (as many) engagements over 90 days. */
async function seedInventory(ds, project, options) {
  const [template] = await ds.query(
    `INSERT INTO inventory_templates (project_id, name, fields) VALUES ($1, 'Seat', '{item,cost,row}') RETURNING id`,
    [project],
  );
  const groups = await ds.query(
    `INSERT INTO inventory_groups (project_id, name, template_id) SELECT $1, 'Hall ' || g, $2 FROM generate_series(1, 10) g RETURNING id`,
    [project, template.id],
  );
  const first = Math.min(...groups.map((g) => g.id));
  const at = seedTime(options);
  await bulk(
    ds,
    'inventory_items',
    `INSERT INTO inventory_items (project_id, inventory_group_id, item, cost, status, data)
     SELECT $1, $3 + g % 10, 'Seat ' || g, g % 500, g % 3, jsonb_build_object('item', 'Seat ' || g, 'cost', g % 500, 'row', g % 40)
     FROM generate_series(1, $2) g`,
    [project, options.rows, first],
  );
  const [{ min: item }] = await ds.query(`SELECT min(id) FROM inventory_items WHERE project_id = $1`, [project]);
  await ds.query(
    `INSERT INTO inventory_tags (project_id, inventory_id, tag_type, type_id, created_at)
     SELECT $1, $3 + (abs(hashint4(g)) % $4), 'lead', g % $4 + 1, ${at} - (g % 7776000) * interval '1 second'
     FROM generate_series(1, $2) g`,
    [project, options.submissions, item, options.rows],
  );
  return { group: first };
}

/** Ten videos with `rows` likes and views over 90 days. */
async function seedVideoEvents(ds, project, options) {
  const [category] = await ds.query(`INSERT INTO video_categories (project_id, name) VALUES ($1, 'Bench') RETURNING id`, [project]);
  const videos = await ds.query(
    `INSERT INTO videos (project_id, category_id, title, source_key, poster_key)
     SELECT $1, $2, 'Video ' || g, 'bench/v' || g, 'bench/p' || g FROM generate_series(1, 10) g RETURNING id`,
    [project, category.id],
  );
  await ds.query(
    `INSERT INTO video_events (project_id, video_id, kind, at)
     SELECT $1, $3 + g % 10, CASE WHEN g % 4 = 0 THEN 'like' ELSE 'view' END, ${seedTime(options)} - (g % 7776000) * interval '1 second'
     FROM generate_series(1, $2) g`,
    [project, options.rows, Math.min(...videos.map((v) => v.id))],
  );
}

/**
 * A kept seed's engagements stop at the time it was seeded, so the hottest report's default window (the
 * last ten minutes) would find none on a later run: tops the last twelve minutes up to the seed's own rate
 * (`submissions` over 90 days), on the same items and leads. Answers how many were added.
 */
export async function topUpRecentEngagements(ds, project, options) {
  const [{ exists }] = await ds.query(`SELECT to_regclass('inventory_tags') IS NOT NULL AS exists`);
  if (!exists) return 0;
  const wanted = Math.round((options.submissions * 720) / 7_776_000);
  const [{ n }] = await ds.query(
    `SELECT count(*)::int AS n FROM inventory_tags WHERE project_id = $1 AND created_at > now() - interval '12 minutes'`,
    [project],
  );
  if (n >= wanted) return 0;
  const [{ min: item }] = await ds.query(`SELECT min(id) FROM inventory_items WHERE project_id = $1`, [project]);
  await ds.query(
    `INSERT INTO inventory_tags (project_id, inventory_id, tag_type, type_id, created_at)
     SELECT $1, $3 + (abs(hashint4(g)) % $4), 'lead', g % $4 + 1, now() - (g % 720) * interval '1 second'
     FROM generate_series(1, $2) g`,
    [project, wanted - n, item, options.rows],
  );
  return wanted - n;
}
