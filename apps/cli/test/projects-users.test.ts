import { describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { PASSWORD, type World } from '../../api/test/support/fixtures.js';
import type { TestApp } from '../../api/test/support/test-app.js';
import { lines, runAtrium, scriptedPrompter, signIn, type SignedIn } from './support/cli-harness.js';
import { useAdminCli } from './support/admin-cli.js';

// `atrium users list` and `atrium projects list|reset-token` against the whole API on a fresh database.

let t: TestApp;
let world: World;
let admin: SignedIn;
useAdminCli((app, w, signedIn) => {
  t = app;
  world = w;
  admin = signedIn;
});

const project = async (id: number) => unwrap(world.admin.GET('/api/projects', { params: { query: { id: String(id) } } }));

describe('atrium users list', () => {
  it('shows the users of a subscription', async () => {
    const r = await runAtrium(['users', 'list', '--subscription', String(world.clientA.subscriptionId)], { env: admin.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = lines(r.stdout);
    expect(out[0]).toMatch(/^ID\s+NAME\s+E-MAIL\s+ADDED$/);
    expect(out[1]).toMatch(new RegExp(`^${world.clientA.userId}\\s+Uma User\\s+user-\\S+@example\\.com\\s+[A-Z][a-z]+ \\d{2}, \\d{4}$`));
    expect(out.at(-1)).toBe('Page 1 of 1 (1 total)');

    const empty = await runAtrium(['users', 'list', '--subscription', String(world.clientB.subscriptionId)], { env: admin.env });
    expect(lines(empty.stdout)).toEqual(['No results', 'Page 1 of 1 (0 total)']);
  });

  it('--json parses with the users’ fields', async () => {
    const r = await runAtrium(['users', 'list', '--subscription', String(world.clientA.subscriptionId), '--json'], { env: admin.env });
    const out = JSON.parse(r.stdout) as { data: unknown[]; total: number; page: number; perPage: number; pages: number };
    expect(out).toEqual({
      data: [
        {
          id: world.clientA.userId,
          firstname: 'Uma',
          lastname: 'User',
          email: expect.stringMatching(/^user-/),
          subscription: world.clientA.subscriptionId,
          modules: ['cms', 'crm'],
          createdAt: expect.any(Number),
        },
      ],
      page: 1,
      perPage: 15,
      total: 1,
      pages: 1,
    });
  });

  it('needs --subscription (exit 2)', async () => {
    const r = await runAtrium(['users', 'list'], { env: admin.env });
    expect(r).toMatchObject({ code: 2, stdout: '' });
    expect(lines(r.stderr)).toEqual(["Error: required option '--subscription <id>' not specified"]);
  });

  it('a client sees the users of their own subscription', async () => {
    const client = await signIn(t.baseUrl, world.clientA.email, PASSWORD);
    try {
      const r = await runAtrium(['users', 'list', '--subscription', String(world.clientA.subscriptionId)], { env: client.env });
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('Uma User');
    } finally {
      await client.dispose();
    }
  });
});

describe('atrium projects list', () => {
  it('shows the projects of a subscription with their token hints', async () => {
    const { tokenHint } = await project(world.clientA.projectId);
    const r = await runAtrium(['projects', 'list', '--subscription', String(world.clientA.subscriptionId)], { env: admin.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = lines(r.stdout);
    expect(out[0]).toMatch(/^ID\s+NAME\s+WEBSITE\s+TOKEN\s+CREATED$/);
    expect(out[1]).toContain('Site');
    expect(out[1]).toContain('https://acme.example');
    expect(out[1]).toContain(tokenHint);
    expect(out.at(-1)).toBe('Page 1 of 1 (1 total)');

    const json = JSON.parse(
      (await runAtrium(['projects', 'list', '--subscription', String(world.clientA.subscriptionId), '--json'], { env: admin.env })).stdout,
    ) as {
      data: Array<Record<string, unknown>>;
    };
    expect(json.data).toEqual([
      expect.objectContaining({ id: world.clientA.projectId, projectName: 'Site', website: 'https://acme.example', tokenHint }),
    ]);
    expect(json.data[0]).not.toHaveProperty('token');
  });
});

describe('atrium projects reset-token', () => {
  const id = () => String(world.clientA.projectId);

  it('refuses without --yes when stdin is not a terminal, and keeps the token', async () => {
    const before = await project(world.clientA.projectId);
    const r = await runAtrium(['projects', 'reset-token', id()], { env: admin.env });
    expect(r).toMatchObject({ code: 1, stdout: '' });
    expect(lines(r.stderr)).toEqual([
      `Error: Confirmation needed (Reset the API token of project ${id()} (Site)? The old token stops working at once) but stdin is not a terminal: pass --yes to proceed`,
    ]);
    expect((await project(world.clientA.projectId)).tokenHint).toBe(before.tokenHint);
  });

  it('asks on a terminal; no keeps the token', async () => {
    const before = await project(world.clientA.projectId);
    const prompt = scriptedPrompter({ confirm: [false] });
    const r = await runAtrium(['projects', 'reset-token', id()], { env: admin.env, interactive: true, prompt });
    expect(r).toMatchObject({ code: 1, stderr: 'Error: Cancelled\n' });
    expect(prompt.asked).toEqual([
      { kind: 'confirm', message: `Reset the API token of project ${id()} (Site)? The old token stops working at once` },
    ]);
    expect((await project(world.clientA.projectId)).tokenHint).toBe(before.tokenHint);
  });

  it('prints the new token once, clearly, with a note that it will not be shown again', async () => {
    const before = await project(world.clientA.projectId);
    const r = await runAtrium(['projects', 'reset-token', id()], {
      env: admin.env,
      interactive: true,
      prompt: scriptedPrompter({ confirm: [true] }),
    });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = lines(r.stdout);
    expect(out[0]).toBe(`New API token for project ${id()} (Site):`);
    expect(out[1]).toBe('');
    const token = out[2]!.trim();
    expect(out[2]).toBe(`    ${token}`);
    expect(token.length).toBeGreaterThan(16);
    expect(out).toContain('Store it now: it will not be shown again. The old token no longer works.');
    const after = await project(world.clientA.projectId);
    expect(after.tokenHint).not.toBe(before.tokenHint);
    expect(token.endsWith(after.tokenHint.slice(-4))).toBe(true);
  });

  it('--yes --json includes the token', async () => {
    const r = await runAtrium(['projects', 'reset-token', id(), '--yes', '--json'], { env: admin.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(out).toEqual({
      id: world.clientA.projectId,
      projectName: 'Site',
      projectDescription: 'Main site',
      website: 'https://acme.example',
      subscription: world.clientA.subscriptionId,
      tokenHint: expect.any(String),
      createdAt: expect.any(Number),
      token: expect.any(String),
    });
    expect((await project(world.clientA.projectId)).tokenHint).toBe(out.tokenHint);
  });

  it('exits 1 for a project that does not exist, 2 for a malformed id', async () => {
    const missing = await runAtrium(['projects', 'reset-token', '999999', '--yes'], { env: admin.env });
    expect(missing).toMatchObject({ code: 1, stdout: '' });
    expect(lines(missing.stderr)).toHaveLength(1);
    const bad = await runAtrium(['projects', 'reset-token', 'abc', '--yes'], { env: admin.env });
    expect(bad).toMatchObject({ code: 2, stdout: '' });
  });
});
