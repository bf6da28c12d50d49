// Planner statistics kept fresh where nobody else keeps them (issue 21 §1): on the embedded database, or a
// PostgreSQL with autovacuum off, batch creates wake the analyze job, which refreshes a table whose changes
// pass autovacuum's rule and leaves one below it alone. Where autovacuum runs, the API schedules nothing.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { waitFor } from '@atrium/testing';
import { ANALYZE_JOB } from '../src/platform/fresh-statistics.js';
import { buildModuleWorld, type ModuleWorld } from './support/module-world.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let w: ModuleWorld;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
});

interface Activity {
  last_analyze: Date | null;
  changed: number;
}

const sql = <T>(text: string, params: unknown[] = []): Promise<T[]> => t.running.database.dataSource.query(text, params);

async function activity(table: string): Promise<Activity> {
  // The embedded database's one backend hands its counters over only when asked, or a second after the last time.
  if (!t.db.databaseUrl) await sql(`SELECT pg_stat_force_next_flush()`);
  const [row] = await sql<Activity>(
    `SELECT last_analyze, n_mod_since_analyze::int AS changed FROM pg_stat_user_tables WHERE relname = $1`,
    [table],
  );
  return row;
}

async function autovacuumRuns(): Promise<boolean> {
  if (!t.db.databaseUrl) return false; // PGlite answers `on` but has no background workers
  const [{ autovacuum }] = await sql<{ autovacuum: string }>(`SHOW autovacuum`);
  return autovacuum === 'on';
}

const analyzedSince = (before: Activity, now: Activity) =>
  now.last_analyze !== null && (before.last_analyze === null || now.last_analyze.getTime() > before.last_analyze.getTime());

describe('fresh planner statistics', () => {
  it('are refreshed soon after batch creates pass the threshold; a table below it is left alone', async () => {
    const schedules = await sql<{ every_ms: number }>(`SELECT every_ms FROM job_schedules WHERE name = $1`, [ANALYZE_JOB]);
    if (await autovacuumRuns()) {
      expect(schedules).toEqual([]);
      return;
    }
    expect(schedules).toHaveLength(1);
    const project = w.member.projectId;
    const api = w.member.api;
    const group = await unwrap(api.POST('/api/crm/groups', { body: { groupName: 'Stats', project } }));
    // Let the pass queued at start run first: only the writes below count.
    await waitFor(
      async () =>
        (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE name = $1 AND status <> 'done'`, [ANALYZE_JOB]))[0].n === 0,
      'the pass queued at start',
      60_000,
    );
    const customersBefore = await activity('customers');
    const leadsBefore = await activity('leads');

    const customers = Array.from({ length: 10 }, (_, i) => ({
      firstname: 'C',
      lastname: `${i}`,
      email: `c${i}@stats.test`,
      customerGroup: group.id,
    }));
    await unwrap(api.POST('/api/crm/customers/batch', { body: { project, customers } }));
    for (let batch = 0; batch < 3; batch++) {
      const leads = Array.from({ length: 100 }, (_, i) => ({
        firstname: 'L',
        lastname: `${i}`,
        phone: '555-0100',
        email: `l${batch}-${i}@stats.test`,
      }));
      await unwrap(api.POST('/api/com/leads/batch', { body: { project, leads } }));
    }

    // Well before the next tick (autovacuum_naptime, a minute): the batches woke the job.
    await waitFor(async () => analyzedSince(leadsBefore, await activity('leads')), 'leads analyzed', 45_000);
    const leads = await activity('leads');
    expect(leads.changed).toBeLessThan(300);
    const [{ reltuples }] = await sql<{ reltuples: number }>(`SELECT reltuples FROM pg_class WHERE relname = 'leads'`);
    expect(Number(reltuples)).toBeGreaterThanOrEqual(300);
    // A backend hands its row counters over only once idle for a second: wait for them, not for a clock.
    await waitFor(async () => (await activity('customers')).changed >= customersBefore.changed + 10, 'the counters', 15_000).catch(
      () => undefined,
    );
    const customersAfter = await activity('customers');
    expect(customersAfter.last_analyze).toEqual(customersBefore.last_analyze);
    expect(customersAfter.changed).toBe(customersBefore.changed + 10);
  });
});
