import { mkdtemp, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Request } from 'playwright-core';
import { waitForPath } from './support/console.js';
import { seedMemberWithLead, signInToProject, useMemberConsole } from './support/member-console.js';
import { message, row, shot, waitForPathMatching } from './support/screens.js';

const TIMEOUT = 180_000;
const USER = { firstname: 'Ada', email: 'ada@assets.test', password: 'ada-password-1' };
// A PDF of about 1.5 MB: long enough, on a throttled connection, for the progress bar to be seen.
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1_500_000, 32), Buffer.from('\n%%EOF\n')]);

describe('console digital assets', () => {
  // A user of a com + asm subscription, with one lead to tag files to (its screens are tested elsewhere).
  const ui = useMemberConsole(
    (server) =>
      seedMemberWithLead(
        server,
        { name: 'Assets', modules: ['com', 'asm'], projectName: 'Assets Shop', user: USER },
        { firstname: 'Lee', lastname: 'Tagged', email: 'lee@assets.test' },
      ),
    { timeoutMs: 20_000 },
  );

  it(
    'creates a folder, uploads a file with progress, tags it to a lead and detaches it',
    async () => {
      const { page, server, seeded: lead } = ui;
      await signInToProject(page, server, USER, 'Assets Shop');

      // A folder, added in the modal of /modules/asm/folders, shown as a tile with its title cut to 10 characters.
      await page.getByRole('menu').getByRole('menuitem', { name: 'Assets', exact: true }).click();
      await waitForPath(page, '/modules/asm/assets');
      await message(page, 'There are no records to display').waitFor();
      await page.getByRole('link', { name: 'Manage Folders' }).first().click();
      await waitForPath(page, '/modules/asm/folders');
      await page.getByRole('button', { name: 'Add Folder' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/^Folder name/).fill('Floor plans 2026');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await message(page, 'The folder has been added successfully').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await row(page, 'Floor plans 2026').waitFor();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Assets', exact: true }).click();
      await waitForPath(page, '/modules/asm/assets');
      await page.getByText('Floor plan…', { exact: true }).waitFor();
      await shot(page, 'asm-folders');
      await page.getByRole('link', { name: 'Floor plans 2026' }).click();
      await waitForPathMatching(page, /^\/modules\/asm\/files\/\d+$/);

      // The upload, on a slow connection so that its progress shows.
      await page.getByRole('link', { name: 'Upload' }).first().click();
      await waitForPathMatching(page, /^\/modules\/asm\/upload-asset\/\d+$/);
      await page.getByText('never use public access for confidential files', { exact: false }).waitFor();
      await page.getByLabel(/^Label/).fill('Ground floor');
      // A file over the server's MAX_UPLOAD_MB (50 by default) is refused before a byte is sent, with the server's words.
      const huge = join(await mkdtemp(join(tmpdir(), 'atrium-e2e-huge-')), 'huge.pdf');
      await writeFile(huge, '');
      await truncate(huge, 50 * 1024 * 1024 + 1);
      await page.locator('input[type=file]').setInputFiles(huge);
      const sent: string[] = [];
      const onRequest = (r: Request) => void (r.method() === 'POST' && sent.push(r.url()));
      page.on('request', onRequest);
      await page.getByRole('button', { name: 'Upload' }).click();
      await message(page, 'The file is larger than the 50 MB this server accepts').waitFor();
      page.off('request', onRequest);
      expect(sent).toEqual([]);
      await page.locator('input[type=file]').setInputFiles({ name: 'ground-floor.pdf', mimeType: 'application/pdf', buffer: PDF });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 300_000,
      });
      await page.getByRole('button', { name: 'Upload' }).click();
      const progress = page.getByRole('progressbar', { name: 'Upload progress' });
      await progress.waitFor();
      await message(page, 'Upload successful!').waitFor({ timeout: 60_000 });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await waitForPathMatching(page, /^\/modules\/asm\/files\/\d+$/);
      await row(page, 'ground-floor.pdf').waitFor();
      await shot(page, 'asm-files');

      // Tagged to the lead from its details, then detached after the confirmation.
      await page.goto(`${server.baseUrl}/modules/com/lead-details/${lead}`);
      const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Asset Tags' }) });
      await panel.getByText('There are no records to display').waitFor();
      await panel.getByRole('link', { name: 'Manage' }).click();
      await waitForPath(page, `/modules/asm/manage-tags/lead/${lead}`);
      await page.getByRole('checkbox', { name: 'Ground floor (ground-floor.pdf)' }).check();
      await page.getByRole('button', { name: 'Save' }).click();
      await message(page, 'Saved successfully!').waitFor();
      await waitForPath(page, `/modules/com/lead-details/${lead}`);
      await panel.getByText('Ground floor', { exact: true }).waitFor();
      await shot(page, 'asm-lead-tags');
      await panel.getByRole('button', { name: 'Detach' }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText('Confirm Detachment').waitFor();
      await confirm.getByText('Do you want to detach this asset?').waitFor();
      await confirm.getByRole('button', { name: 'Yes!' }).click();
      await message(page, 'Asset successfully detached').waitFor();
      await panel.getByText('There are no records to display').waitFor();
      expect(await panel.getByText('Ground floor', { exact: true }).count()).toBe(0);
    },
    TIMEOUT,
  );
});
