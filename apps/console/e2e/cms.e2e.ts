import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { seedProjectMember } from './support/api.js';
import { signIn, waitForPath } from './support/console.js';
import { message, row, waitForPathMatching } from './support/screens.js';
import type { RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 180_000;
const USER = { email: 'cora@cms.test', password: 'cora-password-1' };

interface Delivered {
  name: string;
  code: string;
  sections?: Array<{ name: string; code: string }>;
}

/** What the project's web site reads through the public API with its key. */
async function deliver(server: RunningServer, apiKey: string, path: string): Promise<Delivered> {
  const r = await fetch(`${server.baseUrl}/api/public/cms/${path}`, { headers: { 'x-api-key': apiKey } });
  if (!r.ok) throw new Error(`public ${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as Delivered;
}

describe('console content management: sections in the code editor, groups, public delivery', () => {
  let server: RunningServer;
  let page: Page;
  let apiKey: string;

  useConsole(async (browser, s) => {
    server = s;
    ({ apiKey } = await seedProjectMember(server, {
      name: 'Content',
      modules: ['cms'],
      projectName: 'Content Site',
      user: { firstname: 'Cora', ...USER },
    }));
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(15_000);
  });

  const menu = () => page.getByRole('menu');
  const editor = () => page.getByRole('textbox', { name: 'Code (HTML)' });
  const confirmDelete = async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this?').waitFor();
    await dialog.getByRole('button', { name: 'Yes!' }).click();
  };

  it(
    'writes a section in CodeMirror, reads it back through the public API, groups it, edits and deletes it',
    async () => {
      await signIn(page, server.baseUrl, USER.email, USER.password);
      await waitForPath(page, '/users');
      await page.getByRole('combobox', { name: 'Project' }).getByText('Content Site').waitFor();

      await menu().getByRole('menuitem', { name: 'Sections' }).click();
      await waitForPath(page, '/modules/cms/sections');
      await page
        .getByRole('status')
        .filter({ hasText: 'There are no records to display' })
        .getByRole('link', { name: 'Add Section' })
        .click();
      await waitForPath(page, '/modules/cms/add-section');
      await page.getByLabel(/^Name/).fill('hero');
      await page.getByLabel(/^Label/).fill('Home page hero');

      // Typed into the editor as a person would: HTML mode closes the tag, Tab indents by two spaces.
      await editor().click();
      await page.keyboard.type('<h1>');
      await page.keyboard.type('Hello from CodeMirror');
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.type('<p>Second line');
      expect(await page.evaluate<string>("getComputedStyle(document.querySelector('.cm-content')).fontSize")).toBe('14px');
      // Escape, then Tab, leaves the editor (no keyboard trap).
      await page.keyboard.press('Escape');
      await page.keyboard.press('Tab');
      expect(await page.evaluate<boolean>("Boolean(document.activeElement?.closest('.cm-editor'))")).toBe(false);

      await page.getByRole('button', { name: 'Save' }).click();
      await message(page, 'Section added!').waitFor();
      await waitForPath(page, '/modules/cms/sections');
      await row(page, 'Home page hero').waitFor();

      const written = await deliver(server, apiKey, 'sections?name=hero');
      expect(written.code).toBe('<h1>Hello from CodeMirror</h1>\n  <p>Second line</p>');

      // Edit: the editor opens with the stored code.
      await row(page, 'Home page hero').getByRole('link', { name: 'Edit' }).click();
      await waitForPathMatching(page, /^\/modules\/cms\/edit-section\/\d+$/);
      await page.locator('.cm-content').getByText('Hello from CodeMirror').waitFor();
      await editor().click();
      await page.keyboard.press('Control+End');
      // Undo takes back what was just typed.
      await page.keyboard.type(' oops');
      await page.keyboard.press('Control+z');
      await page.locator('.cm-content').getByText('oops').waitFor({ state: 'detached' });
      await page.keyboard.type('\n<footer>');
      await page.getByRole('button', { name: 'Save' }).click();
      await message(page, 'Changes have been saved!').waitFor();
      await waitForPath(page, '/modules/cms/sections');
      expect((await deliver(server, apiKey, 'sections?name=hero')).code).toMatch(/<footer><\/footer>$/);

      // A group of sections, picked in the table; its edit screen preloads the ticks.
      await menu().getByRole('menuitem', { name: 'Section Groups' }).click();
      await waitForPath(page, '/modules/cms/groups');
      await page.getByRole('link', { name: 'Add Group' }).first().click();
      await waitForPath(page, '/modules/cms/add-group');
      await page.getByLabel(/^Group name/).fill('Home page');
      await page.getByRole('checkbox', { name: 'hero' }).check();
      await page.getByRole('button', { name: 'Save' }).click();
      await message(page, 'Group added!').waitFor();
      await waitForPath(page, '/modules/cms/groups');
      await row(page, 'Home page').getByRole('link', { name: 'Edit' }).click();
      await waitForPathMatching(page, /^\/modules\/cms\/edit-group\/\d+$/);
      expect(await page.getByRole('checkbox', { name: 'hero' }).isChecked()).toBe(true);
      const groupId = Number(new URL(page.url()).pathname.split('/').pop());
      const group = await deliver(server, apiKey, `groups?id=${groupId}`);
      expect(group).toMatchObject({ name: 'Home page', sections: [{ name: 'hero' }] });

      // Deleting asks first, then says so; the group no longer delivers the section.
      await menu().getByRole('menuitem', { name: 'Sections' }).click();
      await waitForPath(page, '/modules/cms/sections');
      await row(page, 'Home page hero').getByRole('button', { name: 'Delete' }).click();
      await confirmDelete();
      await message(page, 'Section deleted successfully').waitFor();
      await page.getByText('There are no records to display').waitFor();
      expect((await deliver(server, apiKey, `groups?id=${groupId}`)).sections).toEqual([]);
    },
    TIMEOUT,
  );
});
