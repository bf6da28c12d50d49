import { beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { useTestDatabase } from '../../test/open-test-database.js';
import { seedTenant } from '../../test/seed.js';
import { rowsOf } from '../../test/stats-rows.js';

const AT = new Date('2026-03-02T10:07:00Z');

// The counters behind the dashboard (migration UserStatsCounters, decision 0008): what one write touches,
// where they go with their project, and that concurrent writers do not wait on each other.
describe('user dashboard counters', () => {
  const t = useTestDatabase();
  const counters = async (project: number) =>
    (
      await t.sql<{ quarters: number; days: number; n: number }>(
        `SELECT (SELECT count(*) FROM stats_quarter_hours WHERE project_id = $1)::int AS quarters,
                (SELECT count(*) FROM stats_days WHERE project_id = $1)::int AS days,
                (SELECT coalesce(sum(n), 0) FROM stats_days WHERE project_id = $1)::int AS n`,
        [project],
      )
    )[0];
  const version = async (project: number) =>
    Number((await t.sql<{ v: string }>(`SELECT coalesce(sum(v), 0)::text AS v FROM stats_versions WHERE project_id = $1`, [project]))[0].v);
  let project: number;
  let writers: Awaited<ReturnType<typeof rowsOf>>;
  beforeAll(async () => {
    project = (await seedTenant(t.db)).projectIds[0];
    writers = await rowsOf(t, project);
  });

  it('adds a statement in one quarter-hour row and one day row per series, and nothing for an update that changes no count', async () => {
    await writers.leads([AT, AT, new Date(AT.getTime() + 60_000)]);
    expect(await counters(project)).toEqual({ quarters: 1, days: 1, n: 3 });
    await t.sql(`UPDATE leads SET firstname = 'Renamed' WHERE project_id = $1`, [project]);
    expect(await counters(project)).toEqual({ quarters: 1, days: 1, n: 3 });
    await t.sql(`DELETE FROM leads WHERE project_id = $1`, [project]);
    expect(await counters(project)).toEqual({ quarters: 1, days: 1, n: 0 });
  });

  it("goes with its project: deleting a project leaves no counter of it (its rows' cascade adds nothing back)", async () => {
    const doomed = (await seedTenant(t.db)).projectIds[0];
    const w = await rowsOf(t, doomed);
    await w.leads([AT]);
    await w.submissions([AT]);
    await w.events('view', [AT]);
    expect((await counters(doomed)).n).toBe(3);
    await t.sql(`DELETE FROM projects WHERE id = $1`, [doomed]);
    expect(await counters(doomed)).toEqual({ quarters: 0, days: 0, n: 0 });
  });

  it("empties a table's series when the table is truncated", async () => {
    await writers.events('like', [AT]);
    await writers.engagements([AT]);
    await t.sql(`TRUNCATE video_events`);
    const series = await t.sql<{ series: string }>(`SELECT DISTINCT series FROM stats_days WHERE project_id = $1 AND n <> 0`, [project]);
    expect(series.map((s) => s.series)).toEqual(['engagements']);
  });

  it("bumps a project's version once per statement that changes its counts, a zone change and a truncate, not otherwise", async () => {
    const other = (await seedTenant(t.db)).projectIds[0];
    const w = await rowsOf(t, other);
    const v = await version(other);
    await w.leads([AT, AT]);
    expect(await version(other)).toBe(v + 1);
    await t.sql(`UPDATE leads SET firstname = 'Renamed' WHERE project_id = $1`, [other]);
    expect(await version(other)).toBe(v + 1);
    await t.sql(`UPDATE projects SET time_zone = 'Asia/Kathmandu' WHERE id = $1`, [other]);
    expect(await version(other)).toBe(v + 2);
    await w.engagements([AT]);
    // A project without engagements keeps its version through the truncate.
    const bystander = (await seedTenant(t.db)).projectIds[0];
    await (await rowsOf(t, bystander)).leads([AT]);
    const untouched = await version(bystander);
    await t.sql(`TRUNCATE inventory_tags`);
    expect(await version(other)).toBe(v + 4);
    expect(await version(bystander)).toBe(untouched);
    await t.sql(`DELETE FROM projects WHERE id = $1`, [other]);
    expect(await t.sql(`SELECT 1 FROM stats_versions WHERE project_id = $1`, [other])).toEqual([]);
  });

  it('lets concurrent writers of one project and quarter-hour add without waiting for each other (PostgreSQL)', async () => {
    if (t.kind !== 'postgres') return; // PGlite runs one transaction at a time: nothing to show there.
    const connect = async () => {
      const c = new pg.Client({ connectionString: t.databaseUrl });
      await c.connect();
      // A writer that had to wait for the other's counter row would fail here instead of hanging.
      await c.query(`SET lock_timeout = '2s'`);
      return c;
    };
    const [a, b] = [await connect(), await connect()];
    try {
      const before = (await counters(project)).n;
      const before2 = await version(project);
      const insert = (c: pg.Client, email: string) =>
        c.query(`INSERT INTO leads (project_id, firstname, lastname, phone, email, created_at) VALUES ($1, 'A', 'B', '5', $2, $3)`, [
          project,
          email,
          AT,
        ]);
      await a.query('BEGIN');
      await b.query('BEGIN');
      await insert(a, 'first@example.com');
      await insert(b, 'second@example.com');
      await a.query('COMMIT');
      await b.query('COMMIT');
      expect((await counters(project)).n).toBe(before + 2);
      const shards = await t.sql(`SELECT DISTINCT shard FROM stats_quarter_hours WHERE project_id = $1 AND series = 'newleads'`, [project]);
      expect(shards.length).toBeGreaterThanOrEqual(2);
      // The version rows too: each writer bumped its own shard's row.
      const versions = await t.sql(`SELECT shard FROM stats_versions WHERE project_id = $1`, [project]);
      expect(versions.length).toBeGreaterThanOrEqual(2);
      expect(await version(project)).toBe(before2 + 2);
    } finally {
      await a.end();
      await b.end();
    }
  });
});
