import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { buildWorld, PASSWORD, type World } from '../../api/test/support/fixtures.js';
import { useTestApp, type TestApp } from '../../api/test/support/test-app.js';
import { lines, runAtrium, signIn, type SignedIn } from './support/cli-harness.js';

// `atrium webhooks list|test|redeliver`: a user's project endpoints and a client's account ones.

const got: { id: string; type: string }[] = [];
let receiver: Server;
let url = '';
beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      got.push({ id: String(req.headers['webhook-id']), type: (JSON.parse(body) as { type: string }).type });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/cli`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

let t: TestApp;
let w: World;
let user: SignedIn;
let owner: SignedIn;
useTestApp((app) => (t = app), { WEBHOOKS_ALLOW_LOOPBACK: 'true' });
beforeAll(async () => {
  w = await buildWorld(t);
  const { data } = await w.userA.api.GET('/api/users', { params: { query: { id: String(w.userA.id) } } });
  user = await signIn(t.baseUrl, (data as { email: string }).email, PASSWORD);
  owner = await signIn(t.baseUrl, w.clientA.email, PASSWORD);
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

describe('atrium webhooks', () => {
  it("lists a project's endpoints, sends a test event, shows the log and redelivers with the same webhook-id", async () => {
    const endpoint = await unwrap(
      w.userA.api.POST('/api/webhooks', { body: { project: w.clientA.projectId, url, events: ['customer.created'], description: 'CLI' } }),
    );
    const listed = await runAtrium(['webhooks', 'list', '--project', String(w.clientA.projectId)], { env: user.env });
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    expect(lines(listed.stdout)[0]).toMatch(/^ID\s+URL\s+EVENTS\s+ENABLED\s+ADDED$/);
    expect(lines(listed.stdout)[1]).toMatch(new RegExp(`^${endpoint.id}\\s+${url}\\s+customer.created\\s+yes\\s+`));

    const test = await runAtrium(['webhooks', 'test', String(endpoint.id)], { env: user.env });
    expect(test).toMatchObject({ code: 0, stderr: '' });
    expect(test.stdout).toMatch(/^Test event queued for endpoint \d+: delivery \d+, message msg_[0-9a-f]{32}$/m);
    await until(
      async () => got.length,
      (n) => n >= 1,
    );

    const log = await until(
      async () =>
        JSON.parse((await runAtrium(['webhooks', 'list', '--endpoint', String(endpoint.id), '--json'], { env: user.env })).stdout) as {
          data: { id: number; status: string; messageId: string }[];
        },
      (l) => l.data[0]?.status === 'delivered',
    );
    const again = await runAtrium(['webhooks', 'redeliver', String(log.data[0].id)], { env: user.env });
    expect(again).toMatchObject({ code: 0, stderr: '' });
    expect(again.stdout).toContain(`Message ${log.data[0].messageId} (webhook.test) queued again`);
    await until(
      async () => got.length,
      (n) => n >= 2,
    );
    expect(got[1]).toEqual(got[0]);
  });

  it("lists a client's account endpoints, and fails with the server's word for another's", async () => {
    const endpoint = await unwrap(w.clientA.api.POST('/api/account/webhooks', { body: { url, events: ['invoice.paid'] } }));
    const listed = await runAtrium(['webhooks', 'list', '--json'], { env: owner.env });
    expect((JSON.parse(listed.stdout) as { data: { id: number }[] }).data.map((e) => e.id)).toEqual([endpoint.id]);
    const missing = await runAtrium(['webhooks', 'test', '999999'], { env: owner.env });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/Webhook endpoint not found/);
  });
});
