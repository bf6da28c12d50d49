import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { signIn, waitForPath } from './support/console.js';
import { message, shot, waitForPathMatching } from './support/screens.js';
import { apiCall, seedProjectMember } from './support/api.js';
import type { RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 180_000;
const USER = { email: 'sam@scheduler.test', password: 'sam-password-1' };

/** A user of a crm + com + sch subscription, with a customer and a lead to invite (their screens are tested elsewhere). */
async function seed(server: RunningServer): Promise<{ lead: number }> {
  const member = await seedProjectMember(server, {
    name: 'Scheduler',
    modules: ['crm', 'com', 'sch'],
    projectName: 'Scheduler Shop',
    user: { firstname: 'Sam', ...USER },
  });
  const project = member.project;
  const group = await apiCall<{ id: number }>(server, member.token, 'POST', '/crm/groups', { groupName: 'Guests', project });
  await apiCall(server, member.token, 'POST', '/crm/customers', {
    firstname: 'Ivy',
    lastname: 'Customer',
    email: 'ivy@scheduler.test',
    customerGroup: group.id,
    project,
  });
  const lead = await apiCall<{ id: number }>(server, member.token, 'POST', '/com/leads', {
    firstname: 'Ian',
    lastname: 'Lead',
    phone: '555-0102',
    email: 'ian@scheduler.test',
    project,
  });
  return { lead: lead.id };
}

/** Picks an option of an autocomplete by typing part of it. */
async function choose(page: Page, label: string, typed: string, option: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

describe('console scheduler', () => {
  let server: RunningServer;
  let page: Page;
  let lead: number;

  useConsole(async (browser, s) => {
    server = s;
    ({ lead } = await seed(server));
    page = await (await browser.newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
    page.setDefaultTimeout(15_000);
  });

  it(
    'adds an event inviting a customer and a lead, finds it by clicking its day, and shows its invitees',
    async () => {
      await signIn(page, server.baseUrl, USER.email, USER.password);
      await waitForPath(page, '/users');
      await page.getByRole('combobox', { name: 'Project' }).getByText('Scheduler Shop').waitFor();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Events', exact: true }).click();
      await waitForPath(page, '/modules/sch/events');
      // This server has no Google client: the sync says so, in people's words, before anyone clicks it.
      await message(page, 'Calendar sync is not set up on this server; ask your administrator').waitFor();
      expect(await page.getByRole('button', { name: 'Sync Google Calendar' }).isDisabled()).toBe(true);
      await page.getByRole('link', { name: 'Add Event' }).click();
      await waitForPath(page, '/modules/sch/add-event');

      // The pickers start at today and now.
      const today = new Date().toISOString().slice(0, 10);
      if ((await page.getByLabel(/^Start date/).inputValue()) !== today) throw new Error('the start date does not default to today');
      if (!/^\d{2}:\d{2}$/.test(await page.getByLabel(/^Start time/).inputValue())) throw new Error('the start time has no default');

      await page.getByLabel(/^Event name/).fill('Kick-off');
      await page.getByLabel(/^Description/).fill('Plan the year');
      await page.getByLabel(/^Start date/).fill('2026-03-02');
      await page.getByLabel(/^Start time/).fill('09:30');
      await page.getByLabel(/^End date/).fill('2026-03-02');
      await page.getByLabel(/^End time/).fill('10:45');
      await choose(page, 'Invitees: customers', 'Ivy', 'Ivy Customer');
      await choose(page, 'Invitees: leads', 'Ian', 'Ian Lead');
      await page.getByRole('button', { name: 'Save' }).click();
      await message(page, 'Event added!').waitFor();
      await waitForPath(page, '/modules/sch/events');

      // Back on today's month: go to March 2026 and click the event's day.
      await page.goto(`${server.baseUrl}/modules/sch/events`);
      await page.getByRole('spinbutton', { name: 'Year' }).fill('2026');
      await page.getByRole('combobox', { name: /^Month/ }).click();
      await page.getByRole('option', { name: 'March' }).click();
      await page.getByRole('heading', { name: 'March 2026' }).waitFor();
      await page.getByRole('gridcell', { name: 'March 02, 2026, 1 event' }).click();
      await page.getByRole('heading', { name: 'Events on March 02, 2026' }).waitFor();
      const day = page.getByRole('list', { name: "The day's events" });
      await day.getByText('March 02, 2026 · 09:30 AM – 10:45 AM UTC · Plan the year').waitFor();
      await shot(page, 'sch-events');
      // Another day lists nothing.
      await page.getByRole('gridcell', { name: 'March 03, 2026', exact: true }).click();
      await page.getByRole('heading', { name: 'Events on March 03, 2026' }).waitFor();
      await message(page, 'There are no records to display').waitFor();

      await page.getByRole('gridcell', { name: 'March 02, 2026, 1 event' }).click();
      await day.getByRole('link', { name: /Kick-off/ }).click();
      await waitForPathMatching(page, /^\/modules\/sch\/event-details\/\d+$/);
      await page.getByRole('heading', { name: 'Kick-off' }).waitFor();
      const invitees = page.getByRole('list', { name: 'Invitees' });
      await invitees.getByText('Ivy Customer').waitFor();
      await invitees.getByText('Ian Lead').waitFor();
      await invitees.getByText('Customer', { exact: true }).waitFor();
      await invitees.getByText('Lead', { exact: true }).waitFor();
      await shot(page, 'sch-event-details');

      // The lead's details list the event among its Scheduled Events.
      await page.goto(`${server.baseUrl}/modules/com/lead-details/${lead}`);
      await page.getByRole('list', { name: 'Scheduled Events' }).getByText('Kick-off').waitFor();
    },
    TIMEOUT,
  );
});
