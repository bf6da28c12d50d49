import { describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { signIn, storedKeys, waitForPath } from './support/console.js';
import { idInPath, message, row, saveForm, shot, waitForPathMatching, waitForText, waitForValue } from './support/screens.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 120_000;
const CLIENT = {
  'First name': 'Clara',
  'Last name': 'Client',
  Company: 'Acme Widgets',
  Phone: '555-0100',
  Email: 'clara@acme.test',
  Password: 'clara-pw-1',
};
const USER = { 'First name': 'Ulla', 'Last name': 'User', Email: 'ulla@acme.test', Password: 'ulla-password-1' };
const PROJECT = { 'Project name': 'Acme Website', Description: 'The public web site', Website: 'https://acme.test' };

describe('console admin and client areas', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let subscriptionId = 0;
  let invoiceId = 0;

  useConsole(async (b, s) => {
    browser = b;
    server = s;
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(15_000);
  });

  const menuItem = (name: string) => page.getByRole('menu').getByRole('menuitem', { name });
  const button = (name: string) => page.getByRole('button', { name });
  const dialog = () => page.getByRole('dialog');
  const go = (path: string) => page.goto(`${server.baseUrl}${path}`);

  it(
    'admin: adds a client, a subscription priced by the live quote, an invoice, and marks it paid',
    async () => {
      await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.getByRole('heading', { name: 'Unpaid invoices' }).waitFor();

      // An empty list offers the action that fills it.
      await menuItem('Clients').click();
      await page
        .getByRole('status')
        .filter({ hasText: 'There are no records to display' })
        .getByRole('link', { name: 'Add Client' })
        .click();
      await waitForPath(page, '/admin/add-client');
      await shot(page, '01-add-client');
      await saveForm(page, CLIENT);
      await message(page, 'Client added successfully!').waitFor();
      await waitForPathMatching(page, /^\/admin\/client-details\/\d+$/);
      const clientId = idInPath(page);

      // The cost summary follows the numbers: 49 + 10 × projects + 5 × users.
      await page.getByRole('link', { name: 'Add Subscription' }).click();
      await waitForPath(page, '/admin/add-subscription');
      await waitForValue(page.getByLabel(/^Client/), CLIENT.Company);
      for (const module of ['Content Management', 'Inventory']) await page.getByLabel(module).check();
      const fill = (label: RegExp, value: string) => page.getByLabel(label).fill(value);
      await fill(/^Core ID/, '8528');
      await fill(/^Projects/, '2');
      await fill(/^Users/, '3');
      await page.getByText('Total per month').waitFor();
      await waitForText(page, 'total-per-month', 'CA$84.00');
      await fill(/^Users/, '5');
      await waitForText(page, 'total-per-month', 'CA$94.00');
      await fill(/^Users/, '3');
      await waitForText(page, 'total-per-month', 'CA$84.00');
      await shot(page, '02-add-subscription');
      await button('Save').click();
      await message(page, 'Subscription added!').waitFor();
      await waitForPathMatching(page, /^\/admin\/subscription-details\/\d+$/);
      subscriptionId = idInPath(page);
      // Inactive until paid: only Activate is offered.
      await button('Activate').waitFor();
      expect(await button('Deactivate').count()).toBe(0);

      await page.getByRole('link', { name: 'Add Invoice' }).click();
      await waitForPath(page, '/admin/add-invoice');
      await waitForValue(page.getByLabel(/^Subscription/), '8528');
      await saveForm(page, { Description: 'Monthly subscription', Amount: '84' });
      await message(page, 'Added successfully!').waitFor();
      await waitForPathMatching(page, /^\/admin\/invoice-details\/\d+$/);
      invoiceId = idInPath(page);
      await page.getByText('CA$84.00').first().waitFor();

      // Set as Paid, once confirmed: the message, and the button (with Edit and Delete) gone.
      await button('Set as Paid').click();
      await page.getByRole('dialog').getByRole('button', { name: 'Set as Paid' }).click();
      await message(page, 'Invoice successfully marked as paid').waitFor();
      await button('Set as Paid').waitFor({ state: 'detached' });
      await message(page, 'Paid').waitFor();
      expect(await button('Delete').count()).toBe(0);
      await shot(page, '04-invoice-paid');

      // Paying activated the subscription: now only Deactivate is offered.
      await go(`/admin/subscription-details/${subscriptionId}`);
      await button('Deactivate').waitFor();
      await page.getByText('Monthly subscription').waitFor();
      await go(`/admin/client-details/${clientId}`);
      await page.getByText('8528').waitFor();
      await page.getByText(`Invoice payment for invoice ID ${invoiceId}`).waitFor();
      await shot(page, '05-client-details');

      await page.getByRole('link', { name: 'Logout' }).click();
      await waitForPath(page, '/');
    },
    TIMEOUT,
  );

  it(
    'client: sees the paid invoice and its transaction, adds a user and projects, resets a token',
    async () => {
      await signIn(page, server.baseUrl, CLIENT.Email, CLIENT.Password);
      await waitForPath(page, '/client/dashboard');
      await page.getByText('Core Config').waitFor();

      await menuItem('Invoices').click();
      await waitForPath(page, '/client/invoices');
      await row(page, 'Monthly subscription').getByText('Paid', { exact: true }).waitFor();
      await row(page, 'Monthly subscription').click();
      await waitForPath(page, `/client/invoice-details/${invoiceId}`);
      await page.getByText('CA$84.00').first().waitFor();
      expect(await button('Set as Paid').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);

      await menuItem('Transactions').click();
      await waitForPath(page, '/client/transactions');
      await page.getByText(`Invoice payment for invoice ID ${invoiceId}`).waitFor();

      await menuItem('Subscriptions').click();
      await row(page, '8528').click();
      await waitForPath(page, `/client/subscription-details/${subscriptionId}`);
      await page.getByRole('link', { name: 'Manage Users' }).click();
      await waitForPath(page, `/client/manage-users/${subscriptionId}`);
      await page.getByRole('link', { name: 'Add User' }).first().click();
      await saveForm(page, USER);
      await message(page, 'User added successfully!').waitFor();
      await waitForPath(page, `/client/manage-users/${subscriptionId}`);
      await row(page, USER.Email).waitFor();

      // The project's token is shown once, with a copy button.
      await go(`/client/subscription-details/${subscriptionId}`);
      await page.getByRole('link', { name: 'Manage Projects' }).click();
      await page.getByRole('link', { name: 'Add Project' }).first().click();
      await waitForPath(page, `/client/add-project/${subscriptionId}`);
      await saveForm(page, PROJECT);
      await message(page, 'Project added successfully!').waitFor();
      await dialog().getByText('it will not be shown again').waitFor();
      await dialog().getByRole('button', { name: 'Copy' }).first().waitFor();
      const token = await dialog().getByLabel('API token').inputValue();
      expect(token).toMatch(/^atr_/);
      await shot(page, '07-project-token');
      await dialog().getByRole('button', { name: 'Done' }).click();
      await waitForPath(page, `/client/manage-projects/${subscriptionId}`);
      await row(page, PROJECT['Project name']).waitFor();
      expect(await page.getByText(token).count()).toBe(0);

      // Edit it; reset its token after a confirmation: a new one, shown once.
      await row(page, PROJECT['Project name']).getByRole('link', { name: 'Edit' }).click();
      await waitForPathMatching(page, /^\/client\/edit-project\/\d+$/);
      await waitForValue(page.getByLabel(/^Project name/), PROJECT['Project name']);
      await button('Reset token').click();
      await dialog().getByRole('button', { name: 'Reset' }).click();
      await message(page, 'Project token reset successfully!').waitFor();
      const newToken = await dialog().getByLabel('API token').inputValue();
      expect(newToken).toMatch(/^atr_/);
      expect(newToken).not.toBe(token);
      await dialog().getByRole('button', { name: 'Done' }).click();
      await dialog().waitFor({ state: 'detached' });
      await saveForm(page, { 'Project name': 'Acme Website 2' });
      await message(page, 'Project updated successfully!').waitFor();
      await waitForPath(page, `/client/manage-projects/${subscriptionId}`);
      await row(page, 'Acme Website 2').waitFor();

      // A second project, for the users to switch between.
      await page.getByRole('link', { name: 'Add Project' }).first().click();
      await saveForm(page, { 'Project name': 'Acme Shop', Description: 'The online shop', Website: 'https://shop.acme.test' });
      await message(page, 'Project added successfully!').waitFor();
      await dialog().getByRole('button', { name: 'Done' }).click();
      await row(page, 'Acme Shop').waitFor();
    },
    TIMEOUT,
  );

  it(
    "client: deleting asks first (Nah!! keeps the row, Yes! removes it); a missing invoice leads to '/'",
    async () => {
      await go(`/client/add-user/${subscriptionId}`);
      await saveForm(page, { 'First name': 'Temp', 'Last name': 'Person', Email: 'temp@acme.test', Password: 'temp-password-1' });
      await message(page, 'User added successfully!').waitFor();
      await waitForPath(page, `/client/manage-users/${subscriptionId}`);

      const temp = row(page, 'temp@acme.test');
      await temp.getByRole('button', { name: 'Delete' }).click();
      await dialog().getByText('Confirm Delete').waitFor();
      await dialog().getByText('Are you sure you want to delete this?').waitFor();
      await shot(page, '09-confirm-delete');
      await dialog().getByRole('button', { name: 'Nah!!' }).click();
      await dialog().waitFor({ state: 'detached' });
      await temp.waitFor();
      expect(new URL(page.url()).pathname).toBe(`/client/manage-users/${subscriptionId}`);

      await temp.getByRole('button', { name: 'Delete' }).click();
      await dialog().getByRole('button', { name: 'Yes!' }).click();
      await message(page, 'User successfully deleted').waitFor();
      await temp.waitFor({ state: 'detached' });
      await row(page, USER.Email).waitFor();

      // An invoice that does not exist (or is not theirs): `/`, which shows a signed-in person their dashboard.
      await go('/client/invoice-details/999999');
      await message(page, 'The invoice does not exist').waitFor();
      await waitForPath(page, '/client/dashboard');

      await page.getByRole('link', { name: 'Logout' }).click();
      await waitForPath(page, '/');
    },
    TIMEOUT,
  );

  it(
    "user: finds the subscription's projects in the project selector, switches, and sees the project's API access",
    async () => {
      await signIn(page, server.baseUrl, USER.Email, USER.Password);
      await waitForPath(page, '/users');
      // The first project (by name) is taken until the user picks one.
      const selector = page.getByRole('combobox', { name: 'Project' });
      await selector.getByText('Acme Shop').waitFor();
      await selector.click();
      await page.getByRole('option', { name: 'Acme Shop' }).waitFor();
      await shot(page, '10-user-projects');
      await page.getByRole('option', { name: 'Acme Website 2' }).click();
      await message(page, 'Project switched successfully').waitFor();
      await waitForPath(page, '/users');
      await selector.getByText('Acme Website 2').waitFor();
      const switchedTo = await page.evaluate<string | null>("localStorage.getItem('project')");

      // The API access page: the project, its token hint and Reset token, never the token.
      await go('/users/api-access');
      await waitForValue(page.getByLabel('Project ID'), String(switchedTo));
      await page.getByText(/^atr_…/).waitFor();
      await button('Reset token').waitFor();
      await shot(page, '11-user-api-access');

      // A stored project that is not among theirs: signed out, storage cleared.
      await page.evaluate<void>("localStorage.setItem('project', '999999')");
      await page.reload();
      await waitForPath(page, '/');
      await page.getByLabel('Email').waitFor();
      expect(await storedKeys(page)).toBe(0);
    },
    TIMEOUT,
  );
});
