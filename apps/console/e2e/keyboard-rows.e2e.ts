// Table rows that open something on click are reachable with Tab and open with Enter or Space (CONSOLE.md:
// every screen usable with the keyboard alone, visible focus); rows that open nothing stay out of the tab order.
import { describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { adminToken, apiCall, seedBilling, seedProjectMember } from './support/api.js';
import { signIn, waitForPath } from './support/console.js';
import { signInToProject } from './support/member-console.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from './support/server.js';
import { section } from './support/screens.js';
import { useConsole } from './support/use-console.js';
import { openPage } from './support/browser.js';

const TIMEOUT = 120_000;
const USER = { firstname: 'Kai', email: 'kai@keyboard.test', password: 'kai-password-1' };

interface Focused {
  tag: string;
  text: string;
  outline: string;
}

const focused = (page: Page) =>
  page.evaluate<Focused>(
    `(() => { const e = document.activeElement; const s = e && getComputedStyle(e);
      return { tag: e?.tagName ?? '', text: e?.textContent ?? '', outline: s ? s.outlineStyle + ' ' + s.outlineWidth : '' }; })()`,
  );

/** Presses Tab from the top of the screen until a table row mentioning `text` has the focus; answers its focus. */
async function tabToRow(page: Page, text: string): Promise<Focused> {
  await page.locator('body').focus();
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now.tag === 'TR' && now.text.includes(text)) return now;
  }
  throw new Error(`no table row mentioning "${text}" in the tab order`);
}

describe('keyboard rows', () => {
  let server: RunningServer;
  let browser: Browser;
  let billing: { client: number; invoice: number };
  let member: { lead: number; customer: number };

  useConsole(async (b, s) => {
    browser = b;
    server = s;
    billing = await seedBilling(server, await adminToken(server, ADMIN_EMAIL, ADMIN_PASSWORD), 'Keyes');
    const { project, token } = await seedProjectMember(server, {
      name: 'Keyboard',
      modules: ['crm', 'com'],
      projectName: 'Keyboard Shop',
      user: USER,
    });
    const group = await apiCall<{ id: number }>(server, token, 'POST', '/crm/groups', { groupName: 'Retail', project });
    const customer = await apiCall<{ id: number }>(server, token, 'POST', '/crm/customers', {
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@keyboard.test',
      customerGroup: group.id,
      project,
    });
    await apiCall(server, token, 'POST', '/notes', {
      note: 'Called on Monday',
      recipientId: customer.id,
      recipientType: 'customer',
      project,
    });
    const lead = await apiCall<{ id: number }>(server, token, 'POST', '/com/leads', {
      firstname: 'Lena',
      lastname: 'Leadbetter',
      email: 'lena@keyboard.test',
      phone: '555-0101',
      project,
    });
    member = { lead: lead.id, customer: customer.id };
  });

  const newPage = (width?: number) => openPage(browser, width);

  it(
    "admin: the dashboard's invoice row opens with Space, a client row of the clients list with Enter, both with a visible focus ring",
    async () => {
      const page = await newPage();
      await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await waitForPath(page, '/admin/dashboard');
      await section(page, 'Unpaid invoices').getByText('First invoice of Keyes').waitFor();
      const invoiceRow = await tabToRow(page, 'First invoice of Keyes');
      expect(invoiceRow.outline).toBe('solid 2px');
      const scrolled = await page.evaluate<number>('window.scrollY');
      await page.keyboard.press('Space');
      await waitForPath(page, `/admin/invoice-details/${billing.invoice}`);
      expect(await page.evaluate<number>('window.scrollY')).toBe(scrolled);

      await page.goto(`${server.baseUrl}/admin/clients`);
      await page.getByRole('row').filter({ hasText: 'Keyes Ltd' }).waitFor();
      expect((await tabToRow(page, 'Keyes Ltd')).outline).toBe('solid 2px');
      await page.keyboard.press('Enter');
      await waitForPath(page, `/admin/client-details/${billing.client}`);
    },
    TIMEOUT,
  );

  it(
    "user: a customer row opens with Enter; the notes table's rows (rowClick={false}) are not focusable; Enter on a row's link opens the link, not the row",
    async () => {
      const page = await newPage();
      await signInToProject(page, server, USER, 'Keyboard Shop');
      await page.goto(`${server.baseUrl}/modules/crm/customers`);
      await section(page, 'All Customers').getByRole('row').filter({ hasText: 'Lovelace' }).waitFor();
      expect((await tabToRow(page, 'Lovelace')).outline).toBe('solid 2px');
      await page.keyboard.press('Enter');
      await waitForPath(page, `/modules/crm/customer-details/${member.customer}`);

      const notes = section(page, 'Notes').locator('tbody tr');
      await notes.filter({ hasText: 'Called on Monday' }).waitFor();
      expect(await notes.count()).toBe(1);
      expect(await notes.first().getAttribute('tabindex')).toBeNull();

      await page.goto(`${server.baseUrl}/modules/com/leads`);
      await page.getByRole('row').filter({ hasText: 'Leadbetter' }).first().waitFor();
      await tabToRow(page, 'Leadbetter');
      // The row's own Edit link comes after the row's e-mail link.
      for (let i = 0; i < 5 && (await focused(page)).text !== 'Edit'; i++) await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe('Edit');
      await page.keyboard.press('Enter');
      await waitForPath(page, `/modules/com/edit-lead/${member.lead}`);
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe(`/modules/com/edit-lead/${member.lead}`);
    },
    TIMEOUT,
  );
});
