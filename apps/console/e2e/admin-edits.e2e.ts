// Editing screens and list filters, on records seeded through the API.
import { describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { signIn, waitForPath } from './support/console.js';
import { message, saveForm } from './support/screens.js';
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

describe('admin edit screens and list filters', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let seed: { client: number; invoice: number; token: string };

  useConsole(async (b, s) => {
    browser = b;
    server = s;
    const { token } = await api<{ token: string }>(server, '', 'POST', '/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const client = await api<{ id: number }>(server, token, 'POST', '/clients', {
      firstname: 'Edna',
      lastname: 'Edit',
      company: 'Old Name Ltd',
      email: 'edna@example.test',
      phone: '555-0199',
      password: 'edna-password-1',
    });
    await api(server, token, 'POST', '/clients', {
      firstname: 'Zed',
      lastname: 'Other',
      company: 'Zeta Corp',
      email: 'zed@example.test',
      phone: '1',
      password: 'zed-password-1',
    });
    const subscription = await api<{ id: number }>(server, token, 'POST', '/subscriptions', {
      client: client.id,
      coreId: 7101,
      maxProjects: 1,
      maxUsers: 1,
      modules: ['cms'],
    });
    const invoice = await api<{ id: number }>(server, token, 'POST', '/invoices', {
      description: 'To edit',
      amount: 10,
      subscription: subscription.id,
    });
    seed = { client: client.id, invoice: invoice.id, token };
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await waitForPath(page, '/admin/dashboard');
  });

  it(
    "edits a client ('Changes saved!') and an unpaid invoice ('Changes saved successfully!')",
    async () => {
      await page.goto(`${server.baseUrl}/admin/edit-client/${seed.client}`);
      await page.getByLabel(/^Company/).fill('New Name Inc');
      await page.getByRole('button', { name: 'Save' }).click();
      await message(page, 'Changes saved!').waitFor();
      await waitForPath(page, `/admin/client-details/${seed.client}`);
      await page.getByText('New Name Inc').first().waitFor();

      await page.goto(`${server.baseUrl}/admin/edit-invoice/${seed.invoice}`);
      await saveForm(page, { Amount: '12.34' });
      await message(page, 'Changes saved successfully!').waitFor();
      await waitForPath(page, `/admin/invoice-details/${seed.invoice}`);
      await page.getByText('CA$12.34').first().waitFor();
      const stored = await api<{ amount: number }>(server, seed.token, 'GET', `/invoices?id=${seed.invoice}`);
      expect(stored.amount).toBe(12.34);
    },
    TIMEOUT,
  );

  it(
    'filters the clients list by text, keeping the filter in the URL',
    async () => {
      await page.goto(`${server.baseUrl}/admin/clients`);
      await page.getByRole('row').filter({ hasText: 'Zeta Corp' }).waitFor();
      await page.getByRole('textbox', { name: /search/i }).fill('new name');
      await page.waitForURL((url) => url.search.includes('new%20name') || url.search.includes('new+name'));
      await page.getByRole('row').filter({ hasText: 'Zeta Corp' }).waitFor({ state: 'detached' });
      await page.getByRole('row').filter({ hasText: 'New Name Inc' }).waitFor();
      await page.reload();
      await expect(page.getByRole('textbox', { name: /search/i }).inputValue()).resolves.toBe('new name');
    },
    TIMEOUT,
  );
});
