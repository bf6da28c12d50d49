import { describe, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { signIn, waitForPath } from './support/console.js';
import { message, row, saveForm, shot, waitForPathMatching } from './support/screens.js';
import { apiCall, seedProjectMember } from './support/api.js';
import type { RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 120_000;
const USER = { email: 'lena@leads.test', password: 'lena-password-1' };

/** A user of a crm + com subscription, its project with a customer group and a scoring (their screens are tested elsewhere). */
async function seed(server: RunningServer): Promise<void> {
  const member = await seedProjectMember(server, {
    name: 'Leads',
    modules: ['crm', 'com'],
    projectName: 'Leads Shop',
    user: { firstname: 'Lena', ...USER },
  });
  await apiCall(server, member.token, 'POST', '/crm/groups', { groupName: 'Converted leads', project: member.project });
  await apiCall(server, member.token, 'POST', '/com/scoring', { label: 'Hot', score: 90, color: '#ff0000', project: member.project });
}

describe('console leads', () => {
  let server: RunningServer;
  let page: Page;

  useConsole(async (browser, s) => {
    server = s;
    await seed(server);
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(15_000);
  });

  it(
    'adds a lead, sets its score, converts it, and shows the customer',
    async () => {
      await signIn(page, server.baseUrl, USER.email, USER.password);
      await waitForPath(page, '/users');
      await page.getByRole('combobox', { name: 'Project' }).getByText('Leads Shop').waitFor();

      await page.getByRole('menu').getByRole('menuitem', { name: 'Leads', exact: true }).click();
      await waitForPath(page, '/modules/com/leads');
      await page.getByRole('link', { name: 'Add Lead' }).click();
      await waitForPath(page, '/modules/com/add-lead');
      await saveForm(page, { 'First name': 'Ada', 'Last name': 'Lovelace', Phone: '555-0101', Email: 'ada@leads.test' });
      await message(page, 'Lead added!').waitFor();
      await waitForPath(page, '/modules/com/leads');
      await page.getByRole('heading', { name: 'Unranked Leads' }).waitFor();
      await shot(page, 'leads');
      const unranked = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Unranked Leads' }) });
      await unranked.getByRole('row').filter({ hasText: 'ada@leads.test' }).click();

      await waitForPathMatching(page, /^\/modules\/com\/lead-details\/\d+$/);
      await page.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();
      await message(page, 'Lead Score: None').waitFor();
      await page.getByRole('link', { name: 'Set Score' }).click();
      await waitForPathMatching(page, /^\/modules\/com\/set-score\/\d+$/);
      await page.getByRole('combobox', { name: 'Scoring' }).click();
      const options = page.getByRole('option');
      if ((await options.first().textContent()) !== 'None') throw new Error('the first option is not None');
      await options.filter({ hasText: 'Hot' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await message(page, 'Saved successfully!').waitFor();
      await waitForPathMatching(page, /^\/modules\/com\/lead-details\/\d+$/);
      await page.getByText('Hot (90)').waitFor();
      await shot(page, 'lead-details');

      await page.getByRole('button', { name: 'Convert To Customer' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Customer group' }).click();
      await page.getByRole('option', { name: 'Converted leads' }).click();
      await dialog.getByRole('button', { name: 'Convert', exact: true }).click();
      await message(page, 'The lead has been successfully converted to a customer').waitFor();
      await waitForPath(page, '/modules/crm/customers');
      await row(page, 'ada@leads.test').first().waitFor();
    },
    TIMEOUT,
  );
});
