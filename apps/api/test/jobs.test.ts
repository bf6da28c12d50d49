// The billing job wired into the running API, through each job driver: in-process (recorded in the
// database) and BullMQ on the machine's Redis (REDIS_URL).
import { connect } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import type { JobQueue } from '@atrium/kernel';
import { JOB_QUEUE } from '../src/platform/platform.tokens.js';
import { BILLING_CYCLE_JOB } from '../src/platform/platform.module.js';
import { addClient, addSubscription } from './support/fixtures.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app.js';

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A raw PING over TCP, so the test needs no Redis client of its own. */
async function redisReachable(): Promise<boolean> {
  const url = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

/**
 * The two API passes of `npm test` run side by side on one Redis; on one queue, the other pass's API (its
 * own database) could take this pass's billing job. Each pass gets its own Redis database.
 */
function passRedisUrl(): string {
  const url = new URL(redisUrl);
  url.pathname = process.env.TEST_DB === 'postgres' ? '/2' : '/1';
  return url.toString();
}

const drivers: [string, Record<string, string>][] = [
  ['in-process', {}],
  ['BullMQ', { REDIS_URL: passRedisUrl() }],
];

describe.each(drivers)('billing job through the %s driver', (driver, env) => {
  it('issues the renewal invoice of a subscription about to renew', async () => {
    if (driver === 'BullMQ' && !(await redisReachable())) {
      if (process.env.CI) throw new Error(`Redis is not reachable at ${redisUrl}`);
      console.warn(`skipped: Redis not reachable at ${redisUrl}`);
      return;
    }
    const t = await startTestApp(env);
    try {
      const admin = t.clientWith(await t.login(ADMIN_EMAIL, ADMIN_PASSWORD));
      const client = await addClient(admin, 'Jobs');
      const s = await addSubscription(admin, client.id, { maxProjects: 1, maxUsers: 1 });
      await unwrap(admin.PATCH('/api/subscriptions/status', { body: { id: s.id, status: 'active' } }));
      await t.running.database.dataSource.query(`UPDATE subscriptions SET end_date = now() + interval '1 day' WHERE id = $1`, [s.id]);

      await t.running.app.get<JobQueue>(JOB_QUEUE).enqueue(BILLING_CYCLE_JOB);
      let invoices: unknown[] = [];
      for (let i = 0; i < 100 && invoices.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 200));
        invoices = await unwrap(admin.GET('/api/invoices/subscription', { params: { query: { id: String(s.id) } } }));
      }
      expect(invoices).toEqual([expect.objectContaining({ amount: s.price, status: 'unpaid' })]);
    } finally {
      await t.close();
    }
  });
});
