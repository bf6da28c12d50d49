import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { buildWorld, many, one, PASSWORD, type World } from '../../api/test/support/fixtures.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '../../api/test/support/test-app.js';
import { lines, runAtrium, scriptedPrompter, signIn, type SignedIn } from './support/cli-harness.js';

// `atrium invoices create|list|show|mark-paid` and `atrium transactions list` against the whole API.

let t: TestApp;
let world: World;
let admin: SignedIn;
let clientA: SignedIn;
/** The invoice created through the CLI for client B. */
let invoiceB: number;
beforeAll(async () => {
  t = await startTestApp();
  world = await buildWorld(t);
  admin = await signIn(t.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  clientA = await signIn(t.baseUrl, world.clientA.email, PASSWORD);
});
afterAll(async () => {
  await admin?.dispose();
  await clientA?.dispose();
  await t?.close();
});

const invoice = async (id: number) => one(await unwrap(world.admin.GET('/api/invoices', { params: { query: { id: String(id) } } })));
const transactions = async () => unwrap(world.admin.GET('/api/transactions', { params: { query: { perPage: '100' } } }));

describe('atrium invoices create', () => {
  it('issues an invoice with an amount in dollars and a due date', async () => {
    const r = await runAtrium(
      [
        'invoices',
        'create',
        '--subscription',
        String(world.clientB.subscriptionId),
        '--amount',
        '1250.5',
        '--description',
        'Setup fee',
        '--due',
        '2026-12-15',
      ],
      { env: admin.env },
    );
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = lines(r.stdout);
    expect(out[0]).toMatch(/^Invoice \d+ issued: CA\$1,250\.50 due December 15, 2026$/);
    invoiceB = Number(/^Invoice (\d+)/.exec(out[0]!)![1]);
    expect(out).toContain('Amount:        CA$1,250.50');
    expect(out).toContain('Due:           December 15, 2026');
    expect(out).toContain('Paid:          not yet');
    expect(await invoice(invoiceB)).toMatchObject({
      amount: 1250.5,
      description: 'Setup fee',
      status: 'unpaid',
      subscription: world.clientB.subscriptionId,
      dueDate: Date.UTC(2026, 11, 15) / 1000,
    });
  });

  it('--json answers the invoice', async () => {
    const r = await runAtrium(
      [
        'invoices',
        'create',
        '--subscription',
        String(world.clientB.subscriptionId),
        '--amount',
        '19.99',
        '--description',
        'Extra',
        '--json',
      ],
      {
        env: admin.env,
      },
    );
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(r.stdout)).toEqual({
      id: expect.any(Number),
      status: 'unpaid',
      dueDate: expect.any(Number),
      dateCreated: expect.any(Number),
      amount: 19.99,
      description: 'Extra',
      subscription: world.clientB.subscriptionId,
      client: world.clientB.id,
      company: 'Bolt Inc',
      clientName: 'Bolt Inc — Bolt Owner',
      coreId: expect.any(Number),
      paidAt: null,
    });
  });

  it.each([
    [['--amount', 'abc'], 'Expected an amount in dollars, e.g. 109.50'],
    [['--amount', '-5'], 'Expected a positive amount, not a negative one'],
    [['--amount', '10.999'], 'Expected at most two decimals (whole cents)'],
    [['--amount', '10', '--due', '2026-02-30'], 'is not a day of the calendar'],
    [['--amount', '10', '--due', 'next week'], 'Expected a date as YYYY-MM-DD'],
  ])('refuses %j as a usage error (exit 2) and issues nothing', async (args, message) => {
    const before = many(await unwrap(world.admin.GET('/api/invoices'))).length;
    const r = await runAtrium(
      ['invoices', 'create', '--subscription', String(world.clientB.subscriptionId), '--description', 'Bad', ...args],
      { env: admin.env },
    );
    expect(r).toMatchObject({ code: 2, stdout: '' });
    expect(lines(r.stderr)).toEqual([expect.stringContaining(message)]);
    expect(many(await unwrap(world.admin.GET('/api/invoices'))).length).toBe(before);
  });

  it('needs --subscription, --amount and --description (exit 2)', async () => {
    const r = await runAtrium(['invoices', 'create', '--amount', '10', '--description', 'x'], { env: admin.env });
    expect(r).toMatchObject({ code: 2, stdout: '' });
    expect(lines(r.stderr)).toEqual(["Error: required option '--subscription <id>' not specified"]);
  });

  it('a subscription id with letters is refused before anything is sent', async () => {
    const r = await runAtrium(['invoices', 'create', '--subscription', '12abc', '--amount', '10', '--description', 'x'], {
      env: admin.env,
    });
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual([expect.stringContaining("argument '12abc' is invalid. Expected an id")]);
  });
});

describe('atrium invoices list / show', () => {
  it('lists every invoice for the admin, with CAD amounts and the footer', async () => {
    const r = await runAtrium(['invoices', 'list'], { env: admin.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = lines(r.stdout);
    expect(out[0]).toMatch(/^ID\s+STATUS\s+AMOUNT\s+DESCRIPTION\s+COMPANY\s+ISSUED\s+DUE\s+PAID$/);
    expect(out.find((l) => l.startsWith(`${world.clientA.invoiceId} `))).toMatch(/unpaid\s+CA\$109\.50\s+First month\s+Acme Inc/);
    expect(out.find((l) => l.startsWith(`${invoiceB} `))).toMatch(/unpaid\s+CA\$1,250\.50\s+Setup fee\s+Bolt Inc .*December 15, 2026/);
    expect(out.at(-1)).toBe('Page 1 of 1 (3 total)');
  });

  it('filters by --client, --subscription and --q; --json parses', async () => {
    const byClient = JSON.parse(
      (await runAtrium(['invoices', 'list', '--client', String(world.clientA.id), '--json'], { env: admin.env })).stdout,
    ) as {
      data: Array<{ id: number }>;
      total: number;
    };
    expect(byClient.data.map((i) => i.id)).toEqual([world.clientA.invoiceId]);
    expect(byClient.total).toBe(1);

    const bySub = await runAtrium(['invoices', 'list', '--subscription', String(world.clientB.subscriptionId)], { env: admin.env });
    expect(bySub.code).toBe(0);
    expect(bySub.stdout).toContain('Setup fee');
    expect(bySub.stdout).not.toContain('First month');
    expect(lines(bySub.stdout).at(-1)).toBe('Page 1 of 1 (2 total)');

    const q = await runAtrium(['invoices', 'list', '--q', 'Setup'], { env: admin.env });
    expect(q.stdout).toContain('Setup fee');
    expect(q.stdout).not.toContain('First month');
  });

  it('--client and --subscription together are a usage error', async () => {
    const r = await runAtrium(['invoices', 'list', '--client', '1', '--subscription', '1'], { env: admin.env });
    expect(r).toMatchObject({ code: 2, stdout: '' });
    expect(lines(r.stderr)).toEqual(["Error: option '--client <id>' cannot be used with option '--subscription <id>'"]);
  });

  it('show prints one invoice; --json parses', async () => {
    const r = await runAtrium(['invoices', 'show', String(world.clientA.invoiceId)], { env: admin.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(lines(r.stdout)).toEqual(
      expect.arrayContaining([
        `ID:            ${world.clientA.invoiceId}`,
        'Status:        unpaid',
        'Amount:        CA$109.50',
        'Description:   First month',
        `Company:       Acme Inc (client ${world.clientA.id})`,
        expect.stringMatching(new RegExp(`^Subscription:  ${world.clientA.subscriptionId} \\(\\d+\\)$`)),
      ]),
    );
    const json = JSON.parse(
      (await runAtrium(['invoices', 'show', String(world.clientA.invoiceId), '--json'], { env: admin.env })).stdout,
    ) as Record<string, unknown>;
    expect(json).toMatchObject({ id: world.clientA.invoiceId, amount: 109.5, status: 'unpaid', paidAt: null });
  });
});

describe('atrium invoices mark-paid', () => {
  it('refuses without --yes when stdin is not a terminal', async () => {
    const r = await runAtrium(['invoices', 'mark-paid', String(world.clientA.invoiceId)], { env: admin.env });
    expect(r).toMatchObject({ code: 1, stdout: '' });
    expect(lines(r.stderr)).toEqual([
      `Error: Confirmation needed (Mark invoice ${world.clientA.invoiceId} (CA$109.50) as paid) but stdin is not a terminal: pass --yes to proceed`,
    ]);
    expect((await invoice(world.clientA.invoiceId)).status).toBe('unpaid');
  });

  it('asks first and does nothing on no', async () => {
    const prompt = scriptedPrompter({ confirm: [false] });
    const r = await runAtrium(['invoices', 'mark-paid', String(world.clientA.invoiceId)], { env: admin.env, interactive: true, prompt });
    expect(r).toMatchObject({ code: 1, stdout: '', stderr: 'Error: Cancelled\n' });
    expect(prompt.asked).toEqual([{ kind: 'confirm', message: `Mark invoice ${world.clientA.invoiceId} (CA$109.50) as paid?` }]);
    expect((await invoice(world.clientA.invoiceId)).status).toBe('unpaid');
  });

  it('marks it paid on yes; a second time exits 1 with the server’s message and records nothing more', async () => {
    const id = world.clientA.invoiceId;
    const prompt = scriptedPrompter({ confirm: [true] });
    const r = await runAtrium(['invoices', 'mark-paid', String(id)], { env: admin.env, interactive: true, prompt });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toBe(
      `Invoice ${id} marked as paid (CA$109.50); subscription ${world.clientA.subscriptionId} is active and the payment is recorded\n`,
    );
    expect(await invoice(id)).toMatchObject({ status: 'paid', paidAt: expect.any(Number) });
    const recorded = (await transactions()).filter((tx) => tx.invoice === id);
    expect(recorded).toHaveLength(1);

    const again = await runAtrium(['invoices', 'mark-paid', String(id), '--yes'], { env: admin.env });
    expect(again).toMatchObject({ code: 1, stdout: '' });
    expect(lines(again.stderr)).toEqual(['Error: This invoice is already paid']);
    // Not asked again either: the invoice is already paid, so the server's answer is the whole story.
    const asked = scriptedPrompter();
    const interactive = await runAtrium(['invoices', 'mark-paid', String(id)], { env: admin.env, interactive: true, prompt: asked });
    expect(interactive).toMatchObject({ code: 1, stderr: 'Error: This invoice is already paid\n' });
    expect(asked.asked).toEqual([]);
    expect((await transactions()).filter((tx) => tx.invoice === id)).toHaveLength(1);
  });

  it('--yes --json answers the paid invoice', async () => {
    const r = await runAtrium(['invoices', 'mark-paid', String(invoiceB), '--yes', '--json'], { env: admin.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(r.stdout)).toMatchObject({ id: invoiceB, status: 'paid', amount: 1250.5, paidAt: expect.any(Number) });
    // Paying activates the subscription.
    expect(
      one(await unwrap(world.admin.GET('/api/subscriptions', { params: { query: { id: String(world.clientB.subscriptionId) } } }))).status,
    ).toBe('active');
  });

  it('exits 1 for an invoice that does not exist, 2 for a malformed id', async () => {
    const missing = await runAtrium(['invoices', 'mark-paid', '999999', '--yes'], { env: admin.env });
    expect(missing).toMatchObject({ code: 1, stdout: '' });
    expect(lines(missing.stderr)).toHaveLength(1);
    for (const bad of ['abc', '0', '1.5']) {
      expect((await runAtrium(['invoices', 'mark-paid', bad, '--yes'], { env: admin.env })).code).toBe(2);
    }
  });
});

describe('atrium transactions list', () => {
  it('shows the payments recorded by mark-paid', async () => {
    const r = await runAtrium(['transactions', 'list'], { env: admin.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = lines(r.stdout);
    expect(out[0]).toMatch(/^ID\s+DATE\s+AMOUNT\s+DESCRIPTION\s+CLIENT\s+REFERENCE\s+INVOICE$/);
    expect(r.stdout).toContain(`Invoice payment for invoice ID ${world.clientA.invoiceId}`);
    expect(r.stdout).toContain(`Invoice payment for invoice ID ${invoiceB}`);
    expect(r.stdout).toContain('CA$109.50');
    expect(r.stdout).toContain('CA$1,250.50');
    expect(out.at(-1)).toBe('Page 1 of 1 (2 total)');
  });

  it('--client shows one client’s; --json parses', async () => {
    const r = await runAtrium(['transactions', 'list', '--client', String(world.clientA.id), '--json'], { env: admin.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = JSON.parse(r.stdout) as { data: Array<Record<string, unknown>>; total: number };
    expect(out.total).toBe(1);
    expect(out.data).toEqual([
      expect.objectContaining({
        amount: 109.5,
        description: `Invoice payment for invoice ID ${world.clientA.invoiceId}`,
        client: world.clientA.id,
        invoice: world.clientA.invoiceId,
      }),
    ]);
  });
});

describe('as a client', () => {
  it('invoices list shows only their own invoices', async () => {
    const r = await runAtrium(['invoices', 'list'], { env: clientA.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toContain('First month');
    expect(r.stdout).not.toContain('Setup fee');
    expect(r.stdout).not.toContain('Bolt Inc');
    expect(lines(r.stdout).at(-1)).toBe('Page 1 of 1 (1 total)');

    const json = JSON.parse((await runAtrium(['invoices', 'list', '--json'], { env: clientA.env })).stdout) as {
      data: Array<{ client: number }>;
    };
    expect(json.data.length).toBeGreaterThan(0);
    expect(json.data.every((i) => i.client === world.clientA.id)).toBe(true);
  });

  it('cannot see another client’s invoice, nor issue or mark invoices', async () => {
    const other = await runAtrium(['invoices', 'show', String(invoiceB)], { env: clientA.env });
    expect(other).toMatchObject({ code: 1, stdout: '' });
    expect(lines(other.stderr)).toHaveLength(1);

    const create = await runAtrium(
      ['invoices', 'create', '--subscription', String(world.clientA.subscriptionId), '--amount', '1', '--description', 'x'],
      { env: clientA.env },
    );
    expect(create).toMatchObject({ code: 1, stdout: '' });
    expect(lines(create.stderr)).toEqual(['Error: You are not allowed to do this']);
  });

  it('transactions list shows only their own', async () => {
    const r = await runAtrium(['transactions', 'list', '--json'], { env: clientA.env });
    const out = JSON.parse(r.stdout) as { data: Array<{ client: number }> };
    expect(out.data.map((tx) => tx.client)).toEqual([world.clientA.id]);
  });
});
