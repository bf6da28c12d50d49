#!/usr/bin/env node
// The whole test suite: static checks, then unit, API (on the embedded database, and again on the
// PostgreSQL at DATABASE_URL when it is set) and browser tests. Ends with one 'N passed, N failed' line.
//
// Steps run two at a time (TEST_SLOTS to change): almost every step is one busy thread (tsc, eslint, a jest
// run in band with its database), so one at a time left a core of the 2-core CI machine idle for the whole
// run. Each step's output is held and printed in one piece when it ends, so the log reads step by step.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const quick = args.includes('--quick'); // skip static checks and the build (while iterating)
const jestArgs = args.filter((a) => a !== '--quick');
const slots = Math.max(1, Number(process.env.TEST_SLOTS ?? 2));
const totals = { passed: 0, failed: 0, skipped: 0 };
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** A step: `after` names steps that must have ended first (whatever their outcome, as before). */
const steps = [];
const add = (name, cmd, cmdArgs, opts = {}) =>
  steps.push({ name, cmd, cmdArgs, env: opts.env ?? {}, after: opts.after ?? [], result: opts.result, limitMin: opts.limitMin ?? 10 });

/**
 * A step that outlives its limit is killed with everything it started and reported FAILED with the output it
 * had printed: a hung step once held CI until its 90-minute limit and printed nothing of its own. Limits are
 * several times a step's usual time on the 2-core CI machine (STEP_LIMIT_SCALE to stretch them).
 */
const limitScale = Number(process.env.STEP_LIMIT_SCALE ?? 1);

function jest(name, project, opts = {}) {
  const out = join(mkdtempSync(join(tmpdir(), 'atrium-jest-')), 'result.json');
  const cmdArgs = [
    '--experimental-vm-modules',
    // An in-band jest keeps every test file's module graph: Node holds each vm module's wrapper in a global
    // handle, so nothing of a finished file is ever collected (~35 MB per API test file, measured with
    // --logHeapUsage and a heap snapshot). The API passes run in shards for that; the heap limit is headroom.
    '--max-old-space-size=8192',
    'node_modules/jest/bin/jest.js',
    // A handle a test left open (a socket, a timer) must not keep a finished run from ending.
    '--forceExit',
    '--reporters=default',
    '--reporters=./tools/jest-slow-files.mjs',
    '--selectProjects',
    project,
    ...(opts.shard ? ['--shard', opts.shard] : []),
    '--json',
    '--outputFile',
    out,
    ...jestArgs,
  ];
  add(opts.shard ? `${name} ${opts.shard}` : name, process.execPath, cmdArgs, { ...opts, result: out });
}

/**
 * The API tests in `API_SHARDS` jest processes per database (default 3): each ends with a third of the heap
 * one pass reached (over 6 GB RSS by its last files), and the major collections of a heap that only grows
 * stop slowing the later files down.
 */
const apiShards = Math.max(1, Number(process.env.API_SHARDS ?? 3));
function apiTests(name, env, after) {
  for (let i = 1; i <= apiShards; i++)
    jest(name, 'api', { env, after, shard: apiShards > 1 ? `${i}/${apiShards}` : undefined, limitMin: 20 });
}

if (!quick) {
  // Both write dist/, which API tests (the built binaries) and browser tests run: one after the other, first.
  add('codegen:check', npm, ['run', '--silent', 'codegen:check']);
  add('build', npm, ['run', '--silent', 'build'], { after: ['codegen:check'] });
  add('typecheck', npm, ['run', '--silent', 'typecheck']);
  add('lint', npm, ['run', '--silent', 'lint']);
  add('format', npm, ['run', '--silent', 'format:check']);
  add('migrations frozen', process.execPath, ['tools/migrations/checksums.mjs']);
  add('docs links', process.execPath, ['tools/docs-links.mjs']);
  // Every repository's statements and plans, as committed in libs/infra/persistence/queries (the built API).
  add('sql queries', process.execPath, ['tools/sql/queries.mjs', '--check'], { after: ['build'] });
  // The console's first downloads against their gzip budgets (issue 7): outside the suite, they drifted over.
  add('console size', process.execPath, ['tools/console-size.mjs'], { after: ['build'] });
  // `npm run bench` still runs on PostgreSQL (it once crashed there unnoticed): every scenario for half a
  // second on 3,000 rows, ~30 s; the figures are not asserted, a failed request is.
  if (process.env.DATABASE_URL)
    add(
      'bench smoke (PostgreSQL)',
      npm,
      ['run', '--silent', 'bench', '--', '--db', 'postgres', '--smoke', '--connections', '2', '--no-build'],
      {
        after: ['build'],
      },
    );
  // The modules bench's lists beside the bare server (issue 21 §2), on 1,000 rows for a second each, ~40 s.
  if (process.env.DATABASE_URL)
    add(
      'bench:modules smoke (PostgreSQL)',
      npm,
      [
        'run',
        '--silent',
        'bench:modules',
        '--',
        '--db',
        'postgres',
        '--rows',
        '1000',
        '--submissions',
        '1000',
        '--duration',
        '1',
        '--connections',
        '2',
        '--only',
        'leads,customers,items',
        '--no-build',
      ],
      { after: ['build'] },
    );
}
const built = quick ? [] : ['build'];
// Longest first once the build is there: the two API passes and the browser tests dominate the run.
apiTests('API tests (embedded PostgreSQL)', { TEST_DB: 'embedded' }, built);
if (process.env.DATABASE_URL) apiTests('API tests (PostgreSQL at DATABASE_URL)', { TEST_DB: 'postgres' }, built);
jest('browser tests', 'e2e', { after: built, limitMin: 40 });
jest('unit tests', 'unit');

// Steps run in their own process groups, out of reach of a Ctrl-C or a CI's stop: pass those on.
const children = new Set();
const killGroup = (child) => {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) killGroup(child);
    process.exit(130);
  });

const clock = (ms) => `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;

function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`--- started: ${step.name}`);
    // Its own process group, so that a kill reaches what it started (servers, browsers) too.
    const child = spawn(step.cmd, step.cmdArgs, {
      cwd: root,
      env: { ...process.env, ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.add(child);
    const output = [];
    const limitMs = step.limitMin * limitScale * 60_000;
    const watchdog = setTimeout(() => {
      step.timedOut = true;
      output.push(Buffer.from(`\n*** ${step.name}: killed after ${clock(limitMs)}, its limit (the output above is all it printed)\n`));
      killGroup(child);
    }, limitMs);
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (status) => {
      clearTimeout(watchdog);
      children.delete(child);
      step.ok = status === 0 && !step.timedOut;
      step.ms = Date.now() - started;
      console.log(`\n=== ${step.name} (${clock(step.ms)}${step.ok ? '' : step.timedOut ? ', FAILED: over its limit' : ', FAILED'})`);
      process.stdout.write(Buffer.concat(output));
      if (step.result && existsSync(step.result)) {
        const r = JSON.parse(readFileSync(step.result, 'utf8'));
        totals.passed += r.numPassedTests;
        totals.failed += r.numFailedTests;
        totals.skipped += r.numPendingTests;
      }
      resolve();
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code) => finish(code));
  });
}

// Start whatever is ready, in the order above, while a slot is free.
const running = new Set();
const startedSteps = new Set();
await new Promise((allDone) => {
  const pump = () => {
    for (const step of steps) {
      if (running.size >= slots) break;
      if (startedSteps.has(step) || !step.after.every((n) => steps.find((s) => s.name === n)?.ok !== undefined)) continue;
      startedSteps.add(step);
      const done = run(step).then(() => {
        running.delete(done);
        pump();
      });
      running.add(done);
    }
    if (running.size === 0) allDone();
  };
  pump();
});

if (!process.env.DATABASE_URL) console.log('\n(DATABASE_URL not set: API tests ran on the embedded database only)');
const failedSteps = steps.filter((s) => !s.ok).map((s) => s.name);
console.log('\nsteps:');
for (const s of steps) console.log(`  ${clock(s.ms).padStart(7)}  ${s.ok ? 'ok    ' : 'FAILED'}  ${s.name}`);
console.log(`\n${failedSteps.length ? `failed steps: ${failedSteps.join(', ')}` : 'all steps passed'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
