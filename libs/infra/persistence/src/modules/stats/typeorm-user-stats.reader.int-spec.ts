import { beforeAll, describe, expect, it } from '@jest/globals';
import { testProject } from '@atrium/testing';
import { useTestDatabase } from '../../test/open-test-database.js';
import { seedTenant } from '../../test/seed.js';
import { oracle, random, rowsOf } from '../../test/stats-rows.js';
import { TypeormUserStatsReader, USER_STATS_SQL } from './typeorm-user-stats.reader.js';

// Windows around the odd days of the zones below: DST in Toronto (8 March 2026), a repeated midnight in
// Havana (3 November 2019, 01:00 back to 00:00), a skipped midnight in São Paulo (4 November 2018), an
// offset of -0:44:30 in Monrovia until 7 January 1972 (its days start inside a quarter-hour), the day
// Apia skipped (30 December 2011).
const WINDOWS = ['2026-03-06', '2019-11-01', '2018-11-02', '1972-01-04', '2011-12-28'].map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
const SPAN = 5 * 86_400;
// In every batch: both sides of a Monrovia midnight inside its quarter-hour, Havana's first 00:30 of
// 3 November 2019 (local day 3 November, counted before its midnight's second occurrence in day 2), the
// hour before São Paulo's skipped midnight.
const EDGES = ['1972-01-05T00:44:29Z', '1972-01-05T00:44:30Z', '1972-01-05T00:44:59Z', '2019-11-03T04:30:00Z', '2018-11-04T02:30:00Z'];
const ZONES = ['America/Toronto', 'UTC', 'Asia/Kathmandu', 'America/Havana', 'America/Sao_Paulo', 'Africa/Monrovia', 'Pacific/Apia'];

describe('TypeormUserStatsReader', () => {
  const t = useTestDatabase();
  const next = random(20261124);
  let mine: number;
  let theirs: number;
  let writers: Awaited<ReturnType<typeof rowsOf>>;

  /** A second in a window: anywhere, or on a quarter-hour, or a second before one, or around Monrovia's midnight (00:44:30Z), inside a quarter-hour. */
  function second(window: number): number {
    const s = window + Math.floor(next() * SPAN);
    const pick = next();
    if (pick < 0.2) return s - (s % 900);
    if (pick < 0.3) return s - (s % 900) - 1;
    if (pick < 0.4) return s - (s % 86_400) + 2669 + Math.floor(next() * 31);
    return s;
  }
  const instants = (n: number) => [
    ...EDGES.map((iso) => new Date(iso)),
    ...Array.from({ length: n }, () => new Date(second(WINDOWS[Math.floor(next() * WINDOWS.length)]) * 1000)),
  ];

  /** Rows of every series in every window, one statement per writer (so one trigger call adds many). */
  async function addRows(w: typeof writers, n: number) {
    await w.leads(instants(n));
    await w.submissions(instants(n));
    await w.submissions(instants(n / 4), 'inactive');
    await w.customers(instants(n));
    await w.engagements(instants(n));
    await w.events('like', instants(n));
    await w.events('view', instants(n));
  }

  beforeAll(async () => {
    mine = (await seedTenant(t.db)).projectIds[0];
    theirs = (await seedTenant(t.db)).projectIds[0];
    writers = await rowsOf(t, mine);
    await addRows(await rowsOf(t, theirs), 40);
  });

  // One zone after the other, on the same rows: each zone change recounts the days of the rows before it.
  it.each(ZONES)('answers exactly what counting the rows answers, in %s, at any second, after every kind of write', async (zone) => {
    const reader = new TypeormUserStatsReader(t.db);
    // A zone change recounts the days; rows added afterwards are counted in the new zone by the triggers.
    await t.sql(`UPDATE projects SET time_zone = $2 WHERE id = $1`, [mine, zone]);
    await addRows(writers, 40);
    await writers.leads([new Date(second(WINDOWS[0]) * 1000)]);
    // Updates and deletes: deleted submissions (inactive) stop counting and come back, times move, rows go.
    await t.sql(
      `UPDATE submissions SET status = 'inactive' WHERE id IN (SELECT id FROM submissions WHERE project_id = $1 AND status = 'active' ORDER BY random() LIMIT 5)`,
      [mine],
    );
    await t.sql(
      `UPDATE submissions SET status = 'active' WHERE id IN (SELECT id FROM submissions WHERE project_id = $1 AND status = 'inactive' ORDER BY random() LIMIT 3)`,
      [mine],
    );
    await t.sql(
      `UPDATE leads SET created_at = created_at + interval '7 hours' WHERE id IN (SELECT id FROM leads WHERE project_id = $1 ORDER BY random() LIMIT 4)`,
      [mine],
    );
    await t.sql(
      `UPDATE video_events SET kind = 'like' WHERE id IN (SELECT id FROM video_events WHERE project_id = $1 AND kind = 'view' ORDER BY random() LIMIT 2)`,
      [mine],
    );
    await t.sql(`DELETE FROM video_events WHERE id IN (SELECT id FROM video_events WHERE project_id = $1 ORDER BY random() LIMIT 6)`, [
      mine,
    ]);
    await t.sql(`DELETE FROM inventory_tags WHERE id IN (SELECT id FROM inventory_tags WHERE project_id = $1 ORDER BY random() LIMIT 6)`, [
      mine,
    ]);
    for (const window of WINDOWS) {
      const ranges: Array<[number, number]> = [[window, window + SPAN]];
      for (let i = 0; i < 6; i++) {
        const [a, b] = [second(window), second(window)].sort((x, y) => x - y);
        ranges.push([a, b + 1]);
      }
      // Within one quarter-hour, and across exactly one whole quarter-hour.
      const s = second(window);
      const q = s - (s % 900);
      ranges.push([q + 100, q + 200], [q, q + 900]);
      for (const [from, toExclusive] of ranges) {
        const { timeZone, days } = await reader.daily(testProject(mine), from, toExclusive);
        expect({ zone: timeZone, from, toExclusive, days }).toEqual({
          zone,
          from,
          toExclusive,
          days: await oracle(t, mine, from, toExclusive),
        });
      }
    }
  });

  it('answers no days and no version for a project that is not there', async () => {
    const reader = new TypeormUserStatsReader(t.db);
    const missing = testProject(2_000_000_000);
    expect(await reader.versioned(missing, WINDOWS[0], WINDOWS[0] + SPAN)).toEqual({
      version: undefined,
      answer: { timeZone: 'UTC', days: [] },
    });
    expect(await reader.version(missing)).toBeUndefined();
  });

  it('counts each day the range cuts once, whatever join the planner picks (the plan, not a timing)', async () => {
    // Inlined into the final join, the cut days' counts ran again for every day of the range on the 1 M-row
    // bench (same answers, 20 times slower). Nested loops without a Materialize node are the join that shows it.
    type Node = { 'Actual Loops': number; 'Node Type': string; 'Relation Name'?: string; Plans?: Node[] };
    const plan = await t.db.transaction(async (m) => {
      await m.query('SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off; SET LOCAL enable_material = off');
      const [row] = (await m.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${USER_STATS_SQL}`, [
        mine,
        WINDOWS[0] + 3_600,
        WINDOWS[0] + 60 * 86_400 + 7,
      ])) as Array<{ 'QUERY PLAN': Array<{ Plan: Node }> }>;
      return row['QUERY PLAN'][0].Plan;
    });
    // Each of the two cut days has two partial quarter-hours: no table is read more often than that.
    const counted = ['leads', 'inventory_tags', 'submissions', 'customers', 'video_events', 'stats_quarter_hours'];
    const scans: string[] = [];
    const rerun: string[] = [];
    const walk = (node: Node): void => {
      if (node['Relation Name'] && counted.includes(node['Relation Name'])) scans.push(node['Relation Name']);
      if (node['Relation Name'] && counted.includes(node['Relation Name']) && node['Actual Loops'] > 4)
        rerun.push(`${node['Relation Name']} ×${node['Actual Loops']}`);
      node.Plans?.forEach(walk);
    };
    walk(plan);
    expect(new Set(scans)).toEqual(new Set(counted));
    expect(rerun).toEqual([]);
  });
});
