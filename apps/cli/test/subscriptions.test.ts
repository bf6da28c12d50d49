import { describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { one, PASSWORD, type World } from '../../api/test/support/fixtures.js';
import type { TestApp } from '../../api/test/support/test-app.js';
import { lines, runAtrium, scriptedPrompter, signIn, type SignedIn } from './support/cli-harness.js';
import { useAdminCli } from './support/admin-cli.js';

// `atrium subscriptions list|show|activate|deactivate|quote` against the whole API on a fresh database.

let t: TestApp;
let world: World;
let admin: SignedIn;
useAdminCli((app, w, signedIn) => {
  t = app;
  world = w;
  admin = signedIn;
});

const statusOf = async (id: number) =>
  one(await unwrap(world.admin.GET('/api/subscriptions', { params: { query: { id: String(id) } } }))).status;

describe('atrium subscriptions list', () => {
  it('shows every subscription with prices in CAD and the footer', async () => {
    const r = await runAtrium(['subscriptions', 'list'], { env: admin.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = lines(r.stdout);
    expect(out[0]).toMatch(/^ID\s+CORE ID\s+COMPANY\s+STATUS\s+PROJECTS\s+USERS\s+PRICE\s+RENEWS$/);
    expect(r.stdout).toContain('Acme Inc');
    expect(r.stdout).toContain('Bolt Inc');
    expect(r.stdout).toMatch(/CA\$\d{1,3}(,\d{3})*\.\d{2}/);
    expect(out.at(-1)).toBe('Page 1 of 1 (2 total)');
  });

  it('--client shows one client’s subscriptions; --json parses', async () => {
    const r = await runAtrium(['subscriptions', 'list', '--client', String(world.clientB.id), '--json'], { env: admin.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = JSON.parse(r.stdout) as { data: Array<Record<string, unknown>>; total: number };
    expect(out.total).toBe(1);
    expect(out.data).toEqual([
      expect.objectContaining({
        id: world.clientB.subscriptionId,
        client: world.clientB.id,
        company: 'Bolt Inc',
        status: 'inactive',
        maxProjects: 2,
        maxUsers: 2,
        price: expect.any(Number),
      }),
    ]);
  });

  it('refuses a malformed --client (exit 2)', async () => {
    const r = await runAtrium(['subscriptions', 'list', '--client', 'abc'], { env: admin.env });
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual([expect.stringMatching(/^Error: option '--client <id>' argument 'abc' is invalid\. Expected an id/)]);
  });
});

describe('atrium subscriptions show', () => {
  it('shows the subscription and its invoices', async () => {
    const r = await runAtrium(['subscriptions', 'show', String(world.clientA.subscriptionId)], { env: admin.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = lines(r.stdout);
    expect(out[0]).toBe(`ID:        ${world.clientA.subscriptionId}`);
    expect(out).toContain('Company:   Acme Inc');
    expect(out).toContain('Status:    active');
    expect(out).toContain('Modules:   cms, crm');
    expect(out).toContain('Projects:  up to 2');
    expect(out).toContainEqual(expect.stringMatching(/^Price:\s+CA\$[\d,]+\.\d{2} per month$/));
    expect(out).toContain('Invoices (1)');
    const invoiceRow = out.find((l) => l.startsWith(`${world.clientA.invoiceId} `));
    expect(invoiceRow).toMatch(/unpaid\s+CA\$109\.50\s+First month\s+Acme Inc/);
  });

  it('--json has the subscription’s fields and its invoices', async () => {
    const r = await runAtrium(['subscriptions', 'show', String(world.clientA.subscriptionId), '--json'], { env: admin.env });
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(out).toMatchObject({
      id: world.clientA.subscriptionId,
      client: world.clientA.id,
      status: 'active',
      modules: ['cms', 'crm'],
      invoiceCount: 1,
    });
    expect(out.invoices).toEqual([expect.objectContaining({ id: world.clientA.invoiceId, amount: 109.5, status: 'unpaid' })]);
  });

  it('exits 1 for a subscription that does not exist', async () => {
    const r = await runAtrium(['subscriptions', 'show', '987654'], { env: admin.env });
    expect(r).toMatchObject({ code: 1, stdout: '' });
    expect(lines(r.stderr)).toHaveLength(1);
  });
});

describe('atrium subscriptions quote', () => {
  it('prints the monthly price in CAD', async () => {
    const expected = await unwrap(world.admin.GET('/api/subscriptions/quote', { params: { query: { maxProjects: '3', maxUsers: '10' } } }));
    const r = await runAtrium(['subscriptions', 'quote', '--projects', '3', '--users', '10'], { env: admin.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const formatted = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CAD' }).format(expected);
    expect(r.stdout).toBe(`${formatted} per month\n`);
    expect(r.stdout).toMatch(/^CA\$[\d,]+\.\d{2} per month\n$/);

    const json = await runAtrium(['subscriptions', 'quote', '--projects', '3', '--users', '10', '--json'], { env: admin.env });
    expect(JSON.parse(json.stdout)).toEqual({ maxProjects: 3, maxUsers: 10, price: expected, currency: 'CAD', per: 'month' });
  });

  it('needs both limits as positive whole numbers (exit 2)', async () => {
    for (const args of [
      ['--projects', '3'],
      ['--projects', 'abc', '--users', '2'],
      ['--projects', '-1', '--users', '2'],
      ['--projects', '1.5', '--users', '2'],
    ]) {
      const r = await runAtrium(['subscriptions', 'quote', ...args], { env: admin.env });
      expect(r).toMatchObject({ code: 2, stdout: '' });
      expect(lines(r.stderr)).toHaveLength(1);
    }
  });
});

describe('atrium subscriptions activate / deactivate', () => {
  const id = () => String(world.clientB.subscriptionId);

  it('activate switches a subscription on', async () => {
    expect(await statusOf(world.clientB.subscriptionId)).toBe('inactive');
    const r = await runAtrium(['subscriptions', 'activate', id()], { env: admin.env });
    expect(r).toMatchObject({ code: 0, stderr: '', stdout: `Subscription ${id()} (Bolt Inc) is now active\n` });
    expect(await statusOf(world.clientB.subscriptionId)).toBe('active');
  });

  it('deactivate refuses without --yes when stdin is not a terminal, and changes nothing', async () => {
    const r = await runAtrium(['subscriptions', 'deactivate', id()], { env: admin.env });
    expect(r).toMatchObject({ code: 1, stdout: '' });
    expect(lines(r.stderr)).toEqual([
      `Error: Confirmation needed (Deactivate subscription ${id()} (Bolt Inc)? Its users lose access at once) but stdin is not a terminal: pass --yes to proceed`,
    ]);
    expect(await statusOf(world.clientB.subscriptionId)).toBe('active');
  });

  it('deactivate asks on a terminal; no cancels', async () => {
    const prompt = scriptedPrompter({ confirm: [false] });
    const r = await runAtrium(['subscriptions', 'deactivate', id()], { env: admin.env, interactive: true, prompt });
    expect(r).toMatchObject({ code: 1, stdout: '', stderr: 'Error: Cancelled\n' });
    expect(prompt.asked).toEqual([
      { kind: 'confirm', message: `Deactivate subscription ${id()} (Bolt Inc)? Its users lose access at once` },
    ]);
    expect(await statusOf(world.clientB.subscriptionId)).toBe('active');
  });

  it('deactivate --yes switches it off; --json answers the subscription', async () => {
    const r = await runAtrium(['subscriptions', 'deactivate', id(), '--yes', '--json'], { env: admin.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(r.stdout)).toMatchObject({ id: world.clientB.subscriptionId, status: 'inactive', company: 'Bolt Inc' });
    expect(await statusOf(world.clientB.subscriptionId)).toBe('inactive');
  });

  it('deactivate after a yes on the terminal', async () => {
    await unwrap(world.admin.PATCH('/api/subscriptions/status', { body: { id: world.clientB.subscriptionId, status: 'active' } }));
    const r = await runAtrium(['subscriptions', 'deactivate', id()], {
      env: admin.env,
      interactive: true,
      prompt: scriptedPrompter({ confirm: [true] }),
    });
    expect(r).toMatchObject({ code: 0, stdout: `Subscription ${id()} (Bolt Inc) is now inactive\n` });
    expect(await statusOf(world.clientB.subscriptionId)).toBe('inactive');
  });

  it('a client may not change a subscription’s status (exit 1, the 403 message)', async () => {
    const client = await signIn(t.baseUrl, world.clientA.email, PASSWORD);
    try {
      const r = await runAtrium(['subscriptions', 'activate', String(world.clientA.subscriptionId)], { env: client.env });
      expect(r).toMatchObject({ code: 1, stdout: '' });
      expect(lines(r.stderr)).toEqual(['Error: You are not allowed to do this']);
    } finally {
      await client.dispose();
    }
  });
});
