import { readFile } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { adminToken, apiCall, seedProjectMember } from './support/api.js';
import { signIn, waitForPath } from './support/console.js';
import { message, saveForm, waitForPathMatching } from './support/screens.js';
import type { RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 180_000;
const USER = { email: 'cora@customers.test', password: 'cora-password-1' };

/** A user (Cora) in an active subscription with the crm module, and one project; answers the project id. */
const seedUser = async (server: RunningServer): Promise<number> =>
  (
    await seedProjectMember(server, {
      name: 'Customers',
      modules: ['crm'],
      projectName: 'Customers Shop',
      user: { firstname: 'Cora', ...USER },
    })
  ).project;

describe('console CRM customers', () => {
  let server: RunningServer;
  let page: Page;
  let project: number;

  useConsole(async (browser, s) => {
    server = s;
    project = await seedUser(server);
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
    page.setDefaultTimeout(15_000);
  });

  const section = (title: string): Locator => page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
  const rowIn = (list: Locator, text: string) => list.getByRole('row').filter({ hasText: text });
  const customersScreen = async () => {
    await page.getByRole('menu').getByRole('menuitem', { name: 'Customers', exact: true }).click();
    await waitForPath(page, '/modules/crm/customers');
  };
  const pick = async (label: RegExp, option: string) => {
    await page.getByLabel(label).click();
    await page.getByRole('option', { name: option }).click();
  };

  it(
    'asks for a group first, adds a customer assigned to the user, lists and exports it, edits and deletes it',
    async () => {
      await signIn(page, server.baseUrl, USER.email, USER.password);
      await waitForPath(page, '/users');
      await page.getByRole('combobox', { name: 'Project' }).getByText('Customers Shop').waitFor();

      // No group yet: the add screen sends the user to add one.
      await customersScreen();
      await page.getByRole('link', { name: 'Add Customer' }).first().click();
      await message(page, 'Before creating a customer, create at least one customer group').waitFor();
      await waitForPath(page, '/modules/crm/add-group');
      await saveForm(page, { 'Group name': 'Retail' });
      await message(page, 'Group added!').waitFor();

      await customersScreen();
      await page.getByRole('link', { name: 'Add Customer' }).first().click();
      await waitForPath(page, '/modules/crm/add-customer');
      await pick(/^Customer group/, 'Retail');
      await pick(/^Assign to/, 'Cora User');
      await saveForm(page, { 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'ada@example.com', City: 'Montreal' });
      await message(page, 'Customer added!').waitFor();
      await waitForPath(page, '/modules/crm/customers');
      await rowIn(section('My Customers'), 'Lovelace').waitFor();
      await rowIn(section('All Customers'), 'Lovelace').waitFor();

      // One more, not assigned: in All Customers and the export, not in My Customers.
      const token = await adminToken(server, USER.email, USER.password);
      const [group] = await apiCall<Array<{ id: number }>>(server, token, 'GET', `/crm/groups?project=${project}`);
      await apiCall(server, token, 'POST', '/crm/customers', {
        firstname: 'Grace',
        lastname: 'Hopper',
        email: 'grace@example.com',
        customerGroup: group.id,
        project,
      });
      await page.reload();
      await rowIn(section('All Customers'), 'Hopper').waitFor();
      expect(await rowIn(section('My Customers'), 'Hopper').count()).toBe(0);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section('All Customers').getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('ExportedData.csv');
      const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
      expect(lines[0]).toMatch(/^ID,First name,Last name,Email,/);
      expect(lines.slice(1).map((line) => line.split(',').slice(1, 4))).toEqual([
        ['Ada', 'Lovelace', 'ada@example.com'],
        ['Grace', 'Hopper', 'grace@example.com'],
      ]);

      await rowIn(section('All Customers'), 'Lovelace').getByText('Ada Lovelace', { exact: true }).click();
      await waitForPathMatching(page, /^\/modules\/crm\/customer-details\/\d+$/);
      await page.getByRole('link', { name: 'Edit' }).waitFor();
      await message(page, 'Montreal').waitFor();
      await page.getByRole('link', { name: 'Edit' }).click();
      await waitForPathMatching(page, /^\/modules\/crm\/edit-customer\/\d+$/);
      const city = page.getByLabel(/^City/);
      await city.fill('Laval');
      await page.getByRole('button', { name: 'Save' }).click();
      await message(page, 'Changes saved successfully!').waitFor();
      await waitForPathMatching(page, /^\/modules\/crm\/customer-details\/\d+$/);
      await message(page, 'Laval').waitFor();

      await page.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Are you sure you want to delete this?').waitFor();
      await dialog.getByRole('button', { name: 'Yes!' }).click();
      await message(page, 'Deleted successfully').waitFor();
      await waitForPath(page, '/modules/crm/customers');
      await rowIn(section('All Customers'), 'Hopper').waitFor();
      expect(await rowIn(section('All Customers'), 'Lovelace').count()).toBe(0);
    },
    TIMEOUT,
  );
});
