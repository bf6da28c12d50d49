// The built server as `npm start` runs it: printed credentials, data kept across restarts, graceful
// SIGTERM, one clear line for bad configuration, and the console served with deep links.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect as netConnect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openDatabase } from '@atrium/persistence';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const main = join(root, 'apps/api/dist/main.js');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

// Every server this file starts, stopped at the end whatever happened: a failed wait must not leave one
// running (it would keep jest from exiting).
const launched: ChildProcess[] = [];

function launch(env: Record<string, string>): Server {
  const child = spawn(process.execPath, [main], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  launched.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

// A first start migrates a fresh embedded database: minutes when the machine's two cores run other suites.
async function waitFor(predicate: () => boolean | Promise<boolean>, what: string, ms = 240_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await predicate()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A login whose body is only half sent: the request is in flight until `finish` sends the rest. */
async function halfSentLogin(port: number, password: string): Promise<{ finish(): Promise<string> }> {
  const body = JSON.stringify({ email: 'admin@atrium.local', password });
  const socket = netConnect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (d) => (answer += d));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
  );
  socket.write(body.slice(0, 10));
  return {
    async finish() {
      socket.write(body.slice(10));
      return ended;
    },
  };
}

/** Calls the API as a caller with `token`; answers the JSON, or throws naming the status. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are the API's, checked by its own tests
async function call(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<any> {
  const r = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`${method} ${path} answered ${r.status}: ${await r.text()}`);
  return r.status === 204 ? null : r.json();
}

/** Through the API as people do it: a client, its active subscription with the com module, a project, its
 * user and a form that tells sales@example.com; answers the form and the project's key. */
async function notifyingForm(base: string, admin: { email: string; password: string }) {
  const login = async (email: string, password: string) =>
    (await call(base, 'POST', '/auth/login', null, { email, password })).token as string;
  const adminToken = await login(admin.email, admin.password);
  const password = 'password-123';
  const client = await call(base, 'POST', '/clients', adminToken, {
    firstname: 'Kay',
    lastname: 'Owner',
    company: 'Kill Inc',
    email: 'owner@kill.example',
    phone: '555-0100',
    password,
  });
  const subscription = await call(base, 'POST', '/subscriptions', adminToken, {
    client: client.id,
    coreId: 1,
    maxProjects: 1,
    maxUsers: 1,
    modules: ['com'],
    billingCycle: 'monthly',
  });
  await call(base, 'PATCH', '/subscriptions/status', adminToken, { id: subscription.id, status: 'active' });
  const clientToken = await login('owner@kill.example', password);
  const project = await call(base, 'POST', '/projects', clientToken, {
    projectName: 'Site',
    projectDescription: 'Site',
    website: 'https://kill.example',
    subscription: subscription.id,
  });
  await call(base, 'POST', '/users', clientToken, {
    firstname: 'Uma',
    lastname: 'User',
    email: 'user@kill.example',
    password,
    subscription: subscription.id,
  });
  const userToken = await login('user@kill.example', password);
  const form = await call(base, 'POST', '/com/forms', userToken, {
    label: 'Contact',
    notifySms: '555-0199',
    notifyEmail: 'sales@example.com',
    project: project.id,
  });
  return { formId: form.id as number, apiKey: project.token as string };
}

const dataDir = mkdtempSync(join(tmpdir(), 'atrium-process-'));
const consoleDir = join(dataDir, 'console');
beforeAll(() => {
  if (!existsSync(main)) throw new Error('apps/api/dist is missing: run `npm run build` first (npm test does)');
  mkdirSync(join(consoleDir, 'assets'), { recursive: true });
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Atrium</title><div id="root"></div>');
  writeFileSync(join(consoleDir, 'assets', 'app.js'), 'console.log(1)');
});
afterAll(() => {
  for (const child of launched) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// The launched servers run on the embedded database whatever TEST_DB says (that is what `npm start` runs),
// so the pass on PostgreSQL would repeat the embedded pass's work exactly: it runs in that pass only.
const describeOnce = process.env.TEST_DB === 'postgres' ? describe.skip : describe;

describeOnce('the server process', () => {
  it('prints the URL and a generated admin password once, keeps data across a restart, and stops cleanly on SIGTERM', async () => {
    const port = String(await freePort());
    const env = { PORT: port, DATA_DIR: join(dataDir, 'data'), CONSOLE_DIR: consoleDir };
    const first = launch(env);
    await waitFor(() => first.output().includes('Admin login:'), 'first start');
    expect(first.output()).toContain(`http://localhost:${port}`);
    const password = /Admin login: admin@atrium\.local \/ (\S+)/.exec(first.output())![1];

    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@atrium.local', password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    // Deep links answer the console; files are served as files; unknown API paths stay JSON.
    const deep = await fetch(`${base}/admin/client-details/7`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    expect(await (await fetch(`${base}/assets/app.js`)).text()).toBe('console.log(1)');
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);

    // A request still arriving when SIGTERM comes is finished before the process exits.
    const inFlight = await halfSentLogin(Number(port), password);
    first.child.kill('SIGTERM');
    await waitFor(() => first.output().includes('SIGTERM'), 'the SIGTERM message');
    expect(await inFlight.finish()).toMatch(/^HTTP\/1\.1 200/);
    expect(await first.exited).toBe(0);

    const second = launch(env);
    await waitFor(() => second.output().includes('Admin login:'), 'second start');
    expect(second.output()).not.toContain(password);
    const validate = await fetch(`${base}/api/auth/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(validate.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 600_000);

  it('refuses a second server on the same DATA_DIR with one line naming the folder and the holder; a killed one’s lock is taken over', async () => {
    const folder = join(dataDir, 'shared');
    const env = { DATA_DIR: folder, CONSOLE_DIR: consoleDir };
    const first = launch({ ...env, PORT: String(await freePort()) });
    await waitFor(() => first.output().includes('Admin login:'), 'first start');

    const second = launch({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output().trim().split('\n')).toEqual([
      `Configuration error: DATA_DIR: ${folder} is in use by another Atrium server (process ${first.child.pid}); stop it, or set another DATA_DIR`,
    ]);

    // Killed: its lock stays behind, naming a process that no longer exists.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(join(folder, 'atrium.lock'))).toBe(true);
    const third = launch({ ...env, PORT: String(await freePort()) });
    await waitFor(() => third.output().includes('Admin login:'), 'start after a kill');
    // The same database: the first server's admin is there.
    expect(third.output()).toContain('the admin account already exists');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(join(folder, 'atrium.lock'))).toBe(false);
  }, 600_000);

  it('tells every stored submission exactly once after a SIGKILL during the intake (the job is recorded with the submission)', async () => {
    const admin = { email: 'admin@kill.example', password: 'admin-password-1' };
    const env = { DATA_DIR: join(dataDir, 'killed'), CONSOLE_DIR: consoleDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
    const port = String(await freePort());
    const base = `http://127.0.0.1:${port}`;
    const first = launch({ ...env, PORT: port });
    await waitFor(() => first.output().includes('Admin login:'), 'first start');
    const { formId, apiKey } = await notifyingForm(base, admin);

    // 16 visitors submitting without pause, until the server is killed under them.
    const answered: number[] = [];
    let killed = false;
    const visitor = async (v: number) => {
      for (let i = 0; !killed; i++) {
        try {
          const r = await fetch(`${base}/api/public/forms/${formId}/submissions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
            body: JSON.stringify({ email: `v${v}.${i}.told@example.com` }),
          });
          if (r.status === 200) answered.push(((await r.json()) as { id: number }).id);
        } catch {
          return; // The server is gone.
        }
      }
    };
    const visitors = Array.from({ length: 16 }, (_, v) => visitor(v));
    await waitFor(() => answered.length >= 400, '400 answered submissions');
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(visitors);
    await first.exited;

    const second = launch({ ...env, PORT: port });
    await waitFor(() => second.output().includes('Admin login:'), 'the restart');
    const restarted = Date.now();
    const told = () => (first.output() + second.output()).split('mail to sales@example.com').length - 1;
    await waitFor(() => told() >= answered.length, 'the answered submissions told');
    // Jobs the killed server had claimed run again once their claim (a minute) has lapsed: wait past it, until
    // no mail has been kept for a few seconds.
    let last = told();
    let quietSince = Date.now();
    await waitFor(() => {
      if (told() !== last) [last, quietSince] = [told(), Date.now()];
      return Date.now() - restarted > 65_000 && Date.now() - quietSince > 3_000;
    }, 'the claims of the killed server to lapse');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const database = await openDatabase({ dataDir: env.DATA_DIR, migrate: false });
    try {
      const submissions = (await database.dataSource.query(
        `SELECT s.id, (SELECT count(*)::int FROM mail_outbox m WHERE m.body_text LIKE '%email: ' || s.email || '%') AS mails
           FROM submissions s WHERE s.form_id = $1 ORDER BY s.id`,
        [formId],
      )) as { id: number; mails: number }[];
      // Every answered submission is stored; every stored one (answered or not) is told once.
      expect(answered.filter((id) => !submissions.some((s) => s.id === id))).toEqual([]);
      expect(submissions.filter((s) => s.mails !== 1)).toEqual([]);
      console.log(`SIGKILL during the intake: ${answered.length} answered, ${submissions.length} stored, each told once`);
    } finally {
      await database.close();
    }
  }, 600_000);

  it('stops with one clear line per bad variable', async () => {
    const bad = launch({ PORT: 'eighty', DATA_DIR: join(dataDir, 'bad'), DATABASE_URL: 'mysql://nope' });
    expect(await bad.exited).toBe(1);
    const lines = bad.output().trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^Configuration error: PORT: /),
      expect.stringMatching(/^Configuration error: DATABASE_URL: /),
    ]);
  });

  it('names DATABASE_URL when that server cannot be reached', async () => {
    const port = await freePort();
    const bad = launch({ DATA_DIR: join(dataDir, 'unreachable'), DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/none` });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/^Configuration error: DATABASE_URL: cannot use that PostgreSQL server/m);
  });
});
