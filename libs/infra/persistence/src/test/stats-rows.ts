import { STATS_DATASETS, type StatsDay } from '@atrium/modules';
import type { OpenTestDatabase } from './open-test-database.js';

/**
 * The dashboard's figures counted from the rows at request time: the statement the counters replaced
 * (decision 0008), kept as the oracle the counters must agree with exactly.
 */
const COUNTED: Record<string, string> = {
  newleads: `leads WHERE project_id = $1 AND created_at >= d.lo AND created_at < d.hi`,
  engagements: `inventory_tags WHERE project_id = $1 AND created_at >= d.lo AND created_at < d.hi`,
  submissions: `submissions WHERE project_id = $1 AND date_time >= d.lo AND date_time < d.hi AND status = 'active'`,
  customers: `customers WHERE project_id = $1 AND created_at >= d.lo AND created_at < d.hi`,
  likes: `video_events WHERE project_id = $1 AND at >= d.lo AND at < d.hi AND kind = 'like'`,
  views: `video_events WHERE project_id = $1 AND at >= d.lo AND at < d.hi AND kind = 'view'`,
};
export const ORACLE_SQL = `WITH zone AS (SELECT time_zone AS tz FROM projects WHERE id = $1),
  d AS (
    SELECT to_char(local, 'YYYY-MM-DD') AS day,
           greatest(local AT TIME ZONE zone.tz, to_timestamp($2::float8)) AS lo,
           least((local + interval '1 day') AT TIME ZONE zone.tz, to_timestamp($3::float8)) AS hi
    FROM zone, generate_series(date_trunc('day', to_timestamp($2::float8) AT TIME ZONE zone.tz),
                               date_trunc('day', to_timestamp($3::float8 - 1) AT TIME ZONE zone.tz), interval '1 day') AS local)
  SELECT d.day, ${STATS_DATASETS.map((s) => `(SELECT count(*) FROM ${COUNTED[s]})::int AS "${s}"`).join(', ')}
  FROM zone, d ORDER BY d.day`;

export async function oracle(t: OpenTestDatabase, project: number, from: number, toExclusive: number): Promise<StatsDay[]> {
  return t.sql<StatsDay>(ORACLE_SQL, [project, from, toExclusive]);
}

/** The parents the counted rows need (a form, a customer group, an inventory item, a video), and writers of each kind. */
export async function rowsOf(t: OpenTestDatabase, project: number) {
  const one = async (text: string, params: unknown[] = []) => (await t.sql<{ id: number }>(text, params))[0].id;
  const form = await one(`INSERT INTO forms (project_id, label, notify_sms, notify_email) VALUES ($1, 'F', '', '') RETURNING id`, [
    project,
  ]);
  const group = await one(`INSERT INTO customer_groups (project_id, group_name) VALUES ($1, 'G') RETURNING id`, [project]);
  const template = await one(`INSERT INTO inventory_templates (project_id, name, fields) VALUES ($1, 'T', '{item,cost}') RETURNING id`, [
    project,
  ]);
  const invGroup = await one(`INSERT INTO inventory_groups (project_id, name, template_id) VALUES ($1, 'G', $2) RETURNING id`, [
    project,
    template,
  ]);
  const item = await one(
    `INSERT INTO inventory_items (project_id, inventory_group_id, item, cost, data) VALUES ($1, $2, 'I', 1, '{}') RETURNING id`,
    [project, invGroup],
  );
  const category = await one(`INSERT INTO video_categories (project_id, name) VALUES ($1, 'C') RETURNING id`, [project]);
  const video = await one(
    `INSERT INTO videos (project_id, category_id, title, source_key, poster_key) VALUES ($1, $2, 'V', 'v', 'p') RETURNING id`,
    [project, category],
  );
  // Each writer inserts all its times in one statement (one trigger call with many rows).
  const times = (at: Date[]) => [project, at.map((d) => d.toISOString())];
  return {
    leads: (at: Date[]) =>
      t.sql(
        `INSERT INTO leads (project_id, firstname, lastname, phone, email, created_at)
         SELECT $1, 'A', 'B', '5', 'l' || gen_random_uuid() || '@example.com', t FROM unnest($2::timestamptz[]) t`,
        times(at),
      ),
    submissions: (at: Date[], status = 'active') =>
      t.sql(
        `INSERT INTO submissions (project_id, form_id, email, date_time, status) SELECT $1, $3, 's@example.com', t, $4 FROM unnest($2::timestamptz[]) t`,
        [...times(at), form, status],
      ),
    customers: (at: Date[]) =>
      t.sql(
        `INSERT INTO customers (project_id, firstname, lastname, email, customer_group_id, created_at)
         SELECT $1, 'C', 'D', 'c@example.com', $3, t FROM unnest($2::timestamptz[]) t`,
        [...times(at), group],
      ),
    engagements: (at: Date[]) =>
      t.sql(
        `INSERT INTO inventory_tags (project_id, inventory_id, tag_type, type_id, created_at) SELECT $1, $3, 'lead', 1, t FROM unnest($2::timestamptz[]) t`,
        [...times(at), item],
      ),
    events: (kind: 'like' | 'view', at: Date[]) =>
      t.sql(`INSERT INTO video_events (project_id, video_id, kind, at) SELECT $1, $3, $4, t FROM unnest($2::timestamptz[]) t`, [
        ...times(at),
        video,
        kind,
      ]),
  };
}

/** A small deterministic generator (mulberry32), so a failure replays. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
