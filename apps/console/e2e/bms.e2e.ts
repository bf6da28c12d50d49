import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { seedProjectMember } from './support/api.js';
import { signIn, waitForPath } from './support/console.js';
import { message, row, shot, waitForPathMatching, waitUntil } from './support/screens.js';
import type { RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 180_000;
const USER = { email: 'vera@videos.test', password: 'vera-password-1' };
// Recorded once by Chromium's MediaRecorder (VP8, 1.2 s) and its canvas: a real clip the player can decode.
const CLIP = readFileSync(new URL('./fixtures/clip.webm', import.meta.url));
const COVER = readFileSync(new URL('./fixtures/cover.png', import.meta.url));

const menu = (page: Page, name: string) => page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click();

describe('console video broadcasting', () => {
  let server: RunningServer;
  let page: Page;

  useConsole(async (browser, s) => {
    server = s;
    await seedProjectMember(server, { name: 'Videos', modules: ['bms'], projectName: 'Video Shop', user: { firstname: 'Vera', ...USER } });
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(20_000);
  });

  it(
    'sends a user without categories to add one, then adds a category and a video, plays it and deletes it',
    async () => {
      await signIn(page, server.baseUrl, USER.email, USER.password);
      await waitForPath(page, '/users');
      await page.getByRole('combobox', { name: 'Project' }).getByText('Video Shop').waitFor();

      // No category yet: Add Video leads to the categories with the spec's message.
      await menu(page, 'Videos');
      await waitForPath(page, '/modules/bms/videos');
      await message(page, 'There are no records to display').waitFor();
      await page.getByRole('link', { name: 'Add Video' }).first().click();
      await message(page, 'To add a video, please add at least one video category').waitFor();
      await waitForPath(page, '/modules/bms/categories');

      // A category through the modal, then renamed on its edit screen.
      await page.getByRole('button', { name: 'Add Category' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/^Category name/).fill('Trailers');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await message(page, 'Category added!').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await row(page, 'Trailers').getByRole('link', { name: 'Edit' }).click();
      await waitForPathMatching(page, /^\/modules\/bms\/edit-category\/\d+$/);
      const name = page.getByLabel(/^Category name/);
      await expect(name.inputValue()).resolves.toBe('Trailers');
      await name.fill('Launch trailers');
      await page.getByRole('button', { name: 'Save' }).click();
      await message(page, 'Category updated successfully!').waitFor();
      await waitForPath(page, '/modules/bms/categories');
      await row(page, 'Launch trailers').waitFor();

      // The upload: title, category, the two files; its progress, then the video in its category's table.
      await menu(page, 'Videos');
      await waitForPath(page, '/modules/bms/videos');
      await page.getByRole('heading', { name: 'Launch trailers' }).waitFor();
      await page.getByRole('link', { name: 'Add Video' }).first().click();
      await waitForPath(page, '/modules/bms/add-video');
      await page.getByLabel(/^Title/).fill('Spring launch');
      await page.getByRole('combobox', { name: /^Category/ }).click();
      await page.getByRole('option', { name: 'Launch trailers' }).click();
      await page.getByLabel('Choose the video file').setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: CLIP });
      await page.getByLabel('Choose the cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: COVER });
      await page.getByText('clip.webm', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Upload' }).click();
      await message(page, 'Upload successful!').waitFor({ timeout: 60_000 });
      await waitForPath(page, '/modules/bms/videos');
      const video = row(page, 'Spring launch');
      await video.waitFor();
      await video.getByRole('img', { name: 'Cover of Spring launch' }).waitFor();
      await waitUntil(page, `[...document.images].some((i) => i.alt === 'Cover of Spring launch' && i.naturalWidth > 0)`);
      await shot(page, 'bms-videos');

      // Play: the <video> streams its signed link with range requests (206) and reaches its metadata.
      const ranged: number[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/file?kind=video')) ranged.push(r.status());
      });
      await video.getByRole('button', { name: 'Play' }).click();
      const player = page.getByRole('dialog');
      await player.getByRole('heading', { name: 'Spring launch' }).waitFor();
      // readyState 1 is HAVE_METADATA: the player read the clip's header through the link.
      await waitUntil(
        page,
        `(() => { const v = document.querySelector('video'); return !!v && v.readyState >= 1 && v.videoWidth > 0; })()`,
      );
      expect(await page.evaluate(`document.querySelector('video').videoWidth`)).toBe(64);
      expect(ranged).toContain(206);
      await shot(page, 'bms-player');
      await page.keyboard.press('Escape');
      await player.waitFor({ state: 'detached' });

      // Delete, after the confirmation.
      await video.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText('Are you sure you want to delete this?').waitFor();
      await confirm.getByRole('button', { name: 'Yes!' }).click();
      await message(page, 'Video deleted successfully').waitFor();
      await row(page, 'Spring launch').waitFor({ state: 'detached' });
    },
    TIMEOUT,
  );
});
