import { describe, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminToken, apiCall, seedProjectMember } from './support/api.js';
import { signIn, waitForPath } from './support/console.js';
import { message, row, saveForm, waitForPathMatching } from './support/screens.js';
import type { RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 180_000;
const USER = { email: 'fern@com-forms.test', password: 'fern-password-1' };

/** A user of an active subscription with the com module and one project; answers the project and its API key. */
const seedUser = async (server: RunningServer): Promise<{ project: number; apiKey: string }> =>
  seedProjectMember(server, { name: 'Forms', modules: ['com'], projectName: 'Forms Shop', user: { firstname: 'Fern', ...USER } });

/** A visitor's submission through the public intake, as the project's own web site sends it. */
async function submit(server: RunningServer, apiKey: string, formId: number, fields: Record<string, string>): Promise<void> {
  const r = await fetch(`${server.baseUrl}/api/public/forms/${formId}/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify(fields),
  });
  if (!r.ok) throw new Error(`public intake: ${r.status} ${await r.text()}`);
}

describe('console communications: forms, submissions and scoring', () => {
  let server: RunningServer;
  let page: Page;
  let seeded: { project: number; apiKey: string };

  useConsole(async (browser, s) => {
    server = s;
    seeded = await seedUser(server);
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(15_000);
  });

  const menu = () => page.getByRole('menu');
  const empty = () => page.getByRole('status').filter({ hasText: 'There are no records to display' });
  const confirmDelete = async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this?').waitFor();
    await dialog.getByRole('button', { name: 'Yes!' }).click();
  };

  it(
    "adds a form, sees a visitor's submission and deletes it (inactive), and adds a scoring with its coloured star",
    async () => {
      await signIn(page, server.baseUrl, USER.email, USER.password);
      await waitForPath(page, '/users');
      await page.getByRole('combobox', { name: 'Project' }).getByText('Forms Shop').waitFor();

      await menu().getByRole('menuitem', { name: 'Forms' }).click();
      await waitForPath(page, '/modules/com/forms');
      await empty().getByRole('link', { name: 'Add Form' }).click();
      await waitForPath(page, '/modules/com/add-form');
      await saveForm(page, { 'Form name': 'Contact us', 'Notify SMS': '+1 514 555 0100', 'Notify e-mails': 'sales@com-forms.test' });
      await message(page, 'Form added!').waitFor();
      await waitForPath(page, '/modules/com/forms');
      await row(page, 'Contact us').getByText('sales@com-forms.test').waitFor();

      const user = await adminToken(server, USER.email, USER.password);
      const [form] = await apiCall<Array<{ id: number }>>(server, user, 'GET', `/com/forms?project=${seeded.project}`);
      await submit(server, seeded.apiKey, form.id, { email: 'ada@visitor.test', message: 'Please call me back' });

      await row(page, 'Contact us').getByRole('link', { name: 'Submissions' }).click();
      await waitForPathMatching(page, /^\/modules\/com\/form-submissions\/\d+$/);
      await page.getByText('Submissions of Contact us').waitFor();
      const submission = row(page, 'ada@visitor.test');
      await submission.getByText('Please call me back').waitFor();
      await submission.getByText('Active', { exact: true }).waitFor();
      await submission.getByRole('button', { name: 'Delete' }).click();
      await confirmDelete();
      await message(page, 'Deleted successfully').waitFor();
      await submission.getByText('Inactive', { exact: true }).waitFor();

      await menu().getByRole('menuitem', { name: 'Scoring' }).click();
      await waitForPath(page, '/modules/com/scoring');
      await empty().getByRole('link', { name: 'Add Scoring' }).click();
      await waitForPath(page, '/modules/com/add-scoring');
      await saveForm(page, { Label: 'Hot', Score: '12.5', Color: '#FF8800' });
      await message(page, 'Scoring added!').waitFor();
      await waitForPath(page, '/modules/com/scoring');
      const hot = row(page, 'Hot');
      await hot.getByText('12.5').waitFor();
      await hot.getByRole('img', { name: 'Hot: colour #ff8800' }).waitFor();

      await hot.getByRole('link', { name: 'Edit' }).click();
      await waitForPathMatching(page, /^\/modules\/com\/edit-scoring\/\d+$/);
      const score = page.getByLabel(/^Score/);
      await score.fill('-3');
      await page.getByRole('button', { name: 'Save' }).click();
      await message(page, 'Saved successfully!').waitFor();
      await row(page, 'Hot').getByText('-3').waitFor();
      await row(page, 'Hot').getByRole('button', { name: 'Delete' }).click();
      await confirmDelete();
      await message(page, 'Deleted successfully').waitFor();
      await empty().waitFor();
    },
    TIMEOUT,
  );
});
