import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { area, type CommandModule } from './command-module.js';
import { commandModules } from './commands/index.js';
import { CredentialsStore } from './credentials-store.js';
import { runCli, type CliDeps } from './main.js';
import { runAtrium, scriptedPrompter, tempConfigDir } from '../test/support/cli-harness.js';

// In-process runs of the real program, with no API behind it: usage, output and error rendering.

let config: Awaited<ReturnType<typeof tempConfigDir>>;
let env: Record<string, string>;
let closedPort: number;
beforeAll(async () => {
  config = await tempConfigDir();
  env = { ATRIUM_CONFIG_DIR: config.dir };
  // A port nothing listens on: open one, note it, close it.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closedPort = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
});
afterAll(async () => {
  await config.dispose();
});

const lines = (text: string) => text.trimEnd().split('\n');

describe('usage', () => {
  it('prints help on stdout and exits 0', async () => {
    const r = await runAtrium(['--help'], { env });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: atrium');
    for (const name of ['login', 'whoami', 'logout']) expect(r.stdout).toContain(name);
  });

  it("lists every folder of src/commands as a group, in the groups' order", async () => {
    const r = await runAtrium(['--help'], { env });
    const folders = readdirSync(new URL('./commands/', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory());
    const listed = lines(r.stdout.slice(r.stdout.indexOf('Commands:')))
      .map((l) => /^ {2}([a-z][a-z-]*)(?= )/.exec(l)?.[1])
      .filter((name): name is string => !!name && name !== 'help');
    // The auth group's verbs sit at the top level (login, whoami, logout); every other folder is an area.
    const areas = folders.map((d) => d.name).filter((n) => n !== 'auth');
    expect(listed.filter((n) => areas.includes(n)).sort()).toEqual([...areas].sort());
    expect(listed.slice(0, 3)).toEqual(['login', 'whoami', 'logout']);
    expect(listed.indexOf('clients')).toBeLessThan(listed.indexOf('customers'));
    expect(listed.indexOf('customer-groups')).toBeLessThan(listed.indexOf('customers'));
  });

  it('exits 2 with help on stderr when no command is given', async () => {
    const r = await runAtrium([], { env });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Usage: atrium');
  });

  it('exits 2 with one line for an unknown command or option', async () => {
    const unknown = await runAtrium(['frobnicate'], { env });
    expect(unknown.code).toBe(2);
    expect(lines(unknown.stderr)).toEqual(["Error: unknown command 'frobnicate'"]);
    const option = await runAtrium(['whoami', '--bogus'], { env });
    expect(option.code).toBe(2);
    expect(lines(option.stderr)).toHaveLength(1);
    expect(option.stderr).toMatch(/^Error: unknown option '--bogus'/);
  });

  it('exits 2 for a server that is not a URL', async () => {
    const r = await runAtrium(['--server', 'localhost:3000', 'login', '--email', 'a@b.c', '--password', 'x'], { env });
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual(["Error: Invalid server URL 'localhost:3000' (from --server): expected e.g. http://localhost:3000"]);
  });

  it('exits 2 when a value is missing and stdin is not a terminal', async () => {
    const r = await runAtrium(['login', '--email', 'a@b.c'], { env });
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual(['Error: Missing --password (stdin is not a terminal, so it cannot be asked for)']);
  });
});

describe('failures', () => {
  it('whoami without a saved login exits 1 telling to log in', async () => {
    const r = await runAtrium(['whoami'], { env });
    expect(r.code).toBe(1);
    expect(lines(r.stderr)).toEqual(['Error: Not signed in: run `atrium login`']);
    expect(r.stdout).toBe('');
  });

  it('names the server it cannot reach, in one line', async () => {
    const server = `http://127.0.0.1:${closedPort}`;
    const r = await runAtrium(['login', '--email', 'a@b.c', '--password', 'x'], { env: { ...env, ATRIUM_SERVER: server } });
    expect(r.code).toBe(1);
    expect(lines(r.stderr)).toEqual([`Error: Cannot reach the server at ${server} (connection refused); check --server or ATRIUM_SERVER`]);
  });

  it('reads a 401 on the saved session as an expired session', async () => {
    const store = new CredentialsStore(config.dir);
    await store.save({
      server: 'http://atrium.test',
      token: 'old.to.ken',
      usertype: 'admins',
      userId: 1,
      firstname: 'A',
      email: 'a@atrium.test',
    });
    const fetch401: typeof fetch = async () =>
      new Response(JSON.stringify({ statusCode: 401, code: 'tenancy.not_signed_in', message: 'Not signed in' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    try {
      const r = await runAtrium(['whoami'], { env, fetch: fetch401 });
      expect(r.code).toBe(1);
      expect(lines(r.stderr)).toEqual(['Error: Not signed in: the saved session has expired or was revoked; run `atrium login`']);
    } finally {
      await store.delete();
    }
  });

  it('logout keeps the login when the server cannot be reached to revoke it', async () => {
    const store = new CredentialsStore(config.dir);
    const server = `http://127.0.0.1:${closedPort}`;
    await store.save({ server, token: 'still.valid.token', usertype: 'clients', userId: 2, firstname: 'B', email: 'b@atrium.test' });
    try {
      const r = await runAtrium(['logout'], { env });
      expect(r.code).toBe(1);
      expect(lines(r.stderr)).toEqual([
        `Error: Cannot reach ${server} to revoke the session (connection refused); still signed in, retry later or delete ${store.file} to forget it`,
      ]);
      expect(await store.read()).toMatchObject({ token: 'still.valid.token' });
    } finally {
      await store.delete();
    }
  });

  it('says so when something that is not Atrium answers', async () => {
    const notAtrium: typeof fetch = async () =>
      new Response('<html>nope</html>', { status: 404, statusText: 'Not Found', headers: { 'content-type': 'text/html' } });
    const r = await runAtrium(['--server', 'http://elsewhere.test', 'login', '--email', 'a@b.c', '--password', 'x'], {
      env,
      fetch: notAtrium,
    });
    expect(r.code).toBe(1);
    expect(lines(r.stderr)).toEqual(['Error: The server at http://elsewhere.test answered 404 Not Found']);
  });
});

describe('growth: a command module in an area', () => {
  // What `atrium clients delete <id>` will look like: registered from a list, confirmed unless --yes.
  const deleted: string[] = [];
  const clientsDelete: CommandModule = {
    register(program, ctx) {
      area(program, 'clients', 'Manage clients')
        .command('delete <id>')
        .action(async (id: string) => {
          await ctx.confirmOrCancel(`Delete client ${id}?`);
          deleted.push(id);
          ctx.result({ id: Number(id) }, () => ctx.print(`Client ${id} deleted`));
        });
    },
  };
  const clientsBoom: CommandModule = {
    register(program) {
      area(program, 'clients', 'Manage clients')
        .command('boom')
        .action(() => {
          throw new TypeError('Cannot read properties of undefined');
        });
    },
  };
  async function run(argv: string[], extra: Partial<CliDeps> = {}) {
    let stdout = '';
    let stderr = '';
    const deps: CliDeps = {
      stdout: { write: (t: string) => (stdout += t) },
      stderr: { write: (t: string) => (stderr += t) },
      env,
      interactive: false,
      prompt: scriptedPrompter(),
      ...extra,
    };
    const code = await runCli(argv, deps, [...commandModules, clientsDelete, clientsBoom]);
    return { code, stdout, stderr };
  }

  it('shares one area command between modules', async () => {
    const r = await run(['clients', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('delete <id>');
    expect(r.stdout).toContain('boom');
  });

  it('refuses a destructive command without --yes when stdin is not a terminal', async () => {
    const r = await run(['clients', 'delete', '7']);
    expect(r.code).toBe(1);
    expect(lines(r.stderr)).toEqual(['Error: Confirmation needed (Delete client 7) but stdin is not a terminal: pass --yes to proceed']);
    expect(deleted).toEqual([]);
  });

  it('goes ahead with --yes (before or after the command) and prints JSON with --json', async () => {
    expect((await run(['--yes', 'clients', 'delete', '7'])).stdout).toBe('Client 7 deleted\n');
    const r = await run(['clients', 'delete', '8', '-y', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ id: 8 });
    expect(deleted).toEqual(['7', '8']);
  });

  it('asks on a terminal and stops on no', async () => {
    const prompt = scriptedPrompter({ confirm: [false] });
    const r = await run(['clients', 'delete', '9'], { interactive: true, prompt });
    expect(r.code).toBe(1);
    expect(lines(r.stderr)).toEqual(['Error: Cancelled']);
    expect(prompt.asked).toEqual([{ kind: 'confirm', message: 'Delete client 9?' }]);
  });

  it('renders an unexpected failure as one line, never a stack trace', async () => {
    const r = await run(['clients', 'boom']);
    expect(r.code).toBe(1);
    expect(lines(r.stderr)).toEqual(['Error: Cannot read properties of undefined']);
  });
});
