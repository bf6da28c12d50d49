#!/usr/bin/env node
// `npm run bench`: what users feel, at scale. Seeds clients and invoices with SQL, drives the built server
// over HTTP with autocannon (32 connections, after a warm-up), and prints req/s, p50 and p99 per scenario
// beside a bare Fastify + pg server replaying the same SQL, with the ratio, the targets of issue 7 and the
// EXPLAIN (ANALYZE) of each list query. Targets are printed, never asserted.
//
//   npm run bench -- [--db embedded|postgres|both] [--rows 1000000] [--rows-embedded 200000]
//                    [--duration 5] [--connections 32] [--no-build]
// PostgreSQL: the server at DATABASE_URL; the bench creates (and drops) its own database there.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const options = {
  db: arg('db', process.env.DATABASE_URL ? 'both' : 'embedded'),
  rows: Number(arg('rows', 1_000_000)),
  // PGlite runs one statement at a time on one thread: a million-row seed and index build take minutes.
  rowsEmbedded: Number(arg('rows-embedded', arg('rows', 200_000))),
  duration: Number(arg('duration', 5)),
  connections: Number(arg('connections', 32)),
};
const root = join(import.meta.dirname, '../..');

if (!argv.includes('--no-build')) {
  const built = spawnSync(process.execPath, [join(root, 'tools/build.mjs'), '--server-only'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// After the build: these import the built packages.
const { default: autocannon } = await import('autocannon');
const { ADMIN, scenarios } = await import('./scenarios.mjs');
const { captureAndExplain, planSummary, seed } = await import('./seed.mjs');
const { benchTarget, startApi, startBare } = await import('./servers.mjs');
const { printTable } = await import('./report.mjs');

async function load(base, s, headers) {
  const request = { url: `${base}${s.path}`, method: s.method ?? 'GET', headers, body: s.body, connections: options.connections };
  await autocannon({ ...request, duration: 1 });
  const r = await autocannon({ ...request, duration: options.duration });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts };
}

async function benchOne(kind) {
  const rows = kind === 'embedded' ? options.rowsEmbedded : options.rows;
  const { target, dispose } = await benchTarget(kind);
  try {
    console.log(
      `\n## ${kind === 'embedded' ? 'Embedded database (PGlite)' : 'PostgreSQL at DATABASE_URL'}: ${rows} clients, ${rows} invoices`,
    );
    const first = await startApi(target, ADMIN); // migrations and the admin
    await first.stop();
    const seededMs = await seed(target, rows);
    console.log(`seeded in ${(seededMs / 1000).toFixed(1)} s (SQL generate_series, trigram indexes rebuilt, VACUUM ANALYZE)`);
    const list = scenarios(rows);
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
      for (const s of list) results[s.name] = { api: await load(api.base, s, { token, 'content-type': 'application/json' }) };
    } finally {
      await api.stop();
    }
    const bare = await startBare(target, statementsFile);
    try {
      const reads = list.filter((s) => s.read);
      for (const s of list) {
        const path = s.signIn ? '/login' : `/read/${reads.indexOf(s)}`;
        results[s.name].bare = await load(bare.base, { ...s, path }, { 'content-type': 'application/json' });
      }
    } finally {
      await bare.stop();
    }
    printTable(list, results);
    console.log('\nEXPLAIN (ANALYZE) of each statement a list issues (the bare server replays the same ones):');
    for (const [name, plans] of Object.entries(explains)) {
      console.log(`- ${name}`);
      for (const { sql, plan } of plans) console.log(`    ${sql.replace(/\s+/g, ' ').slice(0, 110)}…\n      ${planSummary(plan)}`);
    }
  } finally {
    await dispose();
  }
}

console.log(
  `Atrium bench: ${options.connections} connections, ${options.duration} s a scenario after a 1 s warm-up. ` +
    `Embedded runs ${options.rowsEmbedded} rows by default (its seed of a million rows takes several minutes); --rows-embedded to change.`,
);
console.log('Figures are noisy when other work shares the cores. Targets are printed, never asserted.');
const kinds = options.db === 'both' ? ['embedded', 'postgres'] : [options.db];
if (kinds.includes('postgres') && !process.env.DATABASE_URL) throw new Error('--db postgres needs DATABASE_URL');
for (const kind of kinds) await benchOne(kind);
