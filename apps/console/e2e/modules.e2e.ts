import { describe, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { signIn, waitForPath } from './support/console.js';
import { message, row, saveForm } from './support/screens.js';
import { seedProjectMember } from './support/api.js';
import type { RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 120_000;
const USER = { email: 'mona@modules.test', password: 'mona-password-1' };

/** A user in an active subscription with the crm module only, and one project. */
const seedUser = (server: RunningServer) =>
  seedProjectMember(server, { name: 'Modules', modules: ['crm'], projectName: 'Modules Shop', user: { firstname: 'Mona', ...USER } });

describe('console project modules', () => {
  let server: RunningServer;
  let page: Page;

  useConsole(async (browser, s) => {
    server = s;
    await seedUser(server);
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(15_000);
  });

  const menu = () => page.getByRole('menu');

  it(
    'shows only the modules of the subscription, and manages customer groups in the current project',
    async () => {
      await signIn(page, server.baseUrl, USER.email, USER.password);
      await waitForPath(page, '/users');
      await page.getByRole('combobox', { name: 'Project' }).getByText('Modules Shop').waitFor();

      // The subscription has crm only: its menu entries, and no other module's.
      await menu().getByRole('menuitem', { name: 'Customer Groups' }).waitFor();
      for (const other of ['Sections', 'Videos', 'Items', 'Forms', 'Events', 'Assets']) {
        if (await menu().getByRole('menuitem', { name: other, exact: true }).count()) throw new Error(`the menu offers ${other}`);
      }

      await menu().getByRole('menuitem', { name: 'Customer Groups' }).click();
      await waitForPath(page, '/modules/crm/groups');
      const empty = page.getByRole('status').filter({ hasText: 'There are no records to display' });
      await empty.getByRole('link', { name: 'Add Group' }).click();
      await waitForPath(page, '/modules/crm/add-group');
      await saveForm(page, { 'Group name': 'Wholesale' });
      await message(page, 'Group added!').waitFor();
      await waitForPath(page, '/modules/crm/groups');
      await row(page, 'Wholesale').waitFor();

      await row(page, 'Wholesale').getByRole('link', { name: 'Edit' }).click();
      await page.waitForURL(/\/modules\/crm\/edit-group\/\d+$/);
      const name = page.getByLabel(/^Group name/);
      await name.fill('Wholesale partners');
      await page.getByRole('button', { name: 'Save' }).click();
      await message(page, 'Group updated!').waitFor();
      await row(page, 'Wholesale partners').waitFor();

      await row(page, 'Wholesale partners').getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Are you sure you want to delete this?').waitFor();
      await dialog.getByRole('button', { name: 'Yes!' }).click();
      await message(page, 'Deleted successfully').waitFor();
      await empty.waitFor();
    },
    TIMEOUT,
  );
});
