// The audit trail (issue 22 §1): the admin's Audit Trail screen with its filters, and a record's history on
// the client details screen, for changes made through the API.
import { describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { signIn, waitForPath } from './support/console.js';
import { row, section, shot } from './support/screens.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 120_000;

async function api<T>(server: RunningServer, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const r = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
  return (r.status === 204 ? undefined : await r.json()) as T;
}

describe('the audit trail in the console', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let client: number;

  useConsole(async (b, s) => {
    browser = b;
    server = s;
    const { token } = await api<{ token: string }>(server, '', 'POST', '/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const created = await api<{ id: number }>(server, token, 'POST', '/clients', {
      firstname: 'Audra',
      lastname: 'Audit',
      company: 'Before Ltd',
      email: 'audra@example.test',
      phone: '555-0142',
      password: 'audra-password-1',
    });
    client = created.id;
    await api(server, token, 'PATCH', '/clients', { id: client, company: 'After Inc' });
    // A failed sign-in, for the action filter.
    await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'audra@example.test', password: 'not-her-password' }),
    });
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await waitForPath(page, '/admin/dashboard');
  });

  it(
    "lists who changed what before → after on the admin's Audit Trail screen, and filters by action",
    async () => {
      await page.getByRole('menu').getByRole('menuitem', { name: 'Audit Trail', exact: true }).click();
      await waitForPath(page, '/admin/audit');
      const change = row(page, `clients #${client}`).filter({ hasText: 'company: Before Ltd → After Inc' });
      await change.waitFor();
      expect(await change.textContent()).toMatch(/Updated/);
      expect(await change.textContent()).toMatch(/\(Admin\)/);
      await shot(page, 'audit-admin');

      await page.getByRole('combobox', { name: 'What' }).click();
      await page.getByRole('option', { name: 'Sign-in failed' }).click();
      await row(page, 'Sign-in failed').first().waitFor();
      await page.getByText('email: audra@example.test').first().waitFor();
      // The other actions' rows go once the filtered page replaces the whole list.
      await row(page, 'company: Before Ltd → After Inc').waitFor({ state: 'detached' });
      expect(new URL(page.url()).search).toContain('sign_in_failed');
    },
    TIMEOUT,
  );

  it(
    "shows the record's history on the client details screen: 'Changed by … on …'",
    async () => {
      await page.goto(`${server.baseUrl}/admin/client-details/${client}`);
      const history = section(page, 'History');
      await history.getByText(/^Changed by Admin .*\(Admin\) on /).waitFor();
      await history.getByText('company: Before Ltd → After Inc').waitFor();
      await history.getByText(/^Created by Admin .*\(Admin\) on /).waitFor();
      await shot(page, 'audit-client-history');
    },
    TIMEOUT,
  );
});
