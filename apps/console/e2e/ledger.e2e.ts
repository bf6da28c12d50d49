// The billing ledger's check in the console (issue 22 §2): an admin's 'Verify ledger' on a client's details
// and on the dashboard, a client's on its transactions; verified, or the first broken link.
import { describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { adminToken, apiCall, seedBilling } from './support/api.js';
import { signIn, waitForPath } from './support/console.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';
import { openPage } from './support/browser.js';

const TIMEOUT = 120_000;

describe('ledger check', () => {
  let server: RunningServer;
  let browser: Browser;
  useConsole((b, s) => {
    browser = b;
    server = s;
  });

  it(
    'admin: verifies a client’s chain on its details page and every chain on the dashboard; shows a broken link',
    async () => {
      const token = await adminToken(server, ADMIN_EMAIL, ADMIN_PASSWORD);
      const seed = await seedBilling(server, token, 'Ledgy');
      await apiCall(server, token, 'PATCH', '/invoices/status', { id: seed.invoice, status: 'paid' });
      const page = await openPage(browser);
      await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await waitForPath(page, '/admin/dashboard');

      await page.goto(`${server.baseUrl}/admin/client-details/${seed.client}`);
      await page.getByRole('heading', { name: 'Billing ledger' }).waitFor();
      await page.getByRole('button', { name: 'Verify ledger' }).click();
      // Subscription, invoice issued, invoice paid, subscription activated, payment.
      await page.getByRole('status').filter({ hasText: 'Ledger verified ✓ 5 entries, unaltered' }).waitFor();

      await page.goto(`${server.baseUrl}/admin/dashboard`);
      // What a tampered database answers: the first broken link, in people's words.
      await page.route('**/api/audit/verify*', (route) =>
        route.fulfill({
          json: {
            ok: false,
            clients: 1,
            entries: 3,
            broken: {
              client: seed.client,
              entry: 42,
              seq: 2,
              entity: 'invoice',
              entityId: seed.invoice,
              problem: 'content-hash',
              message: 'Entry 2 (invoice.issued, invoice 1) was changed after it was written',
            },
          },
        }),
      );
      await page.getByRole('button', { name: 'Verify ledger' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Ledger broken' });
      await alert.waitFor();
      expect(await alert.textContent()).toContain(`Ledger broken (client ${seed.client}, entry 2): Entry 2 (invoice.issued`);
      await page.close();
    },
    TIMEOUT,
  );

  it(
    'client: verifies its own chain under its transactions',
    async () => {
      const token = await adminToken(server, ADMIN_EMAIL, ADMIN_PASSWORD);
      await seedBilling(server, token, 'Clio');
      const page = await openPage(browser);
      await signIn(page, server.baseUrl, 'clio@example.test', 'clio-password-1');
      await waitForPath(page, '/client/dashboard');
      await page.goto(`${server.baseUrl}/client/transactions`);
      await page.getByRole('button', { name: 'Verify ledger' }).click();
      await page.getByRole('status').filter({ hasText: 'Ledger verified ✓ 2 entries, unaltered' }).waitFor();
      await page.close();
    },
    TIMEOUT,
  );
});
