// The admin and client dashboards' tables (spec §2): columns, empty state, browser-side sort and pages,
// the row that opens an invoice, and the compact list of narrow screens.
import { describe, expect, it } from '@jest/globals';
import type { Browser, Locator } from 'playwright-core';
import { adminToken, apiCall, seedBilling } from './support/api.js';
import { signIn, waitForPath } from './support/console.js';
import { section, waitForPathMatching } from './support/screens.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';
import { openPage } from './support/browser.js';

const TIMEOUT = 120_000;
const DAY = 86_400;
const UNPAID = 17;
const INVOICE_COLUMNS = ['Invoice #', 'Client', 'Description', 'Amount', 'Status', 'Date created', 'Due date'];
const TRANSACTION_COLUMNS = ['ID', 'Date', 'Client', 'Description', 'Reference', 'Amount'];
const withoutClient = (columns: string[]) => columns.filter((c) => c !== 'Client');

describe('billing dashboards', () => {
  let server: RunningServer;
  let browser: Browser;

  useConsole((b, s) => {
    browser = b;
    server = s;
  });

  const newPage = (width?: number) => openPage(browser, width);
  const headers = (table: Locator) => table.locator('thead th').allTextContents();
  const bodyRows = (table: Locator) => table.locator('tbody tr');
  const firstRowText = (table: Locator) => bodyRows(table).first().textContent();
  /** Waits until the table's first row mentions `text` (a sort re-renders the rows in place). */
  const waitForFirstRow = async (table: Locator, text: string) => {
    for (let i = 0; i < 50 && !(await firstRowText(table))?.includes(text); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await firstRowText(table)).toContain(text);
  };

  it(
    'admin: empty tables say so; with data, sorted and paged in the browser, a row opens its invoice',
    async () => {
      const page = await newPage();
      await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await waitForPath(page, '/admin/dashboard');
      for (const heading of ['Unpaid invoices', 'Transactions']) {
        await section(page, heading).getByText('There are no records to display').waitFor();
      }
      expect(await page.locator('table').count()).toBe(0);

      // One paid invoice (its payment is the one transaction), then unpaid ones due a day apart.
      const token = await adminToken(server, ADMIN_EMAIL, ADMIN_PASSWORD);
      const seed = await seedBilling(server, token, 'Dana');
      await apiCall(server, token, 'PATCH', '/invoices/status', { id: seed.invoice, status: 'paid' });
      const due = Math.floor(Date.now() / 1000) + DAY;
      const ids: number[] = [];
      for (let n = 1; n <= UNPAID; n++) {
        const description = `Bill ${String(n).padStart(2, '0')}`;
        const invoice = await apiCall<{ id: number }>(server, token, 'POST', '/invoices', {
          description,
          amount: n,
          subscription: seed.subscription,
          dueDate: due + n * DAY,
        });
        ids.push(invoice.id);
      }

      await page.reload();
      const invoices = section(page, 'Unpaid invoices');
      const transactions = section(page, 'Transactions');
      await invoices.getByText(`${UNPAID} unpaid`).waitFor();
      await transactions.getByText('1 in all').waitFor();
      await bodyRows(invoices).first().waitFor();
      expect(await headers(invoices)).toEqual(INVOICE_COLUMNS);
      expect(await headers(transactions)).toEqual(TRANSACTION_COLUMNS);

      // Soonest due first, 15 to a page.
      expect(await bodyRows(invoices).count()).toBe(15);
      const first = bodyRows(invoices).first();
      expect(await first.locator('td').allTextContents()).toEqual([
        String(ids[0]),
        'Dana Ltd — Dana Seed',
        'Bill 01',
        'CA$1.00',
        'Unpaid',
        expect.stringMatching(/^[A-Z][a-z]+ \d{2}, \d{4}$/),
        expect.stringMatching(/^[A-Z][a-z]+ \d{2}, \d{4}$/),
      ]);
      await invoices.getByText(`1-15 of ${UNPAID}`).waitFor();
      await invoices.getByRole('button', { name: 'Go to page 2' }).click();
      await invoices.getByText(`16-${UNPAID} of ${UNPAID}`).waitFor();
      expect(await bodyRows(invoices).count()).toBe(UNPAID - 15);
      await invoices.getByRole('button', { name: 'Go to page 1' }).click();
      await invoices.getByText(`1-15 of ${UNPAID}`).waitFor();

      // A column header sorts: ascending first, then descending; the Client column does not sort.
      const header = (name: string) => invoices.locator('thead th').filter({ hasText: name });
      const sortBy = (name: string) => header(name).locator('[role="button"]').click();
      await sortBy('Amount');
      await sortBy('Amount');
      await waitForFirstRow(invoices, `Bill ${UNPAID}`);
      await sortBy('Description');
      await waitForFirstRow(invoices, 'Bill 01');
      await sortBy('Description');
      await waitForFirstRow(invoices, `Bill ${UNPAID}`);
      expect(await header('Client').locator('[role="button"]').count()).toBe(0);

      // The transaction row is not a link; an invoice row opens the invoice.
      const payment = bodyRows(transactions).first();
      expect(await payment.textContent()).toContain(`Invoice payment for invoice ID ${seed.invoice}`);
      await payment.click();
      expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
      await bodyRows(invoices).first().click();
      await waitForPathMatching(page, /^\/admin\/invoice-details\/\d+$/);
      expect(new URL(page.url()).pathname).toBe(`/admin/invoice-details/${ids[UNPAID - 1]}`);
      await page.context().close();
    },
    TIMEOUT,
  );

  it(
    'client: their unpaid invoices and recent transactions without the client column, each with See all',
    async () => {
      const page = await newPage();
      await signIn(page, server.baseUrl, 'dana@example.test', 'dana-password-1');
      await waitForPath(page, '/client/dashboard');
      const invoices = section(page, 'Unpaid invoices');
      const transactions = section(page, 'Recent transactions');
      await bodyRows(invoices).first().waitFor();
      expect(await headers(invoices)).toEqual(withoutClient(INVOICE_COLUMNS));
      expect(await headers(transactions)).toEqual(withoutClient(TRANSACTION_COLUMNS));
      expect(await bodyRows(invoices).count()).toBe(15);
      expect(await firstRowText(invoices)).toContain('Bill 01');
      expect(await bodyRows(transactions).count()).toBe(1);
      expect(await invoices.getByText(/ of /).count()).toBe(0);
      expect(await invoices.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/client/invoices');
      expect(await transactions.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/client/transactions');
      await bodyRows(invoices).first().click();
      await waitForPathMatching(page, /^\/client\/invoice-details\/\d+$/);
      await page.context().close();
    },
    TIMEOUT,
  );

  it(
    'admin on a phone: the tables turn into compact lists',
    async () => {
      const page = await newPage(400);
      await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await waitForPath(page, '/admin/dashboard');
      const invoices = section(page, 'Unpaid invoices');
      await invoices.getByText('Bill 01').waitFor();
      expect(await page.locator('table').count()).toBe(0);
      await invoices.getByText('Bill 01').click();
      await waitForPathMatching(page, /^\/admin\/invoice-details\/\d+$/);
      await page.context().close();
    },
    TIMEOUT,
  );
});
