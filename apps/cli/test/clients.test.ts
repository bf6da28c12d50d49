import { describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { many, PASSWORD, type World } from '../../api/test/support/fixtures.js';
import type { TestApp } from '../../api/test/support/test-app.js';
import { lines, runAtrium, scriptedPrompter, signIn, type SignedIn } from './support/cli-harness.js';
import { useAdminCli } from './support/admin-cli.js';

// `atrium clients list|show|add` against the whole API on a fresh database.

let t: TestApp;
let world: World;
let admin: SignedIn;
useAdminCli((app, w, signedIn) => {
  t = app;
  world = w;
  admin = signedIn;
});

const today = () =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date());

describe('atrium clients list', () => {
  it('shows a table of clients with the pagination footer', async () => {
    const r = await runAtrium(['clients', 'list'], { env: admin.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = lines(r.stdout);
    expect(out[0]).toMatch(/^ID\s+NAME\s+COMPANY\s+E-MAIL\s+PHONE\s+CREATED$/);
    expect(r.stdout).toContain(world.clientA.email);
    expect(r.stdout).toContain(world.clientB.email);
    expect(r.stdout).toContain('Acme Owner');
    expect(r.stdout).toContain(today());
    expect(out.at(-1)).toBe('Page 1 of 1 (2 total)');
  });

  it('filters with --q and pages with --page/--per-page', async () => {
    const q = await runAtrium(['clients', 'list', '--q', 'bolt'], { env: admin.env });
    expect(q.code).toBe(0);
    expect(q.stdout).toContain(world.clientB.email);
    expect(q.stdout).not.toContain(world.clientA.email);
    expect(lines(q.stdout).at(-1)).toBe('Page 1 of 1 (1 total)');

    const p2 = await runAtrium(['clients', 'list', '--per-page', '1', '--page', '2'], { env: admin.env });
    expect(p2.code).toBe(0);
    expect(lines(p2.stdout)).toHaveLength(3); // header, one row, footer
    expect(lines(p2.stdout).at(-1)).toBe('Page 2 of 2 (2 total)');

    const none = await runAtrium(['clients', 'list', '--q', 'no-such-client-anywhere'], { env: admin.env });
    expect(lines(none.stdout)).toEqual(['No results', 'Page 1 of 1 (0 total)']);
  });

  it('--json answers the rows and the paging', async () => {
    const r = await runAtrium(['clients', 'list', '--json', '--per-page', '1'], { env: admin.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = JSON.parse(r.stdout) as {
      data: Array<Record<string, unknown>>;
      page: number;
      perPage: number;
      total: number;
      pages: number;
    };
    expect(out).toMatchObject({ page: 1, perPage: 1, total: 2, pages: 2 });
    expect(out.data).toHaveLength(1);
    expect(out.data[0]).toEqual({
      id: expect.any(Number),
      firstname: expect.any(String),
      lastname: 'Owner',
      company: expect.any(String),
      email: expect.any(String),
      phone: '555-0100',
      createdAt: expect.any(Number),
    });
  });

  it('refuses bad paging values as usage errors', async () => {
    for (const args of [
      ['--page', 'abc'],
      ['--per-page', '0'],
      ['--per-page', '101'],
      ['--page', '-1'],
    ]) {
      const r = await runAtrium(['clients', 'list', ...args], { env: admin.env });
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(lines(r.stderr)).toHaveLength(1);
    }
  });
});

describe('atrium clients show', () => {
  it('shows one client as fields, or as JSON', async () => {
    const r = await runAtrium(['clients', 'show', String(world.clientA.id)], { env: admin.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(lines(r.stdout)).toEqual([
      `ID:       ${world.clientA.id}`,
      'Name:     Acme Owner',
      'Company:  Acme Inc',
      `E-mail:   ${world.clientA.email}`,
      'Phone:    555-0100',
      `Created:  ${today()}`,
    ]);

    const json = await runAtrium(['clients', 'show', String(world.clientA.id), '--json'], { env: admin.env });
    expect(JSON.parse(json.stdout)).toMatchObject({ id: world.clientA.id, email: world.clientA.email, company: 'Acme Inc' });
  });

  it('exits 1 with the server’s message for an unknown client, 2 for a malformed id', async () => {
    const missing = await runAtrium(['clients', 'show', '999999'], { env: admin.env });
    expect(missing.code).toBe(1);
    expect(lines(missing.stderr)).toEqual([expect.stringMatching(/^Error: .*not found/i)]);

    const bad = await runAtrium(['clients', 'show', 'abc'], { env: admin.env });
    expect(bad.code).toBe(2);
    expect(lines(bad.stderr)).toEqual([expect.stringContaining('Expected an id: a positive whole number')]);
  });
});

describe('atrium clients add', () => {
  it('adds a client from flags, who can then sign in', async () => {
    const email = `cli-flags-${Date.now()}@example.com`;
    const r = await runAtrium(
      [
        'clients',
        'add',
        '--firstname',
        'Cleo',
        '--lastname',
        'Flag',
        '--company',
        'Flag Co',
        '--email',
        email,
        '--phone',
        '555-0199',
        '--password',
        PASSWORD,
      ],
      { env: admin.env },
    );
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(lines(r.stdout)[0]).toMatch(/^Client \d+ added$/);
    expect(r.stdout).toContain('Name:     Cleo Flag');
    await expect(t.login(email, PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('asks for what was not given, the password masked, and answers JSON', async () => {
    const email = `cli-prompt-${Date.now()}@example.com`;
    const prompt = scriptedPrompter({ input: ['Pia', 'Prompt', 'Prompt Ltd', email, '555-0123'], password: [PASSWORD] });
    const r = await runAtrium(['clients', 'add', '--json'], { env: admin.env, interactive: true, prompt });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(prompt.asked).toEqual([
      { kind: 'input', message: 'First name:' },
      { kind: 'input', message: 'Last name:' },
      { kind: 'input', message: 'Company:' },
      { kind: 'input', message: 'E-mail:' },
      { kind: 'input', message: 'Phone:' },
      { kind: 'password', message: 'Password:' },
    ]);
    const created = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(created).toEqual({
      id: expect.any(Number),
      firstname: 'Pia',
      lastname: 'Prompt',
      company: 'Prompt Ltd',
      email,
      phone: '555-0123',
      createdAt: expect.any(Number),
    });
    expect(r.stdout).not.toContain(PASSWORD);
    const listed = many(await unwrap(world.admin.GET('/api/clients', { params: { query: { q: email } } })));
    expect(listed.map((c) => c.id)).toEqual([created.id]);
  });

  it('only asks for the missing fields', async () => {
    const email = `cli-some-${Date.now()}@example.com`;
    const prompt = scriptedPrompter({ input: ['Some Co'], password: [PASSWORD] });
    const r = await runAtrium(['clients', 'add', '--firstname', 'Sam', '--lastname', 'Some', '--email', email, '--phone', '555-0111'], {
      env: admin.env,
      interactive: true,
      prompt,
    });
    expect(r.code).toBe(0);
    expect(prompt.asked).toEqual([
      { kind: 'input', message: 'Company:' },
      { kind: 'password', message: 'Password:' },
    ]);
  });

  it('without a terminal, names every missing flag (exit 2) and adds nothing', async () => {
    const r = await runAtrium(['clients', 'add', '--firstname', 'Nia', '--lastname', 'Nope'], { env: admin.env });
    expect(r).toMatchObject({ code: 2, stdout: '' });
    expect(lines(r.stderr)).toEqual([
      'Error: Missing --company, --email, --phone, --password (stdin is not a terminal, so they cannot be asked for)',
    ]);
  });

  it('exits 1 with the server’s message on a duplicate e-mail', async () => {
    const r = await runAtrium(
      [
        'clients',
        'add',
        '--firstname',
        'Dup',
        '--lastname',
        'Licate',
        '--company',
        'Dup Co',
        '--email',
        world.clientA.email,
        '--phone',
        '555',
        '--password',
        PASSWORD,
      ],
      { env: admin.env },
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(lines(r.stderr)).toHaveLength(1);
    expect(r.stderr).toMatch(/^Error: /);
  });
});

describe('as a client', () => {
  it('clients list exits 1 with the 403 message', async () => {
    const client = await signIn(t.baseUrl, world.clientA.email, PASSWORD);
    try {
      const r = await runAtrium(['clients', 'list'], { env: client.env });
      expect(r).toMatchObject({ code: 1, stdout: '' });
      expect(lines(r.stderr)).toEqual(['Error: You are not allowed to do this']);
    } finally {
      await client.dispose();
    }
  });
});
