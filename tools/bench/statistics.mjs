// The bench never analyzes by hand (issue 21): after seeding it waits for the product's own analyze job to
// have nothing left to do, so that a figure is the steady state users see, not the seconds in which a pass
// runs. Where autovacuum keeps the statistics (PostgreSQL with `autovacuum = on`) the product runs no job,
// and the figures are whatever autovacuum's pace gives.
import pg from 'pg';

const JOB = 'database.analyze';
/** A pass after bulk writes waits this long before it is queued (apps/api FreshStatistics). */
const NUDGE_MS = 2_000;
const LIMIT_MS = 600_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const passes = (api) =>
  api.output
    .join('')
    .split('\n')
    .filter((l) => l.includes('statistics: analyzed'))
    // Nest colours its log lines.
    .map((l) => l.replace(/\x1b\[[0-9;]*m/g, ''));

/**
 * Waits until the product's analyze passes are done; answers one line saying what they did. `api` is a
 * running server (servers.mjs), whose log the embedded database's passes are read from; `expectPass`: one
 * pass must analyze something (after an SQL seed the start-up pass does), however long it takes.
 */
export async function productStatistics(target, api, { expectPass = false } = {}) {
  const started = Date.now();
  await sleep(NUDGE_MS + 500);
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const { autovacuum } = (await client.query('SHOW autovacuum')).rows[0];
      if (autovacuum === 'on') return 'statistics: autovacuum is on, the product leaves them to it (no analyze job)';
      const pending = async () =>
        (await client.query(`SELECT count(*)::int AS n FROM jobs WHERE name = $1 AND status IN ('queued', 'running')`, [JOB])).rows[0].n;
      while ((await pending()) > 0 && Date.now() - started < LIMIT_MS) await sleep(200);
    } finally {
      await client.end();
    }
  } else {
    // The embedded database is the server's alone: its passes are known from its log, quiet for 3 s.
    while (expectPass && passes(api).length === 0 && Date.now() - started < LIMIT_MS) await sleep(200);
    for (
      let seen = passes(api).length, quiet = Date.now();
      Date.now() - quiet < 3_000 && Date.now() - started < LIMIT_MS;
      await sleep(200)
    ) {
      const now = passes(api).length;
      if (now !== seen) [seen, quiet] = [now, Date.now()];
    }
  }
  const lines = passes(api);
  const last = lines.at(-1)?.replace(/^.*statistics: /, '');
  return `statistics: the product's analyze job, ${lines.length} pass(es) with something to do so far${last ? `; last: ${last}` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s waited)`;
}
