// Issue 19, items 3-6: missing records answered at once, the spec's /view-details/{id}, the leads screen's
// three lists each searched, paged and sorted, submissions and leads linked both ways, and a person without
// a name shown by e-mail wherever one appears. (Items 1, 2, 7 and 8 are the walk of new-user.e2e.ts.)
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { violations } from './support/axe.js';
import { seedFirstHour, type FirstHour } from './support/first-hour-seed.js';
import { signInToProject, useMemberConsole } from './support/member-console.js';
import { message, section, shot, waitForPathMatching } from './support/screens.js';
import { waitForPath } from './support/console.js';

const TIMEOUT = 120_000;
const USER = { firstname: 'Noor', email: 'noor@first-hour.test', password: 'noor-password-1' };

describe('the first hour: records, lists and links', () => {
  const state = useMemberConsole<FirstHour>((server) => seedFirstHour(server, USER, 'Lists'));
  const go = (page: Page, path: string) => page.goto(`${state.server.baseUrl}${path}`);

  it(
    'a missing lead says "not found" at once, asked once (a 4xx is not retried); send-mail says the lead does not exist',
    async () => {
      const { page } = state;
      await signInToProject(page, state.server, USER, 'Lists Shop');
      const asked: string[] = [];
      page.on('request', (r) => new URL(r.url()).searchParams.get('id') === '999999' && asked.push(r.url()));

      await go(page, '/modules/com/lead-details/999999');
      await message(page, 'Lead not found').waitFor();
      await waitForPath(page, '/modules/com/leads');
      await go(page, '/modules/com/set-score/999999');
      await message(page, 'Lead not found').waitFor();
      await waitForPath(page, '/modules/com/leads');
      // Time enough for react-query's retries (1 s, 2 s, …) had they been made.
      await page.waitForTimeout(1500);
      expect(asked).toHaveLength(2);

      await go(page, '/users/send-mail/999999/leads');
      await message(page, 'This lead does not exist (it may have been deleted).').waitFor();
      expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
      expect(await page.getByText('No e-mail address on record').count()).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'the leads screen: each list searched, paged with its total and sorted on the server; an empty list takes one line',
    async () => {
      const { page } = state;
      await go(page, '/modules/com/leads');
      const unranked = section(page, 'Unranked Leads');
      await unranked.getByText(`1-15 of ${state.seeded.unranked}`).waitFor();
      await unranked.getByRole('button', { name: 'Go to next page' }).click();
      await unranked.getByText(`16-${state.seeded.unranked} of ${state.seeded.unranked}`).waitFor();

      await unranked.getByPlaceholder('Search').fill('bulk07');
      await unranked.getByText('1-1 of 1').waitFor();
      await unranked.getByRole('row').filter({ hasText: 'bulk07@first-hour.test' }).waitFor();
      await unranked.getByPlaceholder('Search').fill('');
      await unranked.getByText(`1-15 of ${state.seeded.unranked}`).waitFor();
      // Sorted by e-mail on the server: the first row of the whole list.
      await unranked.getByRole('columnheader', { name: 'Email' }).getByRole('button').click();
      await unranked.locator('tbody tr').first().filter({ hasText: 'bulk01@first-hour.test' }).waitFor();

      // The other lists keep their own state.
      await section(page, 'Ranked Leads').getByRole('row').filter({ hasText: 'Rita Ranked' }).filter({ hasText: 'Hot (90)' }).waitFor();
      const mine = section(page, 'My Leads').getByRole('status');
      await mine.getByText('There are no records to display').waitFor();
      expect((await mine.boundingBox())!.height).toBeLessThan(60);
      await shot(page, 'leads-three-lists');
      expect(await violations(page)).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'a submission opens its lead, whose details show the submitted fields',
    async () => {
      const { page } = state;
      await go(page, '/modules/com/all-submissions');
      const submission = page.getByRole('row').filter({ hasText: state.seeded.quietEmail });
      await submission.getByRole('link', { name: 'Open lead' }).waitFor();
      await submission.getByText('Newsletter').click();
      await waitForPath(page, `/modules/com/lead-details/${state.seeded.quiet}`);
      const fields = section(page, 'Form Submissions');
      await fields.getByText('Send me the catalogue').waitFor();
      await fields.getByText('Newsletter').waitFor();
    },
    TIMEOUT,
  );

  it(
    "a person without a name reads as their e-mail: engagements, item details, invitees; /view-details/{id} opens the person's details",
    async () => {
      const { page } = state;
      const { quiet, quietEmail } = state.seeded;
      await go(page, '/modules/inv/engagements');
      const owner = section(page, 'Lead Engagements')
        .getByRole('row')
        .filter({ hasText: 'Oak table' })
        .getByRole('link', { name: quietEmail });
      await owner.click();
      await waitForPath(page, `/modules/com/lead-details/${quiet}`);

      await go(page, `/modules/inv/item-details/${state.seeded.item}`);
      await section(page, 'Engagements').getByRole('link', { name: quietEmail }).waitFor();
      await go(page, `/modules/sch/event-details/${state.seeded.event}`);
      await page.getByRole('list', { name: 'Invitees' }).getByText(quietEmail).waitFor();

      await go(page, `/view-details/${quiet}?tagType=lead`);
      await waitForPath(page, `/modules/com/lead-details/${quiet}`);
      await go(page, '/view-details/999999');
      await page.getByText('There is no lead or customer with this number in this project.').waitFor();
      await go(page, `/view-details/${quiet}`);
      await waitForPathMatching(page, /^\/modules\/com\/lead-details\/\d+$/);
    },
    TIMEOUT,
  );
});
