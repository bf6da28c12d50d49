#!/usr/bin/env node
// The whole test suite: static checks, then unit, API (on the embedded database, and again on the
// PostgreSQL at DATABASE_URL when it is set) and browser tests. Ends with one 'N passed, N failed' line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const quick = args.includes('--quick'); // skip static checks and the build (while iterating)
const jestArgs = args.filter((a) => a !== '--quick');
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];

function step(name, cmd, cmdArgs, env = {}) {
  console.log(`\n=== ${name}`);
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) failedSteps.push(name);
  return r.status === 0;
}

function jest(name, project, env = {}) {
  const out = join(mkdtempSync(join(tmpdir(), 'atrium-jest-')), 'result.json');
  step(
    name,
    process.execPath,
    ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--selectProjects', project, '--json', '--outputFile', out, ...jestArgs],
    env,
  );
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests;
  }
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (!quick) {
  step('typecheck', npm, ['run', '--silent', 'typecheck']);
  step('lint', npm, ['run', '--silent', 'lint']);
  step('format', npm, ['run', '--silent', 'format:check']);
  step('codegen:check', npm, ['run', '--silent', 'codegen:check']);
  step('build', npm, ['run', '--silent', 'build']);
}
jest('unit tests', 'unit');
jest('API tests (embedded PostgreSQL)', 'api', { TEST_DB: 'embedded' });
if (process.env.DATABASE_URL) jest('API tests (PostgreSQL at DATABASE_URL)', 'api', { TEST_DB: 'postgres' });
else console.log('\n(DATABASE_URL not set: API tests ran on the embedded database only)');
jest('browser tests', 'e2e');

console.log(`\n${failedSteps.length ? `failed steps: ${failedSteps.join(', ')}` : 'all steps passed'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
