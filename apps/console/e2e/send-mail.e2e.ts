import { describe, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { seedProjectMember } from './support/api.js';
import { signIn, waitForPath } from './support/console.js';
import { message } from './support/screens.js';
import type { RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 120_000;
const USER = { email: 'sam@send-mail.test', password: 'sam-password-1' };

/** A user of an active subscription with the com module, and one project. */
const seedUser = (server: RunningServer) =>
  seedProjectMember(server, { name: 'Mail', modules: ['com'], projectName: 'Mail Shop', user: { firstname: 'Sam', ...USER } });

describe('send mail', () => {
  let server: RunningServer;
  let page: Page;

  useConsole(async (browser, s) => {
    server = s;
    await seedUser(server);
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(15_000);
  });

  it(
    "sends a mail to a lead from /users/send-mail/{id}/leads: 'Mail sent successfully!'",
    async () => {
      await signIn(page, server.baseUrl, USER.email, USER.password);
      await waitForPath(page, '/users');
      await page.getByRole('combobox', { name: 'Project' }).getByText('Mail Shop').waitFor();

      await page.goto(`${server.baseUrl}/users/send-mail/1/leads?email=lead%40send-mail.test`);
      await page.getByText('Send a mail to this lead.').waitFor();
      const to = page.getByRole('textbox', { name: 'To', exact: true });
      if ((await to.inputValue()) !== 'lead@send-mail.test') throw new Error(`the recipient reads ${await to.inputValue()}`);

      await page.getByLabel(/^Subject/).fill('Your visit');
      await page.getByLabel(/^Message/).fill('See you on Friday.');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await message(page, 'Mail sent successfully!').waitFor();
    },
    TIMEOUT,
  );
});
