import { describe, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { waitForPath } from './support/console.js';
import { seedMemberWithLead, signInToProject, useMemberConsole } from './support/member-console.js';
import { message, row, saveForm, shot, waitForPathMatching } from './support/screens.js';

const TIMEOUT = 180_000;
const USER = { firstname: 'Ivan', email: 'ivan@inventory.test', password: 'ivan-password-1' };

const menu = (page: Page, name: string) => page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click();

describe('console inventory', () => {
  // A user of an inventory subscription (with com for the lead, asm for the asset panels), and a lead of the project.
  const ui = useMemberConsole((server) =>
    seedMemberWithLead(
      server,
      { name: 'Inventory', modules: ['inv', 'com', 'crm', 'asm'], projectName: 'Furniture Shop', user: USER },
      { firstname: 'Ada', lastname: 'Buyer', email: 'ada@inventory.test' },
    ),
  );

  it(
    'creates a template, a group and an item, changes its availability, tags it to a lead and finds it in the hottest report',
    async () => {
      const { page, server, seeded: lead } = ui;
      await signInToProject(page, server, USER, 'Furniture Shop');

      // A template: the server's rule first ('Your keys have to contain item and cost'), then a good one.
      await menu(page, 'Templates');
      await waitForPath(page, '/modules/inv/templates');
      await message(page, 'There are no records to display').waitFor();
      await page.getByRole('link', { name: 'Add Template' }).first().click();
      await waitForPath(page, '/modules/inv/add-template');
      await saveForm(page, { 'Template name': 'Furniture', Fields: 'name, price' });
      await message(page, 'Your keys have to contain item and cost').waitFor();
      await saveForm(page, { Fields: 'item, cost, "colour"' });
      await message(page, 'Template added!').waitFor();
      await waitForPath(page, '/modules/inv/templates');
      await row(page, 'item, cost, colour').waitFor();

      // A group on that template.
      await menu(page, 'Item Groups');
      await waitForPath(page, '/modules/inv/groups');
      await page.getByRole('link', { name: 'Add Group' }).first().click();
      await waitForPath(page, '/modules/inv/add-group');
      await page.getByLabel(/^Group name/).fill('Showroom');
      await page.getByRole('combobox', { name: 'Template' }).click();
      await page.getByRole('option', { name: 'Furniture' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await message(page, 'Group added!').waitFor();
      await waitForPath(page, '/modules/inv/groups');
      await row(page, 'Showroom').waitFor();

      // An item, from a form generated from the template's fields; its cost in Canadian dollars.
      await menu(page, 'Items');
      await waitForPath(page, '/modules/inv/items');
      await page.getByRole('heading', { name: 'Showroom' }).waitFor();
      await page.getByRole('link', { name: 'Add Item' }).first().click();
      await waitForPathMatching(page, /^\/modules\/inv\/add-item\/\d+$/);
      await saveForm(page, { Item: 'Oak table', Cost: '450.5', Colour: 'natural' });
      await message(page, 'Item added!').waitFor();
      await waitForPath(page, '/modules/inv/items');
      await row(page, 'Oak table').filter({ hasText: 'CA$450.50' }).filter({ hasText: 'Available' }).waitFor();
      await shot(page, 'inv-items');

      // Edited through the same generated form ('Item added!' on edit too, spec 2 §8).
      await row(page, 'Oak table').getByRole('link', { name: 'Edit' }).click();
      await waitForPathMatching(page, /^\/modules\/inv\/edit-item\/\d+\/\d+$/);
      await saveForm(page, { Colour: 'dark oak' });
      await message(page, 'Item added!').waitFor();
      await waitForPath(page, '/modules/inv/items');

      // Its availability, through the Manage Availability modal.
      await row(page, 'Oak table').click();
      await waitForPathMatching(page, /^\/modules\/inv\/item-details\/\d+$/);
      await page.getByRole('heading', { name: 'Oak table' }).waitFor();
      await page.getByText('dark oak', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Manage Availability' }).click();
      const availability = page.getByRole('dialog');
      await availability.getByRole('radio', { name: 'Hold' }).check();
      await availability.getByRole('button', { name: 'Save' }).click();
      await message(page, 'Inventory status updated successfully!').waitFor();
      await availability.waitFor({ state: 'hidden' });
      await page.getByText('Hold', { exact: true }).first().waitFor();
      await shot(page, 'inv-item-details');

      // Tagged to the lead from the lead's details.
      await page.goto(`${server.baseUrl}/modules/com/lead-details/${lead}`);
      await page.getByRole('heading', { name: 'Ada Buyer' }).waitFor();
      const engagements = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Inventory Engagements' }) });
      await engagements.getByRole('button', { name: 'Tag Item' }).first().click();
      const tagDialog = page.getByRole('dialog');
      await tagDialog.getByRole('combobox', { name: 'Group' }).click();
      await page.getByRole('option', { name: 'Showroom' }).click();
      await tagDialog.getByRole('combobox', { name: 'Item' }).fill('oak');
      await page.getByRole('option', { name: 'Oak table' }).click();
      await tagDialog.getByRole('button', { name: 'Tag', exact: true }).click();
      await message(page, 'Item tagged!').waitFor();
      await engagements.getByRole('row').filter({ hasText: 'Oak table' }).waitFor();

      // The engagements page lists it under the lead engagements, linking to the lead.
      await menu(page, 'Engagements');
      await waitForPath(page, '/modules/inv/engagements');
      const leadEngagements = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Lead Engagements' }) });
      await leadEngagements.getByRole('row').filter({ hasText: 'Oak table' }).getByRole('link', { name: 'Ada Buyer' }).waitFor();

      // The engagement counts in the hottest report of the last ten minutes.
      await menu(page, 'Hottest Items');
      await waitForPath(page, '/modules/inv/hottest-items');
      await page.getByRole('button', { name: 'Generate Report' }).click();
      await row(page, 'Oak table').filter({ hasText: 'CA$450.50' }).filter({ hasText: '1' }).waitFor();
      await shot(page, 'inv-hottest');
    },
    TIMEOUT,
  );
});
