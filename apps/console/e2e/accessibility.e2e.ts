// WCAG 2 A/AA checks (axe-core) on the main screens, in light and dark themes.
import { describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { violations } from './support/axe.js';
import { signIn, waitForPath } from './support/console.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 120_000;

describe('accessibility', () => {
  let server: RunningServer;
  let browser: Browser;

  useConsole((b, s) => {
    browser = b;
    server = s;
  });

  it.each(['light', 'dark'] as const)(
    'the login page and the admin screens have no serious WCAG A/AA violations (%s theme)',
    async (colorScheme) => {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme })).newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(`${server.baseUrl}/`);
      await page.getByLabel('Email').waitFor();
      const problems: Record<string, string[]> = { '/': await violations(page) };
      await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await waitForPath(page, '/admin/dashboard');
      for (const path of [
        '/admin/dashboard',
        '/admin/clients',
        '/admin/add-client',
        '/admin/add-subscription',
        '/admin/invoices',
        '/admin/change-password',
      ]) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.getByRole('main').waitFor();
        await page.waitForLoadState('networkidle');
        problems[path] = await violations(page);
      }
      expect(Object.fromEntries(Object.entries(problems).filter(([, v]) => v.length))).toEqual({});
    },
    TIMEOUT,
  );
});
