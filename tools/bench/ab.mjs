#!/usr/bin/env node
// Two builds of the API side by side on one seeded PostgreSQL database, loaded at the same moment, each
// with half the connections: their CPU per request is compared round by round (tools/bench/paired.mjs).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { benchOptions, usageError } from './options.mjs';
import { pairedSummary, parseEnv } from './paired.mjs';

const usage = `Usage: npm run bench:ab -- [options]

Compares the CPU per request of two API builds (A and B) serving the same route at the same moment, on a
PostgreSQL database at DATABASE_URL (created, seeded with clients and invoices, dropped). On a shared
machine CPU per request moves by half between runs; loaded together, both builds see the same machine, and
B/A moves far less (two copies of one build: medians 0.98, single rounds 0.78-1.08). Figures are printed, never asserted.

Options:
  --a <main.js>          build A (default: apps/api/dist/main.js). Keep a build aside with
                         cp -r apps/api/dist apps/api/dist-a before rebuilding (only apps/api differs then)
  --b <main.js>          build B (default: apps/api/dist/main.js)
  --b-env <KEY=value,…>  variables for B only (a switch under test)
  --path <path>          the route, as the admin (default /api/clients)
  --rows <n>             clients and invoices seeded (default 20000)
  --rounds <n>           measured rounds (default 8)
  --duration <s>         seconds a round (default 4)
  --connections <n>      connections to each build (default 16)
  -h, --help             print this and exit
`;

const options = benchOptions(
  process.argv.slice(2),
  {
    a: { type: 'string' },
    b: { type: 'string' },
    'b-env': { type: 'string' },
    path: { type: 'string' },
    rows: { type: 'string', count: true },
    rounds: { type: 'string', count: true },
    duration: { type: 'string', count: true },
    connections: { type: 'string', count: true },
  },
  usage,
);
if (!process.env.DATABASE_URL) usageError('bench:ab needs DATABASE_URL (a PostgreSQL server)', usage);
let bEnv;
try {
  bEnv = parseEnv((options['b-env'] ?? '').split(',').filter(Boolean));
} catch (error) {
  usageError(error.message, usage);
}

const { default: autocannon } = await import('autocannon');
const { ADMIN } = await import('./scenarios.mjs');
const { seed } = await import('./seed.mjs');
const { login } = await import('./module-seed.mjs');
const { benchTarget, startApi } = await import('./servers.mjs');
const { treeCpuMs } = await import('./cpu.mjs');

const root = join(import.meta.dirname, '../..');
const builds = [
  { name: 'A', script: resolve(options.a ?? join(root, 'apps/api/dist/main.js')), env: {} },
  { name: 'B', script: resolve(options.b ?? join(root, 'apps/api/dist/main.js')), env: bEnv },
];
const path = options.path ?? '/api/clients';
const { target, dispose } = await benchTarget('postgres');
const servers = [];
try {
  const first = await startApi(target, ADMIN, { script: builds[0].script }); // migrations and the admin
  await first.stop();
  await seed(target, options.rows ?? 20_000);
  for (const build of builds) {
    const server = await startApi(target, ADMIN, { script: build.script, env: build.env });
    servers.push(server);
    const token = await login(server.base, ADMIN.email, ADMIN.password);
    server.request = { url: `${server.base}${path}`, headers: { token }, connections: options.connections ?? 16 };
  }
  console.log(`bench:ab ${path}: A ${builds[0].script}; B ${builds[1].script} ${JSON.stringify(bEnv)}`);
  await Promise.all(servers.map((s) => autocannon({ ...s.request, duration: 2 })));
  const rounds = [];
  for (let i = 1; i <= (options.rounds ?? 8); i++) {
    const before = servers.map((s) => treeCpuMs(s.pid));
    const runs = await Promise.all(servers.map((s) => autocannon({ ...s.request, duration: options.duration ?? 4 })));
    const [a, b] = servers.map((s, k) => (treeCpuMs(s.pid) - before[k]) / (runs[k].requests.total || Number.NaN));
    const bad = runs.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
    rounds.push({ a, b });
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    console.log(
      `round ${i}: A ${a.toFixed(3)} ms/req (p99 ${runs[0].latency.p99} ms), B ${b.toFixed(3)} ms/req (p99 ${runs[1].latency.p99} ms), B/A ${(b / a).toFixed(3)}, load ${load}${bad ? `, ${bad} failed` : ''}`,
    );
  }
  const summary = pairedSummary(rounds);
  console.log(
    summary
      ? `B/A CPU per request: median ${summary.median.toFixed(3)}, ${summary.min.toFixed(3)}-${summary.max.toFixed(3)} over ${summary.rounds} rounds`
      : 'no round served requests on both builds',
  );
} finally {
  for (const s of servers) await s.stop();
  await dispose();
}
