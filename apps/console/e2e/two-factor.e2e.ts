import { describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { totpCode } from '@atrium/testing';
import { adminToken, apiCall } from './support/api.js';
import { violations } from './support/axe.js';
import { signIn, storedToken, waitForPath } from './support/console.js';
import { message } from './support/screens.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

// Two-factor sign-in (issue 22 §3) end to end in Chromium; codes are computed with the server's library.

const TIMEOUT = 120_000;
const PASSWORD = 'two-factor-pw-1';

describe('two-factor sign-in', () => {
  let server: RunningServer;
  let browser: Browser;

  useConsole(async (b, s) => {
    browser = b;
    server = s;
  });

  const newPage = async (): Promise<Page> => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(15_000);
    return page;
  };
  const addClient = async (email: string): Promise<number> => {
    const token = await adminToken(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    const body = { firstname: 'Tove', lastname: 'Factor', company: 'Two Factor Ltd', email, phone: '555-0100', password: PASSWORD };
    return (await apiCall<{ id: number }>(server, token, 'POST', '/clients', body)).id;
  };
  const codeField = (page: Page) => page.getByLabel(/^Authentication code/);
  const recoveryCodes = (page: Page) => page.getByTestId('recovery-codes').getByRole('listitem');

  it(
    'a client turns it on from the console (QR code, key, first code, recovery codes), then signs in with password and code',
    async () => {
      const email = 'tove@two-factor.test';
      await addClient(email);
      const page = await newPage();
      await signIn(page, server.baseUrl, email, PASSWORD);
      await waitForPath(page, '/client/dashboard');

      await page.goto(`${server.baseUrl}/client/change-password`);
      await page.getByTestId('two-factor-state').filter({ hasText: 'Two-factor sign-in is off.' }).waitFor();
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      const secret = (await dialog.getByTestId('two-factor-secret').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await codeField(page).fill('000000');
      await dialog.getByRole('button', { name: 'Turn on' }).click();
      await dialog.getByText('The code is incorrect or was already used').waitFor();
      // The previous step's code (one step of drift is accepted), so this step's is still unused for signing in.
      await codeField(page).fill(await totpCode(secret, -1));
      await dialog.getByRole('button', { name: 'Turn on' }).click();
      await dialog.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
      expect(await recoveryCodes(page).count()).toBe(10);
      expect(await violations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Download' }).waitFor();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await message(page, 'Two-factor sign-in is on').waitFor();
      await page.getByTestId('two-factor-state').filter({ hasText: 'Two-factor sign-in is on.' }).waitFor();
      await page.getByText('Recovery codes left: 10').waitFor();

      await page.getByRole('link', { name: 'Logout' }).click();
      await waitForPath(page, '/');
      await signIn(page, server.baseUrl, email, PASSWORD);
      await codeField(page).waitFor();
      expect(await violations(page)).toEqual([]);
      await codeField(page).fill('123456');
      await codeField(page).press('Enter');
      await page.getByText('Invalid authentication code').waitFor();
      await codeField(page).fill(await totpCode(secret));
      await codeField(page).press('Enter');
      await waitForPath(page, '/client/dashboard');
      expect(await storedToken(page)).toBeTruthy();
    },
    TIMEOUT,
  );

  it(
    'an admin requires it for everyone: a client without it sets it up at sign-in; the admin resets a client’s factor',
    async () => {
      const email = 'theo@two-factor.test';
      const clientId = await addClient(email);
      const admin = await newPage();
      await signIn(admin, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await waitForPath(admin, '/admin/dashboard');
      await admin.goto(`${server.baseUrl}/admin/change-password`);
      const adminToken = (await storedToken(admin))!;
      await admin.getByRole('switch', { name: 'Require two-factor sign-in for all admins and clients' }).check();
      await message(admin, 'Two-factor sign-in is now required for admins and clients').waitFor();
      try {
        const page = await newPage();
        await signIn(page, server.baseUrl, email, PASSWORD);
        await page.getByText('Your administrator requires two-factor sign-in. Set up an authenticator app to continue.').waitFor();
        await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
        const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
        expect(await violations(page)).toEqual([]);
        await codeField(page).fill(await totpCode(secret));
        await page.getByRole('button', { name: 'Turn on' }).click();
        await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
        expect(await recoveryCodes(page).count()).toBe(10);
        await page.getByRole('button', { name: 'Continue' }).click();
        await waitForPath(page, '/client/dashboard');

        await admin.goto(`${server.baseUrl}/admin/client-details/${clientId}`);
        await admin.getByRole('button', { name: 'Reset two-factor' }).click();
        await admin.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
        await message(admin, 'Two-factor sign-in reset').waitFor();
        const status = await apiCall<{ enabled: boolean }>(server, (await storedToken(page))!, 'GET', '/auth/2fa');
        expect(status.enabled).toBe(false);
      } finally {
        await apiCall(server, adminToken, 'PATCH', '/auth/2fa/policy', { required: false });
      }
    },
    TIMEOUT,
  );
});
