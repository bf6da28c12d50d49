// Outgoing webhooks in the console (issue 23 §1): a user adds an endpoint, sees its signing secret once,
// sends a test event and finds it delivered in the endpoint's log; the receiver, on 127.0.0.1 (allowed by
// WEBHOOKS_ALLOW_LOOPBACK), checks the signature with standardwebhooks.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { seedProjectMember } from './support/api.js';
import { waitForPath } from './support/console.js';
import { signInToProject, useMemberConsole } from './support/member-console.js';

const TIMEOUT = 120_000;
// Read by the server this file starts (it inherits the environment).
process.env.WEBHOOKS_ALLOW_LOOPBACK = 'true';
afterAll(() => {
  delete process.env.WEBHOOKS_ALLOW_LOOPBACK;
});

const got: { headers: IncomingHttpHeaders; body: string }[] = [];
let receiver: Server;
let receiverUrl = '';
beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.end('received');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const user = { firstname: 'Wendy', email: 'wendy@hooks.test', password: 'wendy-password-1' };

describe('webhooks in the console', () => {
  const c = useMemberConsole((server) => seedProjectMember(server, { name: 'Hooks', modules: ['crm'], projectName: 'Hook site', user }));

  it(
    'adds an endpoint, shows its secret once, sends a test event and logs its delivery',
    async () => {
      const { page, server } = c;
      await signInToProject(page, server, user, 'Hook site');
      await page.getByRole('menu').getByRole('menuitem', { name: 'Webhooks', exact: true }).click();
      await waitForPath(page, '/users/webhooks');

      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const add = page.getByRole('dialog', { name: 'Add endpoint' });
      await add.getByLabel('Endpoint URL').fill(receiverUrl);
      await add.getByLabel('Description').fill('Our CRM');
      await add.getByRole('checkbox', { name: 'customer.created' }).check();
      await add.getByRole('button', { name: 'Add endpoint' }).click();

      const shown = page.getByRole('dialog', { name: 'Signing secret' });
      const secret = await shown.getByLabel('Secret').inputValue();
      expect(secret).toMatch(/^whsec_/);
      await shown.getByText('it will not be shown again').waitFor();
      await shown.getByRole('button', { name: 'Done' }).click();
      await shown.waitFor({ state: 'detached' });
      expect(await page.content()).not.toContain(secret);

      await page.getByRole('link', { name: receiverUrl }).click();
      await page.waitForURL((url) => /^\/users\/webhook-details\/\d+$/.test(url.pathname));
      await page.getByRole('button', { name: 'Send test event' }).click();
      await page.getByText('Test event sent').waitFor();
      const log = page.getByRole('table', { name: 'Delivery log' });
      for (let i = 0; i < 50 && !(await log.getByText('Delivered').count()); i++) {
        await page.waitForTimeout(200);
        await page.getByRole('button', { name: 'Reload log' }).click();
      }
      await log.getByText('Delivered').waitFor();
      await log.getByText('webhook.test').waitFor();
      expect(await log.textContent()).toContain('200');

      expect(got).toHaveLength(1);
      const payload = new Webhook(secret).verify(got[0].body, got[0].headers as Record<string, string>);
      expect(payload).toMatchObject({ type: 'webhook.test' });
    },
    TIMEOUT,
  );
});
