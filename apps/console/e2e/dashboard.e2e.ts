import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { apiCall, seedProjectMember } from './support/api.js';
import { violations } from './support/axe.js';
import { signIn, waitForPath } from './support/console.js';
import { message, shot, waitUntil } from './support/screens.js';
import type { RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 180_000;
const USER = { email: 'dana@dashboard.test', password: 'dana-password-1' };

/** Dana works in two projects: three new leads in Dash North, one in Dash South (all of today). */
async function seed(server: RunningServer) {
  const member = await seedProjectMember(server, {
    name: 'Dashboard',
    modules: ['com'],
    projectName: 'Dash North',
    moreProjects: ['Dash South'],
    user: { firstname: 'Dana', ...USER },
  });
  const lead = (project: number, n: number) =>
    apiCall(server, member.token, 'POST', '/com/leads', {
      project,
      firstname: 'Lead',
      lastname: String(n),
      phone: '555-0100',
      email: `lead${n}-${project}@dashboard.test`,
    });
  for (const n of [1, 2, 3]) await lead(member.project, n);
  await lead(member.moreProjects[0], 4);
}

describe('console user dashboard', () => {
  let server: RunningServer;
  let page: Page;

  useConsole(async (browser, s) => {
    server = s;
    await seed(server);
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(15_000);
  });

  const total = (title: string) => page.getByLabel(`${title}, total in the range`);
  // The figure beside a chart's title (its aria-label names the chart).
  const waitForTotal = async (title: string, text: string) =>
    waitUntil(page, `document.querySelector('[aria-label="${title}, total in the range"]')?.textContent === ${JSON.stringify(text)}`);

  it(
    "shows the six charts of the current project over the last 600000 seconds, and another project's after a switch",
    async () => {
      await signIn(page, server.baseUrl, USER.email, USER.password);
      await waitForPath(page, '/users');
      const selector = page.getByRole('combobox', { name: 'Project' });
      await selector.getByText('Dash North').waitFor();

      for (const title of ['New Leads', 'Inventory Engagements', 'Form Submissions', 'New Customers', 'Video Likes', 'Video Views'])
        await page.getByRole('heading', { name: title, exact: true }).waitFor();
      await waitForTotal('New Leads', '3');
      await waitForTotal('Form Submissions', '0');
      // A chart is drawn for a series with rows; an empty one says so.
      const leads = page.locator('section[data-dataset="newleads"]');
      await leads.locator('svg').first().waitFor();
      await page.locator('section[data-dataset="customers"]').getByText('No data in this range').waitFor();
      // The range defaults to the last 600000 seconds (CONTRACT §9).
      const from = await page.getByLabel('From', { exact: true }).inputValue();
      const to = await page.getByLabel('To', { exact: true }).inputValue();
      const span = (Date.parse(to) - Date.parse(from)) / 1000;
      if (Math.abs(span - 600_000) > 60) throw new Error(`default range spans ${span} s`);
      await shot(page, 'dashboard-north');
      // The charts, their titles and the picker pass the WCAG A/AA checks the other screens pass.
      expect(await violations(page)).toEqual([]);

      await selector.click();
      await page.getByRole('option', { name: 'Dash South' }).click();
      await message(page, 'Project switched successfully').waitFor();
      await waitForPath(page, '/users');
      await waitForTotal('New Leads', '1');
      await shot(page, 'dashboard-south');

      // A range that ends before today's leads: nothing in it.
      await page.getByLabel('To', { exact: true }).fill('2020-01-02T00:00');
      await page.getByLabel('From', { exact: true }).fill('2020-01-01T00:00');
      await waitForTotal('New Leads', '0');
      await leads.getByText('No data in this range').waitFor();
      await total('New Leads').waitFor();
    },
    TIMEOUT,
  );
});
