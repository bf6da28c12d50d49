// The user dashboard's figures (GET /stats/users, spec 1 §2 and §7): true daily counts of the project's rows
// in the range, days cut in the project's time zone, both ends of the range and of each day exact; the
// gate; and the API-access calls a user makes on their own project (spec 2 §7).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap, type AtriumClient } from '@atrium/api-client';
import { buildModuleWorld, type ModuleWorld } from './support/module-world.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let w: ModuleWorld;
useTestApp((app) => (t = app));

interface Series {
  dataset: string;
  label: string;
  total: number;
  points: Array<{ day: string; count: number }>;
}
interface Stats {
  project: number;
  from: number;
  to: number;
  timeZone: string;
  series: Series[];
}

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const sql = (text: string, params: unknown[] = []) => t.running.database.dataSource.query(text, params);

async function stats(query: Record<string, string | number>, api: AtriumClient = w.member.api) {
  const q = Object.fromEntries(Object.entries({ project: w.member.projectId, ...query }).map(([k, v]) => [k, String(v)]));
  return (await api.GET('/api/stats/users' as never, { params: { query: q } } as never)) as {
    data?: Stats;
    error?: { code: string; errors?: Array<{ field: string }> };
    response: Response;
  };
}
const countsOf = (answer: Stats, dataset: string) => answer.series.find((s) => s.dataset === dataset)!.points.map((p) => [p.day, p.count]);

let n = 0;
async function lead(project: number, time: string) {
  await sql(`INSERT INTO leads (project_id, firstname, lastname, phone, email, created_at) VALUES ($1, 'A', 'B', '5', $2, $3)`, [
    project,
    `stats-${n++}@example.com`,
    time,
  ]);
}
async function submission(project: number, form: number, time: string, status = 'active') {
  await sql(`INSERT INTO submissions (project_id, form_id, email, date_time, status) VALUES ($1, $2, 'x@example.com', $3, $4)`, [
    project,
    form,
    time,
    status,
  ]);
}
async function customer(project: number, group: number, time: string) {
  await sql(
    `INSERT INTO customers (project_id, firstname, lastname, email, customer_group_id, created_at) VALUES ($1, 'C', 'D', 'c@example.com', $2, $3)`,
    [project, group, time],
  );
}
/** One inventory item and one video of the project: engagements are tags of the item, likes and views events of the video. */
async function itemAndVideo(project: number) {
  const [template] = await sql(`INSERT INTO inventory_templates (project_id, name, fields) VALUES ($1, 'T', '{item,cost}') RETURNING id`, [
    project,
  ]);
  const [group] = await sql(`INSERT INTO inventory_groups (project_id, name, template_id) VALUES ($1, 'G', $2) RETURNING id`, [
    project,
    template.id,
  ]);
  const [item] = await sql(
    `INSERT INTO inventory_items (project_id, inventory_group_id, item, cost, data) VALUES ($1, $2, 'I', 1, '{}') RETURNING id`,
    [project, group.id],
  );
  const [category] = await sql(`INSERT INTO video_categories (project_id, name) VALUES ($1, 'C') RETURNING id`, [project]);
  const [video] = await sql(
    `INSERT INTO videos (project_id, category_id, title, source_key, poster_key) VALUES ($1, $2, 'V', 'v', 'p') RETURNING id`,
    [project, category.id],
  );
  return {
    engagement: (time: string) =>
      sql(`INSERT INTO inventory_tags (project_id, inventory_id, tag_type, type_id, created_at) VALUES ($1, $2, 'lead', 1, $3)`, [
        project,
        item.id,
        time,
      ]),
    event: (kind: 'like' | 'view', time: string) =>
      sql(`INSERT INTO video_events (project_id, video_id, kind, at) VALUES ($1, $2, $3, $4)`, [project, video.id, kind, time]),
  };
}
const formOf = async (project: number) =>
  (await sql(`INSERT INTO forms (project_id, label, notify_sms, notify_email) VALUES ($1, 'F', '', '') RETURNING id`, [project]))[0]
    .id as number;
const groupOf = async (project: number) =>
  (await sql(`INSERT INTO customer_groups (project_id, group_name) VALUES ($1, 'G') RETURNING id`, [project]))[0].id as number;

// March 2026, before Toronto's DST change (8 March): Toronto is UTC-5 throughout these rows.
const FROM = '2026-03-01T00:00:00Z';
const TO = '2026-03-03T23:59:59Z';
let form: number;

beforeAll(async () => {
  w = await buildModuleWorld(t);
  const mine = w.member.projectId;
  const theirs = w.otherTenant.projectId;
  form = await formOf(mine);
  const group = await groupOf(mine);
  // Leads: both sides of each midnight, both ends of the range, and one second beyond each end.
  for (const time of [
    '2026-02-28T23:59:59Z',
    FROM,
    '2026-03-01T23:59:59Z',
    '2026-03-02T00:00:00Z',
    '2026-03-02T03:00:00Z',
    TO,
    '2026-03-04T00:00:00Z',
  ])
    await lead(mine, time);
  await submission(mine, form, '2026-03-01T10:00:00Z');
  await submission(mine, form, '2026-03-01T11:00:00Z');
  await submission(mine, form, '2026-03-03T10:00:00Z');
  // The console's delete makes a submission inactive: not counted.
  await submission(mine, form, '2026-03-02T10:00:00Z', 'inactive');
  await customer(mine, group, '2026-03-02T12:00:00Z');
  const ours = await itemAndVideo(mine);
  await ours.engagement('2026-03-02T01:00:00Z');
  await ours.engagement('2026-03-02T02:00:00Z');
  await ours.event('like', '2026-03-01T09:00:00Z');
  await ours.event('view', '2026-02-28T09:00:00Z');
  await ours.event('view', '2026-03-03T09:00:00Z');
  await ours.event('view', '2026-03-03T10:00:00Z');
  // Another tenant's rows on the same days count for nobody here.
  const theirForm = await formOf(theirs);
  const theirGroup = await groupOf(theirs);
  const theirItemAndVideo = await itemAndVideo(theirs);
  for (const time of [FROM, '2026-03-02T12:00:00Z', TO]) {
    await lead(theirs, time);
    await submission(theirs, theirForm, time);
    await customer(theirs, theirGroup, time);
    await theirItemAndVideo.engagement(time);
    await theirItemAndVideo.event('like', time);
    await theirItemAndVideo.event('view', time);
  }
});

describe('GET /stats/users', () => {
  it('counts the rows of each local day, zero days included, both ends of the range included', async () => {
    const answer = await unwrap(stats({ from: at(FROM), to: at(TO) }));
    expect(answer).toMatchObject({ project: w.member.projectId, from: at(FROM), to: at(TO), timeZone: 'UTC' });
    expect(answer.series.map((s) => s.label)).toEqual([
      'New Leads',
      'Inventory Engagements',
      'Form Submissions',
      'New Customers',
      'Video Likes',
      'Video Views',
    ]);
    expect(countsOf(answer, 'newleads')).toEqual([
      ['2026-03-01', 2],
      ['2026-03-02', 2],
      ['2026-03-03', 1],
    ]);
    expect(countsOf(answer, 'submissions')).toEqual([
      ['2026-03-01', 2],
      ['2026-03-02', 0],
      ['2026-03-03', 1],
    ]);
    expect(countsOf(answer, 'customers')).toEqual([
      ['2026-03-01', 0],
      ['2026-03-02', 1],
      ['2026-03-03', 0],
    ]);
    expect(countsOf(answer, 'engagements')).toEqual([
      ['2026-03-01', 0],
      ['2026-03-02', 2],
      ['2026-03-03', 0],
    ]);
    expect(countsOf(answer, 'likes')).toEqual([
      ['2026-03-01', 1],
      ['2026-03-02', 0],
      ['2026-03-03', 0],
    ]);
    expect(countsOf(answer, 'views')).toEqual([
      ['2026-03-01', 0],
      ['2026-03-02', 0],
      ['2026-03-03', 2],
    ]);
    expect(answer.series.map((s) => [s.dataset, s.total])).toEqual([
      ['newleads', 5],
      ['engagements', 2],
      ['submissions', 3],
      ['customers', 1],
      ['likes', 1],
      ['views', 2],
    ]);
  });

  it('cuts the range inside a day at the exact second', async () => {
    const answer = await unwrap(stats({ from: at('2026-03-01T12:00:00Z'), to: at('2026-03-02T00:00:00Z'), dataset: 'newleads' }));
    expect(answer.series.map((s) => s.dataset)).toEqual(['newleads']);
    expect(countsOf(answer, 'newleads')).toEqual([
      ['2026-03-01', 1],
      ['2026-03-02', 1],
    ]);
    const oneSecond = await unwrap(stats({ from: at(TO), to: at(TO), dataset: 'newleads' }));
    expect(countsOf(oneSecond, 'newleads')).toEqual([['2026-03-03', 1]]);
  });

  it("cuts days in the project's time zone, DST days included", async () => {
    await sql(`UPDATE projects SET time_zone = 'America/Toronto' WHERE id = $1`, [w.member.projectId]);
    try {
      // Local 1–3 March in Toronto (UTC-5): 05:00Z on the 1st to 04:59:59Z on the 4th.
      const answer = await unwrap(stats({ from: at('2026-03-01T05:00:00Z'), to: at('2026-03-04T04:59:59Z'), dataset: 'newleads' }));
      expect(answer.timeZone).toBe('America/Toronto');
      // 23:59:59Z and 00:00:00Z on the 1st/2nd, and 03:00Z on the 2nd, are all the evening of 1 March there.
      expect(countsOf(answer, 'newleads')).toEqual([
        ['2026-03-01', 3],
        ['2026-03-02', 0],
        ['2026-03-03', 2],
      ]);
      // 8 March there is 23 hours long (DST starts): its last second is 03:59:59Z on the 9th, not 04:59:59Z.
      await lead(w.member.projectId, '2026-03-09T03:59:59Z');
      await lead(w.member.projectId, '2026-03-09T04:30:00Z');
      const dst = await unwrap(stats({ from: at('2026-03-08T05:00:00Z'), to: at('2026-03-10T03:59:59Z'), dataset: 'newleads' }));
      expect(countsOf(dst, 'newleads')).toEqual([
        ['2026-03-08', 1],
        ['2026-03-09', 1],
      ]);
    } finally {
      await sql(`UPDATE projects SET time_zone = 'UTC' WHERE id = $1`, [w.member.projectId]);
    }
  });

  it('keeps only zones the database knows', async () => {
    await expect(sql(`UPDATE projects SET time_zone = 'Mars/Olympus' WHERE id = $1`, [w.member.projectId])).rejects.toThrow();
    expect((await sql(`SELECT time_zone FROM projects WHERE id = $1`, [w.member.projectId]))[0].time_zone).toBe('UTC');
  });

  it('defaults to the last 600000 seconds', async () => {
    const before = Math.floor(Date.now() / 1000);
    const answer = await unwrap(stats({}));
    expect(answer.to).toBeGreaterThanOrEqual(before);
    expect(answer.to - answer.from).toBe(600_000);
    expect(answer.series[0].points.length).toBeGreaterThanOrEqual(7);
  });

  it('refuses bad input with the field named', async () => {
    for (const [query, field] of [
      [{ dataset: 'leads' }, 'dataset'],
      [{ from: 'yesterday' }, 'from'],
      [{ from: -5 }, 'from'],
      [{ from: at(TO), to: at(FROM) }, 'to'],
      [{ from: 0, to: 400 * 86_400 }, 'to'],
      [{ project: 'mine' }, 'project'],
    ] as const) {
      const r = await stats(query);
      expect(r.response.status).toBe(400);
      expect(r.error?.errors?.map((e) => e.field)).toContain(field);
    }
    const noProject = await w.member.api.GET('/api/stats/users' as never, {} as never);
    expect((noProject as { response: Response }).response.status).toBe(400);
  });

  it('counts a submission taken by the public API in the same range asked just before it', async () => {
    const now = Math.floor(Date.now() / 1000);
    // A range ending in the future: the same key before and after the intake, so a kept answer would show.
    const range = { from: now - 3600, to: now + 3600, dataset: 'submissions' };
    const total = async () => (await unwrap(stats(range))).series[0].total;
    const before = await total();
    expect(await total()).toBe(before);
    const r = await fetch(`${t.baseUrl}/api/public/forms/${form}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': w.member.apiKey },
      body: JSON.stringify({ email: 'counted@example.com' }),
    });
    expect(r.status).toBe(200);
    expect(await total()).toBe(before + 1);
    // A row written straight into the table, past the API.
    await submission(w.member.projectId, form, new Date(now * 1000).toISOString(), 'active');
    expect(await total()).toBe(before + 2);
  });

  it('answers the users of the project only', async () => {
    expect((await stats({}, w.otherTenant.api)).response.status).toBe(404);
    expect((await stats({}, w.inactive.api)).response.status).toBe(403);
    expect((await stats({}, w.admin)).response.status).toBe(403);
    expect((await stats({}, w.clientA.api)).response.status).toBe(403);
    expect((await stats({}, t.client)).response.status).toBe(401);
    // A subscription without the modules still has its dashboard: the counts reveal no record.
    expect((await stats({ project: w.withoutCrm.projectId }, w.withoutCrm.api)).response.status).toBe(200);
  });
});

describe('API access of a user (spec 2 §7)', () => {
  it('reads its project and resets its token; the old token fails at once', async () => {
    const project = await unwrap(w.member.api.GET('/api/projects', { params: { query: { id: String(w.member.projectId) } } }));
    expect(project).toMatchObject({ id: w.member.projectId, tokenHint: expect.stringMatching(/^atr_…/) });
    const reset = await unwrap(w.member.api.PATCH('/api/projects/token', { body: { id: w.member.projectId } }));
    expect(reset.token).toMatch(/^atr_/);
    expect(reset.tokenHint).not.toBe(project.tokenHint);
    const submit = (key: string) =>
      fetch(`${t.baseUrl}/api/public/forms/${form}/submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({ email: 'visitor@example.com' }),
      });
    expect((await submit(w.member.apiKey)).status).toBe(401);
    expect((await submit(reset.token)).status).toBe(200);
    w.member.apiKey = reset.token;
  });

  it("neither reads nor resets another subscription's project", async () => {
    const other = w.otherTenant.api;
    expect((await other.GET('/api/projects', { params: { query: { id: String(w.member.projectId) } } })).response.status).toBe(404);
    expect((await other.PATCH('/api/projects/token', { body: { id: w.member.projectId } })).response.status).toBe(404);
  });
});
