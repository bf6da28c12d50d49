import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { loadBullmqDriver } from '@atrium/jobs';
import { openDatabase, type Database } from '@atrium/persistence';
import { createTestDatabase, type TestDatabase } from '@atrium/testing';
import { MailDelivery } from './mail-delivery.js';
import { smtpPeer, waitFor } from './smtp-peer.js';
import { MIGRATED } from '../../persistence/src/test/migrated-template.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A raw PING: an ioredis probe of a closed port leaves timers that hold jest open. */
function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) || 6379 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', () => done(true));
  });
}

const reachable = await redisReachable();
if (!reachable && process.env.CI) throw new Error(`Redis is not reachable at ${REDIS_URL} (CI is set)`);
if (!reachable) console.warn(`MailDelivery on BullMQ skipped: Redis is not reachable at ${REDIS_URL}`);

(reachable ? describe : describe.skip)('MailDelivery on the BullMQ driver', () => {
  let testDb: TestDatabase;
  let database: Database;
  const prefix = `atrium-test-mail-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    testDb = await createTestDatabase({ template: MIGRATED });
    database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir, poolSize: 2 });
  });
  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await database?.close();
    await testDb?.dispose();
  });

  it("retries a refused mail with BullMQ's attempts and backoff, then marks it sent", async () => {
    const peer = await smtpPeer();
    peer.refuseNext = 1;
    const quiet = { log: () => undefined, error: () => undefined };
    const { BullmqJobQueue } = await loadBullmqDriver();
    const queue = new BullmqJobQueue({ redisUrl: REDIS_URL, db: database.dataSource, prefix, backoffMs: 10, logger: quiet });
    const delivery = new MailDelivery({
      smtpUrl: peer.url,
      mailFrom: 'no-reply@atrium.test',
      db: database.dataSource,
      jobs: queue,
      logger: quiet,
    });
    try {
      await delivery.start();
      await queue.start();
      await delivery.mailer.send({ to: 'bull@example.com', subject: 'Through Redis', text: 'Retried once' });
      const row = async () =>
        (
          (await database.dataSource.query(`SELECT sent_at, attempts FROM mail_outbox WHERE to_address = 'bull@example.com'`)) as {
            sent_at: Date | null;
            attempts: number;
          }[]
        )[0];
      await waitFor(async () => (await row())?.sent_at != null);
      expect(peer.received).toEqual(['bull@example.com']);
      expect((await row()).attempts).toBe(2);
    } finally {
      await queue.stop();
      delivery.close();
      await peer.close();
    }
  });
});
