import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { signIn, waitForPath } from './support/console.js';
import { message, row, shot } from './support/screens.js';
import { apiCall, seedProjectMember } from './support/api.js';
import type { RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 180_000;
const USER = { email: 'ada@project-assets.test', password: 'ada-password-1' };
// The fixture image, padded to about 1 MB so that, on a throttled connection, the progress bar shows.
const IMAGE = Buffer.concat([readFileSync(new URL('./fixtures/cover.png', import.meta.url)), Buffer.alloc(1_000_000, 7)]);

describe('console project assets page', () => {
  let server: RunningServer;
  let page: Page;
  let member: { token: string; project: number };

  useConsole(async (browser, s) => {
    server = s;
    member = await seedProjectMember(server, {
      name: 'Project assets',
      modules: ['cms'],
      projectName: 'Assets Site',
      user: { firstname: 'Ada', ...USER },
    });
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(20_000);
  });

  it(
    'uploads an image with its label in the modal, with progress, sees it among the images, and deletes it',
    async () => {
      await signIn(page, server.baseUrl, USER.email, USER.password);
      await waitForPath(page, '/users');
      await page.getByRole('combobox', { name: 'Project' }).getByText('Assets Site').waitFor();
      await page.goto(`${server.baseUrl}/users/assets`);
      const images = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Images' }) });
      const videos = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Videos' }) });
      await images.getByText('There are no records to display').waitFor();
      await videos.getByText('There are no records to display').waitFor();

      await page.getByRole('button', { name: 'Upload' }).click();
      const dialog = page.getByRole('dialog');
      // A label is required before anything is sent.
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await dialog.getByText('Required').first().waitFor();
      await dialog.getByLabel(/^Label/).fill('Shop front');
      await dialog.locator('input[type=file]').setInputFiles({ name: 'shop-front.png', mimeType: 'image/png', buffer: IMAGE });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 250_000,
      });
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await dialog.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
      await message(page, 'Upload successful!').waitFor({ timeout: 60_000 });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await dialog.waitFor({ state: 'detached' });

      await images.getByText('shop-front.png').waitFor();
      await videos.getByText('There are no records to display').waitFor();
      const stored = await apiCall<Array<{ label: string; type: string }>>(
        server,
        member.token,
        'GET',
        `/cms/assets?project=${member.project}`,
      );
      expect(stored).toEqual([expect.objectContaining({ label: 'Shop front', type: 'image' })]);
      await shot(page, 'project-assets');

      await row(page, 'Shop front').getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText('Are you sure you want to delete this?').waitFor();
      await confirm.getByRole('button', { name: 'Yes!' }).click();
      await message(page, 'Asset successfully deleted').waitFor();
      await images.getByText('There are no records to display').waitFor();
    },
    TIMEOUT,
  );
});
