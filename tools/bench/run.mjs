#!/usr/bin/env node
// `npm run bench`: what users feel, at scale. Seeds clients and invoices with SQL (or through the API,
// `--seed api`), never analyzes by hand (the product keeps its statistics, issue 21), drives the built server
// over HTTP with autocannon (32 connections, after a warm-up), and prints req/s, p50 and p99 per scenario
// beside a bare Fastify + pg server replaying the same SQL, with the ratio, the targets of issue 7 and the
// EXPLAIN (ANALYZE) of each list query. Targets are printed, never asserted.
//
//   npm run bench -- --help      the options (USAGE below)
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchOptions, onlyNamed, usageError } from './options.mjs';

const USAGE = `Usage: npm run bench -- [options]

Seeds clients and invoices, waits for the product's own analyze job (nothing is analyzed by hand), loads the
built API's admin lists with autocannon and prints req/s, p50 and p99 beside a bare Fastify + pg server
replaying the same SQL. Targets are printed, never asserted.

Options:
  --db embedded|postgres|both   the database (default: both when DATABASE_URL is set, else embedded);
                                PostgreSQL is the server at DATABASE_URL, in a database created and dropped
  --seed sql|api                sql (default): bulk INSERTs, for a million rows; api: through the API as
                                admins add them (one request per client and per invoice)
  --rows <n>                    clients and invoices seeded on PostgreSQL (default 1000000; 2000 with
                                --seed api: every client's password is hashed)
  --rows-embedded <n>           the same on the embedded database (default 200000, or --rows when given;
                                1000 with --seed api)
  --duration <s>                seconds of load per scenario, after a 1 s warm-up (default 5)
  --connections <n>             concurrent connections (default 32)
  --only <names>                only the scenarios whose name contains one of these, comma-separated
  --smoke                       CI's check that every scenario runs (a few seconds: no warm-up, half a second a
                                scenario, --rows 3000 unless given); exits 1 when a request failed. Figures
                                are not meaningful
  --no-build                    use the current build instead of running tools/build.mjs --server-only
  -h, --help                    print this and exit
`;

const given = benchOptions(
  process.argv.slice(2),
  {
    db: { type: 'string', choices: ['embedded', 'postgres', 'both'] },
    seed: { type: 'string', choices: ['sql', 'api'] },
    rows: { type: 'string', count: true },
    'rows-embedded': { type: 'string', count: true },
    duration: { type: 'string', count: true },
    connections: { type: 'string', count: true },
    only: { type: 'string' },
    'no-build': { type: 'boolean' },
    smoke: { type: 'boolean' },
  },
  USAGE,
);
const seedBy = given.seed ?? 'sql';
const smoke = Boolean(given.smoke);
const options = {
  db: given.db ?? (process.env.DATABASE_URL ? 'both' : 'embedded'),
  seed: seedBy,
  rows: given.rows ?? (smoke ? 3_000 : seedBy === 'api' ? 2_000 : 1_000_000),
  // PGlite runs one statement at a time on one thread: a million-row seed and index build take minutes.
  rowsEmbedded: given['rows-embedded'] ?? given.rows ?? (smoke ? 3_000 : seedBy === 'api' ? 1_000 : 200_000),
  duration: given.duration ?? 5,
  connections: given.connections ?? 32,
  only: given.only,
};
if (options.db !== 'embedded' && !process.env.DATABASE_URL) usageError(`--db ${options.db} needs DATABASE_URL`, USAGE);
const root = join(import.meta.dirname, '../..');

if (!given['no-build']) {
  const built = spawnSync(process.execPath, [join(root, 'tools/build.mjs'), '--server-only'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// After the build: these import the built packages.
const { default: autocannon } = await import('autocannon');
const { ADMIN, scenarios } = await import('./scenarios.mjs');
const { captureAndExplain, seed } = await import('./seed.mjs');
const { benchTarget, startApi, startBare } = await import('./servers.mjs');
const { seedAdminListsThroughApi } = await import('./api-seed.mjs');
const { productStatistics } = await import('./statistics.mjs');
const { printPlans, printTable } = await import('./report.mjs');
const { withCpu } = await import('./cpu.mjs');

let failed = 0;

async function load(server, s, headers) {
  const request = { url: `${server.base}${s.path}`, method: s.method ?? 'GET', headers, body: s.body, connections: options.connections };
  if (!smoke) await autocannon({ ...request, duration: 1 });
  // CPU is counted over the measured run only, not the warm-up.
  return withCpu(server.pid, async () => {
    const r = await autocannon({ ...request, duration: smoke ? 0.5 : options.duration });
    failed += r.non2xx + r.errors + r.timeouts + (r['2xx'] ? 0 : 1);
    return {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      requests: r.requests.total,
      bad: r.non2xx + r.errors + r.timeouts,
    };
  });
}

async function benchOne(kind) {
  const rows = kind === 'embedded' ? options.rowsEmbedded : options.rows;
  const { target, dispose } = await benchTarget(kind);
  try {
    console.log(
      `\n## ${kind === 'embedded' ? 'Embedded database (PGlite)' : 'PostgreSQL at DATABASE_URL'}: ${rows} clients, ${rows} invoices`,
    );
    const first = await startApi(target, ADMIN); // migrations and the admin
    let window;
    if (options.seed === 'api') {
      const t0 = performance.now();
      window = await seedAdminListsThroughApi(first.base, ADMIN, rows);
      console.log(`seeded through the API in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    await first.stop();
    if (options.seed === 'sql') {
      const seededMs = await seed(target, rows);
      console.log(`seeded in ${(seededMs / 1000).toFixed(1)} s (SQL generate_series, trigram indexes rebuilt; nothing analyzed)`);
    }
    // The statements are recorded on the statistics the product keeps: its start-up pass first.
    const analyzing = await startApi(target, ADMIN);
    console.log(await productStatistics(target, analyzing, { expectPass: options.seed === 'sql' }));
    await analyzing.stop();
    const list = onlyNamed(scenarios(rows, window), options.only);
    const { statements, explains } = await captureAndExplain(target, list);
    const statementsFile = join(target.dataDir, 'statements.json');
    writeFileSync(statementsFile, JSON.stringify(statements));

    const results = {};
    const api = await startApi(target, ADMIN);
    try {
      const { token } = await (
        await fetch(`${api.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        })
      ).json();
      for (const s of list) results[s.name] = { api: await load(api, s, { token, 'content-type': 'application/json' }) };
    } finally {
      await api.stop();
    }
    const bare = await startBare(target, statementsFile);
    try {
      const reads = list.filter((s) => s.read);
      for (const s of list) {
        const path = s.signIn ? '/login' : (s.bare ?? `/read/${reads.indexOf(s)}`);
        results[s.name].bare = await load(bare, { ...s, path }, { 'content-type': 'application/json' });
      }
    } finally {
      await bare.stop();
    }
    printTable(list, results);
    printPlans(explains);
  } finally {
    await dispose();
  }
}

console.log(
  `Atrium bench${smoke ? ' (smoke run: figures not meaningful)' : ''}: ${options.connections} connections, ` +
    `${smoke ? 0.5 : options.duration} s a scenario${smoke ? '' : ' after a 1 s warm-up'}. ` +
    `Embedded runs ${options.rowsEmbedded} rows by default (its seed of a million rows takes several minutes); --rows-embedded to change.`,
);
console.log('Figures are noisy when other work shares the cores. Targets are printed, never asserted.');
const kinds = options.db === 'both' ? ['embedded', 'postgres'] : [options.db];
for (const kind of kinds) await benchOne(kind);
if (smoke && failed) {
  console.error(`\nsmoke: ${failed} failed requests (or scenarios without any 2xx answer)`);
  process.exitCode = 1;
}
