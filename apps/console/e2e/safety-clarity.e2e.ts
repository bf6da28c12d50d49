// Issue 19, items 9-15 and 21: safety and clarity, walked as an admin, a client and a user would.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminToken, apiCall } from './support/api.js';
import { violations } from './support/axe.js';
import { signIn, waitForPath } from './support/console.js';
import { signInToProject } from './support/member-console.js';
import { message, section, shot, waitForPathMatching, waitUntil } from './support/screens.js';
import { PNG, seedEveryModule, upload, type SeededModules } from './support/seed-modules.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 240_000;
const USER = { firstname: 'Uma', email: 'uma@clarity.test', password: 'uma-password-1' };
const CLIENT = { email: 'quinn@clarity.test', password: 'quinn-password-1' };
/** An environment variable's name (GOOGLE_CLIENT_ID): operator words, never for people. */
const OPERATOR_WORDS = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;

/** The field is no longer marked invalid (its error has gone), e.g. once it is filled. */
async function valid(field: Locator): Promise<void> {
  for (let i = 0; i < 25 && (await field.getAttribute('aria-invalid')) === 'true'; i++) await new Promise((r) => setTimeout(r, 200));
  expect({ field: field.toString(), invalid: await field.getAttribute('aria-invalid') }).not.toEqual({
    field: field.toString(),
    invalid: 'true',
  });
}

async function invalid(field: Locator): Promise<void> {
  await field.waitFor();
  for (let i = 0; i < 25 && (await field.getAttribute('aria-invalid')) !== 'true'; i++) await new Promise((r) => setTimeout(r, 200));
  expect({ field: field.toString(), invalid: await field.getAttribute('aria-invalid') }).toEqual({
    field: field.toString(),
    invalid: 'true',
  });
}

describe('safety and clarity', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin = '';
  let billing = { client: 0, subscription: 0, invoice: 0, coreId: 0 };
  let member: SeededModules;
  let plan = 0;

  useConsole(async (b, s) => {
    browser = b;
    server = s;
    admin = await adminToken(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    const client = await apiCall<{ id: number }>(server, admin, 'POST', '/clients', {
      firstname: 'Quinn',
      lastname: 'Seed',
      company: 'Quinn Ltd',
      phone: '555-0100',
      ...CLIENT,
    });
    const subscription = await apiCall<{ id: number; coreId: number }>(server, admin, 'POST', '/subscriptions', {
      client: client.id,
      coreId: 4242,
      maxProjects: 2,
      maxUsers: 1,
      modules: ['cms'],
    });
    await apiCall(server, admin, 'PATCH', '/subscriptions/status', { id: subscription.id, status: 'active' });
    const invoice = await apiCall<{ id: number }>(server, admin, 'POST', '/invoices', {
      description: 'Setup fee',
      amount: 10,
      subscription: subscription.id,
    });
    billing = { client: client.id, subscription: subscription.id, invoice: invoice.id, coreId: subscription.coreId };
    member = await seedEveryModule(server, 'Clarity', USER);
    // An image of 7,168 bytes, for its size in people's words.
    const padded = Buffer.concat([PNG, Buffer.alloc(7_168 - PNG.length)]);
    plan = (
      await upload<{ id: number }>(
        server,
        member.token,
        `/asm/assets?project=${member.project}`,
        { project: String(member.project), label: 'Floor plan', folder: String(member.folder), access: 'public' },
        { file: new File([padded], 'floor-plan.png', { type: 'image/png' }) },
      )
    ).id;
  });

  async function newPage(width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }

  it(
    "'Set as Paid' asks first, naming the invoice, the client and the amount; a new invoice starts at the subscription's price",
    async () => {
      const page = await newPage();
      await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await waitForPath(page, '/admin/dashboard');
      await page.goto(`${server.baseUrl}/admin/invoice-details/${billing.invoice}`);
      await page.getByRole('button', { name: 'Set as Paid' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await shot(page, 'mark-paid-confirm');
      expect(await violations(page)).toEqual([]);
      await dialog.getByText(`Mark invoice #${billing.invoice} as paid?`).waitFor();
      await dialog.getByText(`Invoice #${billing.invoice} of Quinn Ltd — Quinn Seed, for CA$10.00`, { exact: false }).waitFor();
      await shot(page, 'mark-paid-confirm');
      // Cancelled: nothing happened.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      const unpaid = await apiCall<{ status: string }>(server, admin, 'GET', `/invoices?id=${billing.invoice}`);
      expect(unpaid.status).toBe('unpaid');
      // Confirmed: paid.
      await page.getByRole('button', { name: 'Set as Paid' }).click();
      await dialog.getByRole('button', { name: 'Set as Paid' }).click();
      await message(page, 'Invoice successfully marked as paid').waitFor();
      expect((await apiCall<{ status: string }>(server, admin, 'GET', `/invoices?id=${billing.invoice}`)).status).toBe('paid');

      // The next invoice's amount starts at the subscription's price per month (CA$49 + 2 × 10 + 1 × 5).
      await page.goto(`${server.baseUrl}/admin/add-invoice?subscription=${billing.subscription}`);
      const amount = page.getByLabel(/^Amount/);
      for (let i = 0; i < 25 && (await amount.inputValue()) === ''; i++) await page.waitForTimeout(200);
      expect(await amount.inputValue()).toBe('74');
      await page.getByText("Starts at the subscription's price per month.").waitFor();

      // Core ID says what it is.
      await page.goto(`${server.baseUrl}/admin/add-subscription`);
      await page.getByText('The number your back-office (core) system knows this subscription by', { exact: false }).waitFor();
      await page.context().close();
    },
    TIMEOUT,
  );

  it(
    'a new client sees where to start: projects and users used per subscription, the limit before the form, and where tokens are reset',
    async () => {
      const page = await newPage();
      await signIn(page, server.baseUrl, CLIENT.email, CLIENT.password);
      await waitForPath(page, '/client/dashboard');
      const card = page.locator('.subscription-usage').filter({ hasText: `Subscription ${billing.coreId}` });
      await card.getByText('0 of 2 projects used').waitFor();
      await card.getByText('0 of 1 user used').waitFor();
      await shot(page, 'client-dashboard-usage');
      expect(await violations(page)).toEqual([]);
      await card.getByRole('link', { name: 'Add Project' }).click();
      await waitForPath(page, `/client/add-project/${billing.subscription}`);
      // The limit shows before anything is typed.
      await page.locator('.seat-limit').getByText('0 of 2 projects used').waitFor();
      await page.getByLabel(/^Project name/).fill('Quinn Web');
      await page.getByLabel(/^Description/).fill('The site');
      await page.getByLabel(/^Website/).fill('https://quinn.test');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
      await waitForPath(page, `/client/manage-projects/${billing.subscription}`);

      // Users full: the dashboard offers no Add User, and the add form says so before it is filled.
      await apiCall(server, await adminToken(server, CLIENT.email, CLIENT.password), 'POST', '/users', {
        firstname: 'Ola',
        lastname: 'User',
        email: 'ola@clarity.test',
        password: 'ola-password-1',
        subscription: billing.subscription,
      });
      await page.goto(`${server.baseUrl}/client/dashboard`);
      await card.getByText('1 of 2 projects used').waitFor();
      await card.getByText('1 of 1 user used').waitFor();
      expect(await card.getByRole('link', { name: 'Add User' }).count()).toBe(0);
      await card.getByRole('link', { name: 'Add Project' }).waitFor();
      await page.goto(`${server.baseUrl}/client/add-user/${billing.subscription}`);
      await page.locator('.seat-limit').getByText('This subscription has no user left', { exact: false }).waitFor();

      // API Access points to the projects, where each token is reset.
      await page.goto(`${server.baseUrl}/client/api-access`);
      await page.getByText('Each of your projects has its own API token', { exact: false }).waitFor();
      await page.getByRole('link', { name: `Projects of subscription ${billing.coreId}` }).click();
      await waitForPath(page, `/client/manage-projects/${billing.subscription}`);
      await page.context().close();
    },
    TIMEOUT,
  );

  describe('as a user', () => {
    let page: Page;
    async function ready(): Promise<Page> {
      if (!page) {
        page = await newPage();
        await signInToProject(page, server, USER, 'Clarity Shop');
      }
      return page;
    }

    it(
      'calendar sync says it is not set up, in people words, and enrichment says so in one line',
      async () => {
        await ready();
        await page.goto(`${server.baseUrl}/modules/sch/events`);
        const sync = page.getByRole('button', { name: 'Sync Google Calendar' });
        await page.getByText('Calendar sync is not set up on this server; ask your administrator').first().waitFor();
        expect(await sync.isDisabled()).toBe(true);
        expect(await violations(page)).toEqual([]);
        expect(await page.locator('body').innerText()).not.toMatch(OPERATOR_WORDS);

        await page.goto(`${server.baseUrl}/modules/com/lead-details/${member.lead}`);
        const enriched = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: 'Enriched Data' }) });
        await enriched.getByText('Enrichment is not set up on this server.').waitFor();
        expect(await enriched.getByText('No data').count()).toBe(0);
        expect(await page.locator('body').innerText()).not.toMatch(OPERATOR_WORDS);
      },
      TIMEOUT,
    );

    it(
      'errors go as soon as a field is right: Add Video, Upload Asset, Add Lead, Add Customer',
      async () => {
        await ready();
        // Add Video (an upload form of its own).
        await page.goto(`${server.baseUrl}/modules/bms/add-video`);
        const title = page.getByLabel(/^Title/);
        const category = page.getByRole('combobox', { name: /^Category/ });
        await page.getByRole('button', { name: 'Upload' }).click();
        await invalid(title);
        await invalid(category);
        await title.fill('Loft at night');
        await valid(title);
        await invalid(category);
        await category.click();
        await page.getByRole('option', { name: 'Tours' }).click();
        await valid(category);
        expect(await page.getByText('Required', { exact: true }).count()).toBe(2); // the two files, still unchosen

        // Upload Asset (the same shared upload form).
        await page.goto(`${server.baseUrl}/modules/asm/upload-asset/${member.folder}`);
        const label = page.getByLabel(/^Label/);
        await page.getByRole('button', { name: 'Upload' }).click();
        await invalid(label);
        await label.fill('Brochure');
        await valid(label);

        // Add Lead and Add Customer (react-admin forms).
        // (react-admin's Save waits for a first change.)
        await page.goto(`${server.baseUrl}/modules/com/add-lead`);
        await page.getByLabel(/^Phone/).fill('555-0199');
        await page.getByRole('button', { name: 'Save' }).click();
        await shot(page, 'add-lead-errors');
        const first = page.getByLabel(/^First name/);
        await invalid(first);
        await first.fill('Nia');
        await valid(first);
        await invalid(page.getByLabel(/^Last name/));

        await page.goto(`${server.baseUrl}/modules/crm/add-customer`);
        const email = page.getByLabel(/^Email/);
        await email.fill('nia@');
        await page.getByRole('button', { name: 'Save' }).click();
        await shot(page, 'add-customer-errors');
        await invalid(email);
        await email.fill('nia@customer.test');
        await valid(email);
      },
      TIMEOUT,
    );

    it(
      'a folder shows thumbnails, sizes for people and a public link to copy; Manage Tags names the lead and leads back',
      async () => {
        await ready();
        await page.goto(`${server.baseUrl}/modules/asm/files/${member.folder}`);
        const row = page.getByRole('row').filter({ hasText: 'Floor plan' });
        await row.getByText('7.2 kB', { exact: true }).waitFor();
        const thumbnail = row.getByRole('img', { name: 'Preview of Floor plan' });
        await thumbnail.waitFor();
        await waitUntil(page, `[...document.querySelectorAll('img.asset-thumbnail')].every((i) => i.complete && i.naturalWidth > 0)`);
        const link = `${server.baseUrl}/api/public/assets/${plan}`;
        await row.getByRole('link', { name: link }).waitFor();
        await row.getByRole('button', { name: 'Copy link' }).click();
        await row.getByRole('button', { name: 'Copied' }).waitFor();
        expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(link);
        expect((await fetch(link)).status).toBe(200);
        await shot(page, 'asset-list');
        // The pointer still rests on the button, whose tooltip may open at any moment: moved away first.
        await page.mouse.move(0, 0);
        await waitUntil(page, `!document.querySelector('[role="tooltip"]')`);
        expect(await violations(page)).toEqual([]);

        await page.goto(`${server.baseUrl}/modules/asm/manage-tags/lead/${member.lead}`);
        await page.getByRole('heading', { name: 'Files tagged to lead Lena Lead' }).waitFor();
        expect(await violations(page)).toEqual([]);
        await page.getByRole('link', { name: 'Back to Lena Lead' }).click();
        await waitForPath(page, `/modules/com/lead-details/${member.lead}`);
      },
      TIMEOUT,
    );

    it(
      "exports customers in people's terms, and offers no Export for an empty list",
      async () => {
        await ready();
        await page.goto(`${server.baseUrl}/modules/crm/customers`);
        const all = section(page, 'All Customers');
        await all.getByRole('row').filter({ hasText: 'cora@customer.test' }).waitFor();
        // My Customers is empty: nothing to export.
        await section(page, 'My Customers').getByText('There are no records to display').waitFor();
        expect(await section(page, 'My Customers').getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
        const [download] = await Promise.all([page.waitForEvent('download'), all.getByRole('button', { name: 'Export CSV' }).click()]);
        const [header, line] = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
        expect(header).toBe(
          'ID,First name,Last name,Email,Phone,Address,City,Province,Customer group,Assigned to,Converted from a lead,Lead ID,Added on',
        );
        expect(line).toMatch(
          /^\d+,Cora,Customer,cora@customer\.test,555-0120,,Montreal,,Retail,,No,,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,
        );
      },
      TIMEOUT,
    );

    it(
      "Set Score never flashes 'Lead Score: None'; inventory fields read as the template names them, in its order",
      async () => {
        await ready();
        await page.goto(`${server.baseUrl}/modules/com/set-score/${member.lead}`);
        await page.getByRole('combobox', { name: 'Scoring' }).click();
        await page.getByRole('option', { name: 'Hot' }).click();
        // Every text the score line shows from the save on.
        await page.evaluate(`window.__scoreLines = [];
          new MutationObserver(() => { const t = document.body.innerText; if (t.includes('Lead Score')) window.__scoreLines.push(t.match(/Lead Score:[^\\n]*/)[0]); })
            .observe(document.body, { childList: true, subtree: true, characterData: true });`);
        await page.getByRole('button', { name: 'Save' }).click();
        await message(page, 'Saved successfully!').waitFor();
        await waitForPath(page, `/modules/com/lead-details/${member.lead}`);
        await page.getByText('Hot (90)').first().waitFor();
        const lines = await page.evaluate<string[]>('window.__scoreLines');
        expect(lines.length).toBeGreaterThan(0);
        expect(lines.filter((l) => l.includes('None'))).toEqual([]);

        await page.goto(`${server.baseUrl}/modules/inv/item-details/${member.item}`);
        await page.getByRole('heading', { name: 'Loft 4B' }).waitFor();
        await page.locator('dl dt').first().waitFor();
        expect(await page.locator('dl dt').allInnerTexts()).toEqual(['Item', 'Cost', 'Bedrooms']);
        await page.getByRole('link', { name: 'Edit' }).click();
        await waitForPathMatching(page, /^\/modules\/inv\/edit-item\/\d+\/\d+$/);
        await page.getByLabel(/^Bedrooms/).waitFor();
        expect((await page.locator('form label').allInnerTexts()).map((l) => l.replace(/\s*\*$/, ''))).toEqual([
          'Item',
          'Cost',
          'Bedrooms',
        ]);
      },
      TIMEOUT,
    );

    it(
      'one empty-state style everywhere, and add and edit forms of one width',
      async () => {
        await ready();
        for (const path of [`/modules/com/lead-details/${member.lead}`, '/modules/crm/customers', '/modules/inv/engagements']) {
          await page.goto(`${server.baseUrl}${path}`);
          await page.getByText('There are no records to display').first().waitFor();
          await page.waitForTimeout(500);
          const states = await page.evaluate<Array<{ inside: boolean; size: string }>>(`[...document.querySelectorAll('body *')]
            .filter((e) => e.childElementCount === 0 && e.textContent === 'There are no records to display')
            .map((e) => ({ inside: !!e.closest('.empty-state'), size: getComputedStyle(e).fontSize }))`);
          expect({ path, states: states.filter((s) => !s.inside || s.size !== states[0].size) }).toEqual({ path, states: [] });
        }
        const [section] = await apiCall<Array<{ id: number }>>(server, member.token, 'GET', `/cms/sections?project=${member.project}`);
        const widthOf = async (path: string) => {
          await page.goto(`${server.baseUrl}${path}`);
          const form = page.locator('form').first();
          await page.getByLabel(/^Name/).waitFor();
          return (await form.boundingBox())!.width;
        };
        expect(await widthOf(`/modules/cms/edit-section/${section.id}`)).toBe(await widthOf('/modules/cms/add-section'));
      },
      TIMEOUT,
    );
  });
});
