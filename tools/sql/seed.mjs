// The tables tools/bench/module-seed.mjs and tools/bench/seed.mjs leave empty, filled to a few thousand rows
// each, so that their plans are those of a table in use rather than of a handful of rows. Every value is
// derived from the row number and `at` (no random values, no now()), so two seeds are identical.

/** `n` rows per table, dated back from `at`; the tenant's project, user and its seeded customers. */
export async function seedTheRest(ds, tenant, { rows: n, at }) {
  const t = `'${new Date(at).toISOString()}'::timestamptz`;
  const p = tenant.project;
  const [{ first: client }] = await ds.query(`SELECT min(id) AS first FROM people WHERE kind = 'clients'`);
  const [{ first: customer }] = await ds.query(`SELECT min(id) AS first FROM customers WHERE project_id = $1`, [p]);
  const statements = [
    [
      `INSERT INTO sessions (id, person_id, created_at, expires_at, revoked_at)
       SELECT md5('session' || g)::uuid, $2 + g % $1, ${t} - g * interval '1 minute', ${t} + interval '7 days',
              CASE WHEN g % 3 = 0 THEN ${t} END
       FROM generate_series(1, $1) g`,
      [n, client],
    ],
    [
      `INSERT INTO login_throttles (key, attempts, last_attempt_at)
       SELECT 'address:10.' || (g / 250) || '.' || (g % 250) || '.1', g % 5, ${t} - g * interval '1 second'
       FROM generate_series(1, $1) g`,
      [n],
    ],
    [
      `INSERT INTO transactions (client_id, date_time, amount_cents, description, transaction_ref)
       SELECT $2 + g % $1, ${t} - g * interval '1 hour', 100 + g % 5000, 'Payment ' || g, 'REF-' || g
       FROM generate_series(1, $1) g`,
      [n, client],
    ],
    [
      `INSERT INTO sch_events (project_id, event, description, start_at, end_at)
       SELECT $2, 'Meeting ' || g, 'About topic ' || (g % 40), ${t} - g * interval '1 hour', ${t} - g * interval '1 hour' + interval '30 minutes'
       FROM generate_series(1, $1) g`,
      [n, p],
    ],
    [
      `INSERT INTO sch_event_tags (project_id, event_id, customer_id)
       SELECT $2, e.first + g % $1, $3 + g % $1 FROM generate_series(1, $1) g, (SELECT min(id) AS first FROM sch_events) e`,
      [n, p, customer],
    ],
    [
      `INSERT INTO notes (project_id, recipient_type, recipient_id, note, added_by, date_added)
       SELECT $2, 'customer', $3 + g % $1, 'Note ' || g, $4, ${t} - g * interval '1 minute'
       FROM generate_series(1, $1) g`,
      [n, p, customer, tenant.userId],
    ],
    [`INSERT INTO asset_folders (project_id, folder) SELECT $1, 'Folder ' || g FROM generate_series(1, 20) g`, [p]],
    [
      `INSERT INTO assets (project_id, folder_id, label, access, source, storage_key, content_type, size, date_time)
       SELECT $2, f.first + g % 20, 'File ' || g, CASE WHEN g % 4 = 0 THEN 'public' ELSE 'private' END, 'file' || g || '.png',
              'seed/asset-' || g, 'image/png', 1000 + g, ${t} - g * interval '1 minute'
       FROM generate_series(1, $1) g, (SELECT min(id) AS first FROM asset_folders) f`,
      [n, p],
    ],
    [
      `INSERT INTO asset_tags (project_id, asset_id, tag_type, type_id)
       SELECT $2, a.first + g % $1, 'customer', $3 + g % $1 FROM generate_series(1, $1) g, (SELECT min(id) AS first FROM assets) a`,
      [n, p, customer],
    ],
    [`INSERT INTO cms_groups (project_id, name) SELECT $1, 'Group ' || g FROM generate_series(1, 100) g`, [p]],
    [
      `INSERT INTO project_assets (project_id, label, asset_type, source, file_name, file_type, file_size)
       SELECT $2, 'Asset ' || g, CASE WHEN g % 5 = 0 THEN 'video' ELSE 'image' END, 'seed/project-asset-' || g, 'a' || g || '.png',
              'image/png', 1000 + g
       FROM generate_series(1, $1) g`,
      [n / 10, p],
    ],
    // Every row is in the sample: the statistics are exact, the same on every run.
    ['ANALYZE', []],
  ];
  for (const [sql, params] of statements) await ds.query(sql, params);
}
