// Issue 8's "Done when": the whole lead pipeline in the browser. A form made in the console, a visitor's
// submission through the public API with the project's key, the lead it made, a note on it, its score, its
// conversion into a customer, and the customers' CSV export read back from the downloaded file.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { apiCall, seedProjectMember, type ProjectMember } from './support/api.js';
import { signIn, waitForPath } from './support/console.js';
import { message, row, saveForm, waitForPathMatching } from './support/screens.js';
import type { RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 240_000;
const USER = { email: 'pia@pipeline.test', password: 'pia-password-1' };
const NOTE_ADDED = 'Note added successful! Close the pop up or add another note.';

/** A user of a crm + com subscription; a customer group and a scoring seeded (their screens are tested elsewhere). */
async function seed(server: RunningServer): Promise<ProjectMember> {
  const member = await seedProjectMember(server, {
    name: 'Pipeline',
    modules: ['crm', 'com'],
    projectName: 'Pipeline Shop',
    user: { firstname: 'Pia', ...USER },
  });
  await apiCall(server, member.token, 'POST', '/crm/groups', { groupName: 'From leads', project: member.project });
  await apiCall(server, member.token, 'POST', '/com/scoring', { label: 'Hot', score: 90, color: '#ff0000', project: member.project });
  return member;
}

/** The visitor's submission, as the project's own web site posts it to the public API. */
async function submit(server: RunningServer, apiKey: string, formId: number, fields: Record<string, string>): Promise<void> {
  const r = await fetch(`${server.baseUrl}/api/public/forms/${formId}/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify(fields),
  });
  if (!r.ok) throw new Error(`public intake: ${r.status} ${await r.text()}`);
}

describe('console: the lead pipeline', () => {
  let server: RunningServer;
  let page: Page;
  let member: ProjectMember;

  useConsole(async (browser, s) => {
    server = s;
    member = await seed(server);
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
    page.setDefaultTimeout(15_000);
  });

  const menuItem = (name: string) => page.getByRole('menu').getByRole('menuitem', { name, exact: true });
  const section = (title: string): Locator => page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
  const confirmDelete = async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this?').waitFor();
    await dialog.getByRole('button', { name: 'Yes!' }).click();
  };

  /** Adds notes through the pop-up, which stays open after each with the spec's message, then closes it. */
  async function addNotes(notes: Locator, texts: string[]): Promise<void> {
    await notes.getByRole('button', { name: 'Add note' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add note' });
    for (const text of texts) {
      await dialog.getByLabel(/^Note/).fill(text);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText(NOTE_ADDED).waitFor();
      expect(await dialog.getByLabel(/^Note/).inputValue()).toBe('');
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  it(
    'form → public submission → lead (with notes) → score → customer → CSV export',
    async () => {
      await signIn(page, server.baseUrl, USER.email, USER.password);
      await waitForPath(page, '/users');
      await page.getByRole('combobox', { name: 'Project' }).getByText('Pipeline Shop').waitFor();

      // 1. The form, made in the console.
      await menuItem('Forms').click();
      await waitForPath(page, '/modules/com/forms');
      await page.getByRole('link', { name: 'Add Form' }).first().click();
      await waitForPath(page, '/modules/com/add-form');
      await saveForm(page, { 'Form name': 'Quote request', 'Notify SMS': '+1 514 555 0100', 'Notify e-mails': 'sales@pipeline.test' });
      await message(page, 'Form added!').waitFor();
      await row(page, 'Quote request').waitFor();

      // 2. A visitor submits it on the project's web site (the form's id is what that site embeds).
      const [form] = await apiCall<Array<{ id: number; label: string }>>(
        server,
        member.token,
        'GET',
        `/com/forms?project=${member.project}`,
      );
      expect(form.label).toBe('Quote request');
      await submit(server, member.apiKey, form.id, {
        firstname: 'Ada',
        lastname: 'Lovelace',
        phone: '555-0101',
        email: 'ada@visitor.test',
        message: 'A quote for 40 seats, please',
      });

      // 3. The lead it made, unranked, with its submission.
      await menuItem('Leads').click();
      await waitForPath(page, '/modules/com/leads');
      await section('Unranked Leads').getByRole('row').filter({ hasText: 'ada@visitor.test' }).click();
      await waitForPathMatching(page, /^\/modules\/com\/lead-details\/\d+$/);
      await page.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();
      await message(page, 'Lead Score: None').waitFor();
      await section('Form Submissions').getByText('Quote request').waitFor();

      // 4. Notes on the lead: two added in one visit to the pop-up, newest first, one deleted after a confirmation.
      const notes = section('Notes');
      await notes.getByText('There are no records to display').waitFor();
      await addNotes(notes, ['Called back: wants 40 seats', 'Sent the price list']);
      await notes.getByRole('row').nth(1).getByText('Sent the price list').waitFor();
      await notes.getByRole('row').nth(2).getByText('Called back: wants 40 seats').waitFor();
      await notes.getByRole('row').filter({ hasText: 'Sent the price list' }).getByText('Pia User').waitFor();
      await notes.getByRole('row').filter({ hasText: 'Sent the price list' }).getByRole('button', { name: 'Delete' }).click();
      await confirmDelete();
      await message(page, 'Deleted successfully').waitFor();
      await notes.getByRole('row').filter({ hasText: 'Sent the price list' }).waitFor({ state: 'detached' });
      await notes.getByRole('row').filter({ hasText: 'Called back: wants 40 seats' }).waitFor();

      // 5. Its score.
      await page.getByRole('link', { name: 'Set Score' }).click();
      await waitForPathMatching(page, /^\/modules\/com\/set-score\/\d+$/);
      await page.getByRole('combobox', { name: 'Scoring' }).click();
      await page.getByRole('option').filter({ hasText: 'Hot' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await message(page, 'Saved successfully!').waitFor();
      await waitForPathMatching(page, /^\/modules\/com\/lead-details\/\d+$/);
      await page.getByText('Hot (90)').waitFor();

      // 6. The customer it becomes.
      await page.getByRole('button', { name: 'Convert To Customer' }).click();
      const convert = page.getByRole('dialog');
      await convert.getByRole('combobox', { name: 'Customer group' }).click();
      await page.getByRole('option', { name: 'From leads' }).click();
      await convert.getByRole('button', { name: 'Convert', exact: true }).click();
      await message(page, 'The lead has been successfully converted to a customer').waitFor();
      await waitForPath(page, '/modules/crm/customers');
      const customers = section('All Customers');
      await customers.getByRole('row').filter({ hasText: 'ada@visitor.test' }).waitFor();

      // 7. The export: every customer of the project, as the file the browser downloads.
      const [download] = await Promise.all([page.waitForEvent('download'), customers.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toBe('ExportedData.csv');
      const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
      expect(lines[0]).toMatch(/^ID,First name,Last name,Email,/);
      expect(lines.slice(1).map((line) => line.split(',').slice(1, 4))).toEqual([['Ada', 'Lovelace', 'ada@visitor.test']]);

      // 8. The customer's own notes (the crm module's), separate from the lead's.
      await customers.getByRole('row').filter({ hasText: 'ada@visitor.test' }).getByText('Ada Lovelace', { exact: true }).click();
      await waitForPathMatching(page, /^\/modules\/crm\/customer-details\/\d+$/);
      const customerNotes = section('Notes');
      await customerNotes.getByText('There are no records to display').waitFor();
      await addNotes(customerNotes, ['Signed for 40 seats']);
      await customerNotes.getByRole('row').filter({ hasText: 'Signed for 40 seats' }).waitFor();
    },
    TIMEOUT,
  );
});
