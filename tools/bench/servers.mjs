// Starts the built API (apps/api/dist/main.js) or the bare server as child processes, as a user would
// run them, and stops them with SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(url, child, output, seconds = 600) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output.join('')}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready after ${seconds} s:\n${output.join('')}`);
}

// Another build may be rewriting dist/ at that moment (a shared working tree): try again.
async function start(script, env, readyPath, attempts = 3) {
  for (let i = 1; ; i++) {
    try {
      return await startOnce(script, env, readyPath);
    } catch (error) {
      if (i >= attempts || !String(error).includes('ERR_MODULE_NOT_FOUND')) throw error;
      await new Promise((r) => setTimeout(r, 5000));
    }
  }
}

async function startOnce(script, env, readyPath) {
  const port = await freePort();
  const output = [];
  const full = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete full[k];
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the servers under load (NODE_OPTIONS refuses it).
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    env: full,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => output.push(String(d)));
  child.stderr.on('data', (d) => output.push(String(d)));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}${readyPath}`, child, output);
  return {
    base,
    output,
    /** The server's process: its tree's CPU time is what a request costs (tools/bench/cpu.mjs). */
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The real server: `target` is `{ dataDir, databaseUrl? }`; the admin is created on first start. On
 * PostgreSQL, WEB_CONCURRENCY from the environment runs that many API processes (decision 0009): the load
 * starts once all of them listen, not when the first answers. `script`: another build's main.js (bench:ab);
 * `env`: more variables for it.
 */
export async function startApi(target, admin, { script = join(root, 'apps/api/dist/main.js'), env: extra = {} } = {}) {
  const env = {
    ...extra,
    DATA_DIR: target.dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DATABASE_URL: target.databaseUrl,
  };
  const server = await start(script, env, '/api/ready');
  const workers = target.databaseUrl ? Number(process.env.WEB_CONCURRENCY) || 1 : 1;
  for (let waited = 0; workers > 1 && !server.output.join('').includes('API processes are listening'); waited += 200) {
    if (waited > 600_000) throw new Error(`not all ${workers} API processes listen after 600 s:\n${server.output.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return server;
}

/** Fastify + pg replaying the recorded statements (`statementsFile`), on the same database. */
export function startBare(target, statementsFile) {
  const env = { BENCH_STATEMENTS: statementsFile, BENCH_DATA_DIR: target.dataDir, BENCH_DATABASE_URL: target.databaseUrl ?? '' };
  return start(join(import.meta.dirname, 'bare-server.mjs'), env, '/ready');
}

/**
 * A fresh data directory and, for `postgres`, a fresh database on the server at DATABASE_URL, with what
 * removes both. `{ target: { dataDir, databaseUrl? }, dispose }`.
 */
export async function benchTarget(kind, keep) {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind !== 'postgres') return { target: { dataDir }, dispose: async () => removeDir() };
  const { default: pg } = await import('pg');
  // `keep` names a database that outlives the run (created if missing), so a long seed is paid once.
  const name = keep ? keep.replace(/[^a-z0-9_]/g, '_') : `atrium_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    target: { dataDir, databaseUrl: url.toString() },
    async dispose() {
      if (!keep) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      removeDir();
    },
  };
}
