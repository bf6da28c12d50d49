#!/usr/bin/env node
// `npm run sql:queries`: every statement the repositories send, and its plan, written per repository file to
// libs/infra/persistence/queries/*.sql, so that a change of a query or of its plan shows in review (as
// Immich's server/src/queries). The built API runs in this process on a fresh embedded database seeded with
// tools/bench/module-seed.mjs at a small scale; the calls of calls.mjs are sent over HTTP one at a time.
//
//   node tools/sql/queries.mjs            regenerate the files (build first: npm run sql:queries does)
//   node tools/sql/queries.mjs --check    CI: regenerate into a temporary folder, fail naming the files that differ
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { AREAS, SEED_AT } from './calls.mjs';
import { attributeRepositories, labelJobs, PERSISTENCE, SHARED, startRecording } from './capture.mjs';
import { send, sentOperations } from './drive.mjs';
import { explainAll } from './explain.mjs';
import { seedTheRest } from './seed.mjs';

// Dates the API derives from local times (an event's day and hour) are the same on every machine.
process.env.TZ = 'UTC';
const root = join(import.meta.dirname, '../..');
const check = process.argv.includes('--check');
const OUT = join(root, PERSISTENCE, 'queries');
const started = performance.now();
// CPU time too (the PGlite worker's included): on a busy machine the wall time says little.
const seconds = () => {
  const { user, system } = process.cpuUsage();
  return `${((performance.now() - started) / 1000).toFixed(1)} s, CPU ${((user + system) / 1e6).toFixed(1)} s`;
};
const ADMIN = { email: 'admin@sql.test', password: 'sql-admin-password' };
/** A few thousand rows per table: indexes matter to the planner, and ANALYZE reads every row (exact statistics). */
const SCALE = { rows: 3000, submissions: 3000, at: SEED_AT, vacuumAnalyze: true };

const dist = (path) => join(root, path);
if (!existsSync(dist('apps/api/dist/create-app.js'))) {
  console.error('sql:queries: the API is not built (run `npm run build`, or `npm run sql:queries`, which builds first)');
  process.exit(1);
}

const repositories = await attributeRepositories();
await labelJobs();
const { createApp } = await import(dist('apps/api/dist/create-app.js'));
const { loadConfig } = await import(dist('apps/api/dist/config/config.js'));
const { migrations } = await import('@atrium/migrations');
const { openDatabase } = await import('@atrium/persistence');
const { copyEmbeddedTemplate, migratedTemplate, startFakeGoogle } = await import('@atrium/testing');
const { seedModules, seedTenant } = await import('../bench/module-seed.mjs');
const { seedAdminLists } = await import('../bench/seed.mjs');

// A template of its own kind (`sqlq_…`): the API tests' `migrated_…` templates are built from the sources
// by jest, and each kind removes the older templates of its own kind only.
const migrated = migratedTemplate(migrations, async (target) => (await openDatabase(target)).close());
const template = { key: `sqlq_${migrated.key}`, build: migrated.build };
const dataDir = mkdtempSync(join(tmpdir(), 'atrium-sql-queries-'));
const google = await startFakeGoogle();
google.codes.set('queries-code', 'queries-refresh');
google.events.push(
  {
    id: 'q1',
    summary: 'Standup',
    description: 'Daily',
    start: { dateTime: '2026-01-02T09:00:00Z' },
    end: { dateTime: '2026-01-02T09:15:00Z' },
  },
  { id: 'q2', summary: 'Offsite', start: { date: '2026-02-01' }, end: { date: '2026-02-02' } },
);

let running;
let failures = [];
let rendered;
let recorder;
try {
  await copyEmbeddedTemplate(template, dataDir);
  console.log(`sql:queries: database ready (${seconds()})`);
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: 's'.repeat(48),
    GOOGLE_CLIENT_ID: 'queries-client',
    GOOGLE_CLIENT_SECRET: 'queries-secret',
    GOOGLE_TOKEN_URL: google.tokenUrl,
    GOOGLE_API_URL: google.apiRootUrl,
    GOOGLE_AUTH_URL: google.authUrl,
  };
  running = await createApp(loadConfig(env, { consoleDir: join(dataDir, 'no-console') }), { logger: ['error'] });
  await running.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${running.app.getHttpServer().address().port}`;
  console.log(`sql:queries: API started (${seconds()})`);
  const ds = running.database.dataSource;
  // The jobs due at start (the first billing run) finish on the empty database, before anything is recorded.
  await jobsDone(ds);
  recorder = startRecording(ds, running.app.getHttpServer());

  const tenant = await seedTenant(base, ADMIN);
  console.log(`sql:queries: tenant added (${seconds()})`);
  await seedAdminLists(ds, SCALE.rows, SCALE);
  console.log(`sql:queries: admin lists seeded (${seconds()})`);
  const seeded = await seedModules(ds, tenant, SCALE);
  await seedTheRest(ds, tenant, SCALE);
  const c = await contextOf(base, ds, tenant, seeded);
  console.log(`sql:queries: seeded (${seconds()})`);
  for (const [area, calls] of Object.entries(AREAS)) {
    for (const call of calls) {
      const failed = await send(base, call, c);
      if (failed) failures.push(`${area}: ${failed}`);
    }
  }
  await jobsDone(ds);
  recorder.stop();
  console.log(`sql:queries: ${recorder.statements.length} statements from ${c.sent} calls (${seconds()})`);
  rendered = await explainAll(ds, recorder.statements);
} finally {
  recorder?.stop();
  await running?.close();
  await google.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`sql:queries: explained (${seconds()})`);

const target = check ? mkdtempSync(join(tmpdir(), 'atrium-sql-queries-out-')) : OUT;
mkdirSync(target, { recursive: true });
for (const name of readdirSync(target).filter((f) => f.endsWith('.sql'))) if (!check) rmSync(join(target, name));
for (const [name, text] of rendered.files) writeFileSync(join(target, name), text);

report(rendered);
if (failures.length) {
  console.error(`\nsql:queries: ${failures.length} calls failed (update tools/sql/calls.mjs):\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
if (check) compare(target);
console.log(`sql:queries: done in ${seconds()}`);

/** Everything the calls refer to: the tenant's ids and tokens, and ids of seeded rows. */
async function contextOf(base, ds, tenant, seeded) {
  const login = async (who) => {
    const r = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(who),
    });
    return (await r.json()).token;
  };
  const first = async (sql) => Number((await ds.query(sql, [tenant.project]))[0]?.id);
  return {
    ...seeded,
    project: tenant.project,
    user: tenant.userId,
    client: tenant.client,
    subscription: tenant.subscription,
    apiKey: tenant.apiKey,
    tokens: { admin: await login(ADMIN), owner: tenant.ownerToken, user: tenant.token },
    firstSubmission: await first('SELECT min(id) AS id FROM submissions WHERE project_id = $1'),
    firstItem: await first('SELECT min(id) AS id FROM inventory_items WHERE project_id = $1'),
    videoCategory: await first('SELECT min(id) AS id FROM video_categories WHERE project_id = $1'),
    sent: 0,
  };
}

/** Waits until no schedule is due and no job is queued or running (the in-process queue polls each second). */
async function jobsDone(ds) {
  const due = `SELECT (SELECT count(*) FROM job_schedules WHERE next_run_at <= now())
                    + (SELECT count(*) FROM jobs WHERE status IN ('queued', 'running') AND run_after <= now())::int AS n`;
  for (let quiet = 0, waited = 0; quiet < 2; waited += 100) {
    if (waited > 60_000) throw new Error('sql:queries: jobs still due after 60 s');
    quiet = Number((await ds.query(due))[0].n) === 0 ? quiet + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function report({ files, unattributed }) {
  const covered = new Set([...files.keys()].map((name) => rendered.sources.get(name)));
  const repositoryFiles = sourceFiles(join(root, PERSISTENCE, 'src')).filter((f) =>
    /\.query\(|createQueryBuilder|ProjectTable</.test(readFileSync(join(root, PERSISTENCE, 'src', f), 'utf8')),
  );
  const missing = repositoryFiles.filter((f) => !covered.has(f));
  console.log(
    `\nsql:queries: ${files.size} files, ${rendered.entries} statements; ${repositoryFiles.length - missing.length} of ${repositoryFiles.length} repository files covered`,
  );
  if (missing.length) console.log(`  no statement captured from:\n    ${missing.join('\n    ')}`);
  const unwrapped = repositoryFiles.filter((f) => !repositories.includes(f));
  if (unwrapped.length)
    console.log(`  files with SQL but no exported class (attributed from the stack only):\n    ${unwrapped.join('\n    ')}`);
  const outside = unattributed.reduce((n, [, count]) => n + count, 0);
  if (outside)
    console.log(
      `  ${outside} statements sent outside any repository (not written), from:\n    ${unattributed
        .slice(0, 5)
        .map(([where, n]) => `${n} × ${where}`)
        .join('\n    ')}`,
    );
  const notSent = sentOperations().notSent;
  if (notSent.length) console.log(`  operations of openapi.json no call sends:\n    ${notSent.join('\n    ')}`);
}

function sourceFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]))
    .filter((f) => f.endsWith('.ts') && !/\.(spec|int-spec)\.ts$/.test(f) && !SHARED.test(f))
    .sort();
}

function compare(fresh) {
  const names = new Set([...readdirSync(fresh), ...(existsSync(OUT) ? readdirSync(OUT) : [])].filter((f) => f.endsWith('.sql')));
  const differing = [...names].sort().filter((name) => {
    const read = (dir) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : undefined);
    return read(fresh) !== read(OUT);
  });
  if (!differing.length) {
    rmSync(fresh, { recursive: true, force: true });
    console.log('sql:queries: libs/infra/persistence/queries is current');
    return;
  }
  const diff = spawnSync('diff', ['-ruN', OUT, fresh], { encoding: 'utf8' }).stdout ?? '';
  const lines = diff.split('\n');
  console.error(`\nsql:queries: these files differ from a fresh run (fresh copies in ${fresh}):`);
  for (const name of differing) console.error(`  ${PERSISTENCE}/queries/${basename(name)}`);
  console.error(`\n${lines.slice(0, 200).join('\n')}${lines.length > 200 ? `\n… ${lines.length - 200} more lines` : ''}`);
  console.error('\nRun `npm run sql:queries` and commit libs/infra/persistence/queries with the change that moved them.');
  process.exitCode = 1;
}
