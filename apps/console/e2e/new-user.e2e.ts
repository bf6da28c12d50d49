// Issue 7, item 9: what a new user tripped on in the console.
import { describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { adminToken, seedBilling } from './support/api.js';
import { waitForPath } from './support/console.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 120_000;

describe('what a new user tripped on', () => {
  let server: RunningServer;
  let browser: Browser;
  let token = '';

  useConsole(async (b, s) => {
    browser = b;
    server = s;
    token = await adminToken(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    await seedBilling(server, token, 'Nora');
  });

  async function newPage(width = 1280): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }

  async function submitLogin(page: Page): Promise<void> {
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await page.getByLabel(/^Password/).press('Enter');
  }

  it(
    'signing in from a deep link lands on the page asked for, not the dashboard',
    async () => {
      const page = await newPage();
      await page.goto(`${server.baseUrl}/admin/invoices?filter=%7B%22q%22%3A%22nora%22%7D`);
      await waitForPath(page, '/');
      await submitLogin(page);
      await waitForPath(page, '/admin/invoices');
      expect(new URL(page.url()).search).toContain('filter=');
      await page.getByRole('row').filter({ hasText: 'First invoice of Nora' }).waitFor();

      // Signed out from inside the console, a deep link is remembered the same way.
      await page.getByRole('link', { name: 'Logout' }).first().click();
      await waitForPath(page, '/');
      await page.goto(`${server.baseUrl}/admin/transactions`);
      await waitForPath(page, '/');
      await submitLogin(page);
      await waitForPath(page, '/admin/transactions');

      // Only paths of this console are followed.
      await page.getByRole('link', { name: 'Logout' }).first().click();
      await waitForPath(page, '/');
      await page.goto(`${server.baseUrl}/?next=//evil.example/admin`);
      await submitLogin(page);
      await waitForPath(page, '/admin/dashboard');
      await page.context().close();
    },
    TIMEOUT,
  );
});
