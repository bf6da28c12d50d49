#!/usr/bin/env node
// `npm run bench:modules`: the project modules at scale (issues 8–10). Seeds one project of a user with SQL
// (`--seed sql`, for a million rows) or through the API as users fill it (`--seed api`), never analyzes by
// hand (issue 21: the product keeps its statistics), drives the built server over HTTP with wrk or
// autocannon and prints req/s, p50 and p99 per scenario beside its target. Targets are printed, never
// asserted. A scenario whose table does not exist yet is skipped.
//
//   npm run bench:modules -- --help      the options (USAGE below)
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { benchOptions, onlyNamed, usageError } from './options.mjs';

const USAGE = `Usage: npm run bench:modules -- [options]

Seeds one user's project (leads, customers, inventory, the dashboard's series, a section, a form and its
submissions), waits for the product's own analyze job (nothing is analyzed by hand), loads the built API with
wrk or autocannon and prints req/s, p50 and p99 per scenario beside its target. Targets are printed, never
asserted.

Options:
  --db postgres|embedded   the database (default: postgres when DATABASE_URL is set, else embedded);
                           PostgreSQL is the server at DATABASE_URL, in a database created and dropped
  --seed sql|api           sql (default): one bulk INSERT per table, for a million rows; api: through the
                           API as users do (leads and customers in batches, items one by one, submissions
                           and engagements from the project's site)
  --rows <n>               leads and customers seeded (default 1000000 on PostgreSQL, 100000 embedded;
                           with --seed api 20000 and 5000)
  --submissions <n>        form submissions seeded (default 10 × --rows; --rows with --seed api), and as
                           many engagements with --seed api
  --duration <s>           seconds of load per scenario, after a 1 s warm-up (default 5)
  --connections <n>        concurrent connections (default 32)
  --only <names>           only the scenarios whose name contains one of these, comma-separated
                           (leads, customers, inventory, hottest, public, stats, intake)
  --loader auto|wrk|autocannon   the load generator (default auto: wrk when installed)
  --audit on|off           off: the audit trail's triggers disabled for the run (its cost is the
                           difference with an 'on' run on the same seed; default on)
  --keep-db <name>         PostgreSQL only: seed that database once and reuse it on later runs (its rows'
                           times stay those of the seed)
  --no-build               use the current build instead of running tools/build.mjs --server-only
  --webhook                one endpoint of the project subscribed to submission.created, answered by a
                           receiver of this process (WEBHOOKS_ALLOW_LOOPBACK): the intake says whether every
                           stored submission was delivered, and how long after the load
  -h, --help               print this and exit

The smallest run: npm run bench:modules -- --rows 1000 --submissions 1000 --duration 1 --connections 1
`;

const given = benchOptions(
  process.argv.slice(2),
  {
    db: { type: 'string', choices: ['postgres', 'embedded'] },
    seed: { type: 'string', choices: ['sql', 'api'] },
    rows: { type: 'string', count: true },
    submissions: { type: 'string', count: true },
    duration: { type: 'string', count: true },
    connections: { type: 'string', count: true },
    only: { type: 'string' },
    loader: { type: 'string', choices: ['auto', 'wrk', 'autocannon'] },
    'keep-db': { type: 'string' },
    audit: { type: 'string', choices: ['on', 'off'] },
    'no-build': { type: 'boolean' },
    webhook: { type: 'boolean' },
  },
  USAGE,
);
const db = given.db ?? (process.env.DATABASE_URL ? 'postgres' : 'embedded');
const seed = given.seed ?? 'sql';
const rows = given.rows ?? (seed === 'api' ? (db === 'postgres' ? 20_000 : 5_000) : db === 'postgres' ? 1_000_000 : 100_000);
const options = {
  db,
  seed,
  rows,
  submissions: given.submissions ?? (seed === 'api' ? rows : rows * 10),
  duration: given.duration ?? 5,
  connections: given.connections ?? 32,
  loader: given.loader ?? 'auto',
  only: given.only,
  keep: given['keep-db'] ?? '',
  audit: given.audit ?? 'on',
  webhook: Boolean(given.webhook),
};
// The receiver listens on 127.0.0.1: the API may deliver there only when told so.
if (options.webhook) process.env.WEBHOOKS_ALLOW_LOOPBACK = 'true';
if (db === 'postgres' && !process.env.DATABASE_URL) usageError('--db postgres needs DATABASE_URL', USAGE);
// The embedded database lives in a fresh temporary folder each run, and the server holds it while it runs.
if (options.keep && db !== 'postgres') usageError('--keep-db keeps a PostgreSQL database: it needs --db postgres (DATABASE_URL)', USAGE);
const root = join(import.meta.dirname, '../..');
if (!given['no-build']) {
  const built = spawnSync(process.execPath, [join(root, 'tools/build.mjs'), '--server-only'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const { default: autocannon } = await import('autocannon');
const { openDatabase } = await import('@atrium/persistence');
const { ADMIN } = await import('./scenarios.mjs');
const { moduleScenarios } = await import('./module-scenarios.mjs');
const { loginUser, seedModules, seedTenant, topUpRecentEngagements } = await import('./module-seed.mjs');
const { seedModulesThroughApi } = await import('./api-seed.mjs');
const { productStatistics } = await import('./statistics.mjs');
const { benchTarget, startApi, startBare } = await import('./servers.mjs');
const { captureAndExplain } = await import('./seed.mjs');
const { printPlans, printTable } = await import('./report.mjs');
const { hasWrk, wrkLoad } = await import('./wrk.mjs');
const { withCpu } = await import('./cpu.mjs');

const useWrk = options.loader === 'wrk' || (options.loader === 'auto' && hasWrk());

async function load(server, s) {
  const base = server.base;
  if (useWrk) {
    const headers = { 'content-type': 'application/json', ...s.headers };
    const request = { method: s.method ?? 'GET', headers, body: s.body };
    return wrkLoad(`${base}${s.path}`, request, options.connections, options.duration, (measure) => withCpu(server.pid, measure));
  }
  const request = {
    url: `${base}${s.path}`,
    method: s.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...s.headers },
    body: s.body,
    requests: s.setupRequest ? [{ setupRequest: s.setupRequest }] : undefined,
    connections: options.connections,
  };
  const warm = await autocannon({ ...request, duration: 1 });
  const r = await withCpu(server.pid, async () => {
    const run = await autocannon({ ...request, duration: options.duration });
    return { run, requests: run.requests.total };
  });
  // `ok` counts the warm-up too: a writing scenario compares it with the rows it stored.
  return {
    rps: r.run.requests.average,
    p50: r.run.latency.p50,
    p99: r.run.latency.p99,
    cpuPerRequest: r.cpuPerRequest,
    ok: warm['2xx'] + r.run['2xx'],
    bad: r.run.non2xx + r.run.errors + r.run.timeouts,
  };
}

const cell = (text, width) => String(text).padEnd(width);
const round = (v) => Math.round(v * 10) / 10;

const { target, dispose } = await benchTarget(options.db, options.keep);
try {
  console.log(
    `Atrium modules bench (${options.db}, seeded by ${options.seed}, load by ${useWrk ? 'wrk' : 'autocannon'}): ${options.rows} rows per list table, ${options.submissions} submissions; ` +
      `${options.connections} connections, ${options.duration} s a scenario after a 1 s warm-up. Targets are printed, never asserted.`,
  );
  const first = await startApi(target, ADMIN); // migrations and the admin
  // The embedded database is locked by the server that has it open: opened here once the server stopped.
  const open = () => openDatabase({ ...target, migrate: false });
  let database = options.keep ? await open() : undefined;
  let tenant;
  let seeded;
  let keptAt;
  try {
    const kept = options.keep ? await keptSeed(database.dataSource) : undefined;
    if (kept) {
      ({ tenant, seeded } = kept);
      keptAt = kept.at;
      tenant.token = await loginUser(first.base);
      const added = await topUpRecentEngagements(database.dataSource, tenant.project, options);
      console.log(`reusing the seed kept in ${options.keep} (${kept.at}); ${added} engagements added in the last 12 minutes`);
    } else if (options.seed === 'api') {
      tenant = await seedTenant(first.base, ADMIN);
      seeded = await seedModulesThroughApi(first.base, tenant, options);
      if (options.keep) await keepSeed(database.dataSource, { tenant, seeded });
    } else {
      tenant = await seedTenant(first.base, ADMIN);
      await first.stop();
      database ??= await open();
      seeded = await seedModules(database.dataSource, tenant, options);
      if (options.keep) await keepSeed(database.dataSource, { tenant, seeded });
    }
    await first.stop();
    database ??= await open();
    await switchAudit(database.dataSource, options.audit === 'on');
    // The customer the list-page write edits (a kept seed of an earlier version does not name one).
    seeded.customer ??= (
      await database.dataSource.query('SELECT min(id) AS id FROM customers WHERE project_id = $1', [tenant.project])
    )[0].id;
  } finally {
    await first.stop();
    await database?.close();
  }
  const list = onlyNamed(moduleScenarios(tenant, seeded), options.only);
  const lists = {};
  const api = await startApi(target, ADMIN);
  const receiver = options.webhook ? await subscribeReceiver(api.base, tenant) : undefined;
  // A fresh SQL seed leaves the statistics of empty tables: the product's start-up pass must find them.
  console.log(await productStatistics(target, api, { expectPass: options.seed === 'sql' && !keptAt }));
  console.log(await leadsTotal(api.base, tenant));
  const widths = [40, 9, 7, 7, 10, 5, 52];
  const line = (cols) => `| ${cols.map((c, i) => cell(c, widths[i])).join(' | ')} |`;
  try {
    // The machine's 1-minute load average as the scenario started: figures from a busy machine say little.
    console.log(`\n${line(['scenario', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'load', 'target'])}`);
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const s of list) {
      const before = s.stored ? await s.stored(target) : 0;
      const marks = options.keep && s.mark ? await s.mark(target) : undefined;
      const loadAverage = loadavg()[0].toFixed(1);
      const r = await load(api, s);
      const targets = [];
      if (!r.ok) targets.push('no 2xx answer within the run');
      else if (s.p99) targets.push(`p99 ≤ ${s.p99} ms: ${r.p99 <= s.p99 ? 'met' : `missed by ${round(r.p99 - s.p99)} ms`}`);
      if (s.rps) targets.push(`≥ ${s.rps} req/s: ${r.rps >= s.rps ? 'met' : 'missed'}`);
      // The embedded database is the running server's alone (one session): its rows are not counted.
      if (s.stored && !target.databaseUrl) targets.push('rows not counted on the embedded database');
      if (s.stored && target.databaseUrl) {
        // Nothing lost: every 2xx (warm-up included) is a stored row.
        const written = (await s.stored(target)) - before;
        // At most one request per connection and run was still in flight when autocannon stopped counting.
        targets.push(written >= r.ok ? `none lost (${written} rows for ${r.ok} 2xx)` : `LOST ${r.ok - written} of ${r.ok} 2xx`);
      }
      if (s.pending && target.databaseUrl) targets.push(await drained(s, target));
      if (receiver && s.stored) targets.push(await receiver.delivered(r.ok));
      if (marks) await s.restore(target, marks);
      if (r.bad) targets.push(`non-2xx/errors: ${r.bad}`);
      const cpu = r.cpuPerRequest === undefined ? 'n/a' : r.cpuPerRequest.toFixed(3);
      console.log(line([s.name, Math.round(r.rps), round(r.p50), round(r.p99), cpu, loadAverage, targets.join('; ')]));
      if (s.read) lists[s.name] = { api: r };
    }
  } finally {
    await receiver?.close();
    await api.stop();
  }
  await besideBare(
    list.filter((s) => s.read),
    lists,
  );
} finally {
  await dispose();
}

/**
 * The lists again, served by the bare server (Fastify + pg) replaying the SQL their repositories issue,
 * recorded after the API's run (on the statistics the product's job left, as the API planned with) and
 * loaded alone: the API's CPU per request beside the bare server's (issue 21 §2).
 */
async function besideBare(reads, lists) {
  if (!reads.length) return;
  const { statements, explains } = await captureAndExplain(target, reads);
  const statementsFile = join(target.dataDir, 'statements.json');
  writeFileSync(statementsFile, JSON.stringify(statements));
  const bare = await startBare(target, statementsFile);
  try {
    for (const s of reads) lists[s.name].bare = await load(bare, { ...s, path: `/read/${reads.indexOf(s)}`, headers: {} });
  } finally {
    await bare.stop();
  }
  console.log('\nThe lists beside the bare server replaying their SQL:');
  printTable(
    reads.map((s) => ({ ...s, target: s.p99 })),
    lists,
  );
  printPlans(explains);
  // A list either server failed to answer is a broken bench (the CI smoke run relies on this exit code).
  const failed = reads.filter((s) => !lists[s.name].api.ok || lists[s.name].api.bad || !lists[s.name].bare.ok || lists[s.name].bare.bad);
  if (failed.length) {
    console.error(`\nlists with failed requests: ${failed.map((s) => s.name).join(', ')}`);
    process.exitCode = 1;
  }
}

/**
 * A webhook receiver on 127.0.0.1 (answers 200 at once, counts distinct webhook-ids) and the project's endpoint
 * subscribed to it. `delivered(n)` waits until n more messages arrived than at the last call (the run's 2xx).
 */
async function subscribeReceiver(base, tenant) {
  const { createServer } = await import('node:http');
  const ids = new Set();
  const server = createServer((req, res) => {
    ids.add(req.headers['webhook-id']);
    req.resume().on('end', () => res.end('ok'));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/bench`;
  const r = await fetch(`${base}/api/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: tenant.token },
    body: JSON.stringify({ project: tenant.project, url, events: ['submission.created'] }),
  });
  if (!r.ok) throw new Error(`webhook endpoint: ${r.status} ${await r.text()}`);
  const { id } = await r.json();
  let seen = 0;
  return {
    // A kept seed must not keep the endpoint: later runs would fan out to it and retry a receiver that is gone.
    async close() {
      server.close();
      const gone = await fetch(`${base}/api/webhooks?id=${id}`, { method: 'DELETE', headers: { token: tenant.token } });
      if (!gone.ok) console.log(`webhook endpoint ${id} could not be deleted: ${gone.status} ${await gone.text()}`);
    },
    async delivered(expected) {
      const stopped = Date.now();
      while (ids.size - seen < expected && Date.now() - stopped < 600_000) await new Promise((r) => setTimeout(r, 100));
      const got = ids.size - seen;
      seen = ids.size;
      const after = round((Date.now() - stopped) / 1000);
      return got >= expected
        ? `webhooks: all ${got} delivered ${after} s after the load`
        : `webhooks: ${got} of ${expected} delivered after ${after} s`;
    },
  };
}

/** How long after the load the work it queued took to finish (the API keeps running meanwhile). */
async function drained(s, target) {
  if (process.env.REDIS_URL) return 'notification jobs in BullMQ: not counted';
  const stopped = Date.now();
  const backlog = await s.pending(target);
  for (let n = backlog; n > 0; n = await s.pending(target)) {
    if (Date.now() - stopped > 300_000) return `${n} jobs still queued 300 s after the load`;
    await new Promise((r) => setTimeout(r, 100));
  }
  return `${backlog} jobs queued at the end, all done ${round((Date.now() - stopped) / 1000)} s later`;
}

/**
 * The audit trail's triggers (`<table>_audit_insert|update|delete`) enabled or disabled, on a kept seed too:
 * runs alternated on one seed tell the trail's cost apart from the machine's noise.
 */
async function switchAudit(ds, on) {
  const triggers = await ds.query(
    `SELECT tgrelid::regclass::text AS "table", tgname AS name FROM pg_trigger WHERE NOT tgisinternal AND tgname ~ '_audit_(insert|update|delete)$'`,
  );
  for (const t of triggers) await ds.query(`ALTER TABLE ${t.table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${t.name}`);
  console.log(`audit trail ${on ? 'on' : 'off'} (${triggers.length} triggers)`);
}

/** What page 1 of the leads answers as its total: "about 1001" on statistics of an empty table (issue 21). */
async function leadsTotal(base, tenant) {
  const r = await fetch(`${base}/api/com/leads?project=${tenant.project}`, { headers: { token: tenant.token } });
  const estimated = r.headers.get('x-total-count-estimated') === 'true';
  return `leads page 1: total ${estimated ? 'about ' : ''}${r.headers.get('x-total-count')} (HTTP ${r.status})`;
}

async function keptSeed(ds) {
  const [table] = await ds.query(`SELECT to_regclass('bench_seed') AS t`);
  if (!table.t) return undefined;
  const [row] = await ds.query('SELECT seed, at FROM bench_seed');
  return row && { ...row.seed, at: row.at };
}

async function keepSeed(ds, seed) {
  await ds.query('CREATE TABLE bench_seed (seed jsonb NOT NULL, at timestamptz NOT NULL DEFAULT now())');
  await ds.query('INSERT INTO bench_seed (seed) VALUES ($1)', [JSON.stringify(seed)]);
}
