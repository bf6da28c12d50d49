import { describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { signIn, storedKeys, storedToken, storeToken, waitForPath } from './support/console.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 120_000;
const NEW_PASSWORD = 'new-password-123';

describe('console shell', () => {
  let server: RunningServer;
  let browser: Browser;

  useConsole((b, s) => {
    browser = b;
    server = s;
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }

  it(
    'sends a stored credential that no longer validates back to the login screen, storage cleared',
    async () => {
      const page = await newPage();
      await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.getByText('Welcome, Admin!').waitFor();

      await storeToken(page, 'garbage');
      // The server's own words, whatever they are, in the notification. It hides itself after a few seconds,
      // so it is looked for from the reload on, not once the login form is there (a slow machine missed it).
      const told = page
        .getByRole('alert')
        .filter({ hasText: /session/i })
        .waitFor();
      // Awaited below; a failure before then is the one reported.
      told.catch(() => undefined);
      await page.reload();
      await waitForPath(page, '/');
      await page.getByLabel('Email').waitFor();
      await told;
      expect(await storedToken(page)).toBeNull();
      expect(await storedKeys(page)).toBe(0);
      await page.context().close();
    },
    TIMEOUT,
  );

  it(
    'signs in, shows the admin shell, changes the password, signs out and back in',
    async () => {
      const page = await newPage();

      // Signed out, a deep link lands on the login screen.
      await page.goto(`${server.baseUrl}/admin/clients`);
      await waitForPath(page, '/');
      await page.getByLabel('Email').waitFor();

      // Signing in lands on the admin dashboard, with the greeting and the admin menu.
      await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await waitForPath(page, '/admin/dashboard');
      await page.getByText('Welcome, Admin!').waitFor();
      const menu = page.getByRole('menu');
      for (const entry of ['Dashboard', 'Clients', 'Subscriptions', 'Invoices', 'Transactions', 'Change Password']) {
        await menu.getByRole('menuitem', { name: entry, exact: true }).waitFor();
      }
      await page.getByText('© 2022 Atrium').waitFor();

      // A deep link reloaded while signed in opens that screen, titled like its menu entry.
      await page.goto(`${server.baseUrl}/admin/clients`);
      await page.getByRole('heading', { name: 'Clients', exact: true }).first().waitFor();
      await page.getByText('There are no records to display').waitFor();
      expect(await page.title()).toBe('Clients | Atrium');
      expect(await menu.getByRole('menuitem', { name: 'Clients' }).getAttribute('aria-current')).toBe('page');

      // A retype that differs is refused in the browser: nothing is sent.
      const passwordCalls: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/auth/login') passwordCalls.push(request.url());
      });
      await menu.getByRole('menuitem', { name: 'Change Password' }).click();
      await waitForPath(page, '/admin/change-password');
      await page.getByLabel(/^Old password/).fill(ADMIN_PASSWORD);
      await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
      await page.getByLabel(/^Retype new password/).fill('something-else-1');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Passwords do not match, please retry.').first().waitFor();
      expect(passwordCalls).toHaveLength(0);

      // The right retype changes it.
      await page.getByLabel(/^Retype new password/).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Password changed successfully!').waitFor();
      await waitForPath(page, '/admin/dashboard');
      expect(passwordCalls).toHaveLength(1);

      // The top link signs out: message, login form, nothing left in storage.
      await page.getByRole('link', { name: 'Logout' }).click();
      await page.getByText('You have successfully logged out!').waitFor();
      await waitForPath(page, '/');
      await page.getByLabel('Email').waitFor();
      expect(await storedKeys(page)).toBe(0);

      // The old password no longer works; the new one does.
      await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.getByText('Invalid email or password').waitFor();
      await signIn(page, server.baseUrl, ADMIN_EMAIL, NEW_PASSWORD);
      await waitForPath(page, '/admin/dashboard');
      await page.getByText('Welcome, Admin!').waitFor();

      // Signed in, the root shows the dashboard.
      await page.goto(`${server.baseUrl}/`);
      await waitForPath(page, '/admin/dashboard');
      await page.context().close();
    },
    TIMEOUT,
  );
});
