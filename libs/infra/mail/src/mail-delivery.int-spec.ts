import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { InProcessJobQueue } from '@atrium/jobs';
import { openDatabase, type Database } from '@atrium/persistence';
import { createTestDatabase, type TestDatabase } from '@atrium/testing';
import { MailDelivery } from './mail-delivery.js';
import { OutboxRelay } from './outbox-relay.js';
import { SmtpMailer } from './smtp-mailer.js';
import { smtpPeer, waitFor } from './smtp-peer.js';
import { MIGRATED } from '../../persistence/src/test/migrated-template.js';

describe('MailDelivery: every mail through the outbox and the job queue', () => {
  let testDb: TestDatabase;
  let database: Database;
  const running: { queue: InProcessJobQueue; delivery: MailDelivery }[] = [];
  const quiet = { log: () => undefined, error: () => undefined };

  const outboxRow = async (to: string) =>
    (
      (await database.dataSource.query(`SELECT sent_at, attempts, last_error FROM mail_outbox WHERE to_address = $1`, [to])) as {
        sent_at: Date | null;
        attempts: number;
        last_error: string | null;
      }[]
    )[0];

  /** One API process's mail: a job poller and the delivery the configuration chooses. */
  async function process(smtpUrl?: string) {
    const queue = new InProcessJobQueue(database.dataSource, { pollMs: 20, backoffMs: 10, logger: quiet });
    const delivery = new MailDelivery({ smtpUrl, mailFrom: 'no-reply@atrium.test', db: database.dataSource, jobs: queue, logger: quiet });
    await delivery.start();
    await queue.start();
    running.push({ queue, delivery });
    return delivery;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase({ template: MIGRATED });
    database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir, poolSize: 4 });
  });
  async function stopProcesses() {
    for (const { queue, delivery } of running.splice(0)) {
      await queue.stop();
      delivery.close();
    }
  }
  afterEach(stopProcesses);
  afterAll(async () => {
    await database?.close();
    await testDb?.dispose();
  });

  it('keeps the mail, then a job sends it through SMTP and marks it sent', async () => {
    const peer = await smtpPeer();
    try {
      const { mailer } = await process(peer.url);
      await mailer.send({ to: 'queued@example.com', subject: 'Hello', text: 'Queued' });
      await waitFor(async () => (await outboxRow('queued@example.com')).sent_at !== null);
      expect(peer.received).toEqual(['queued@example.com']);
      expect(await outboxRow('queued@example.com')).toMatchObject({ attempts: 1, last_error: null });
    } finally {
      await peer.close();
    }
  });

  it('keeps several mails in one write, then sends each through SMTP by a job of its own', async () => {
    const peer = await smtpPeer();
    try {
      const { mailer } = await process(peer.url);
      await mailer.sendMany([
        { to: 'many-1@example.com', subject: 'One', text: '1' },
        { to: 'many-2@example.com', subject: 'Two', text: '2' },
      ]);
      await waitFor(
        async () => (await outboxRow('many-2@example.com')).sent_at !== null && (await outboxRow('many-1@example.com')).sent_at !== null,
      );
      expect([...peer.received].sort()).toEqual(['many-1@example.com', 'many-2@example.com']);
    } finally {
      await peer.close();
    }
  });

  it('records each kept mail and its sending job in one statement (the mail exists exactly when its job does)', async () => {
    const statements: string[] = [];
    const db = { query: (sql: string, parameters?: unknown[]) => (statements.push(sql), database.dataSource.query(sql, parameters)) };
    const recorded: string[] = [];
    const jobs = { handle: () => undefined, repeat: async () => undefined, recorded: (name: string) => void recorded.push(name) };
    const delivery = new MailDelivery({
      transport: { send: async () => undefined, sendMany: async () => undefined },
      db,
      jobs: jobs as never,
    });
    await delivery.mailer.sendMany([
      { to: 'atomic-1@example.com', subject: 'One', text: '1' },
      { to: 'atomic-2@example.com', subject: 'Two', text: '2' },
    ]);
    expect(statements).toHaveLength(1);
    const ids = (await database.dataSource.query(
      `SELECT id FROM mail_outbox WHERE to_address IN ('atomic-1@example.com', 'atomic-2@example.com') ORDER BY id`,
    )) as { id: string }[];
    const queued = (await database.dataSource.query(
      `SELECT payload FROM jobs WHERE name = 'mail.send' AND (payload->>'id')::bigint = ANY($1::bigint[])`,
      [ids.map((r) => r.id)],
    )) as unknown[];
    expect(queued).toHaveLength(2);
    expect(recorded).toEqual(['mail.send']);
    // Never sent by this test's own transport: left to no other test's process either.
    await database.dataSource.query(`DELETE FROM jobs WHERE name = 'mail.send'`);
    await database.dataSource.query(`DELETE FROM mail_outbox WHERE to_address LIKE 'atomic-%'`);
  });

  it('renews the claim of a mail while its SMTP conversation lasts: a slow server does not get it sent twice', async () => {
    const [{ id }] = (await database.dataSource.query(
      `INSERT INTO mail_outbox (to_address, subject, body_text) VALUES ('slow@example.com', 'Slow', 'x') RETURNING id`,
    )) as { id: string }[];
    const sent: string[] = [];
    const slow = {
      send: async (m: { to: string }) => {
        await new Promise((r) => setTimeout(r, 1200));
        sent.push(m.to);
      },
      sendMany: async () => undefined,
    };
    const [a, b] = [1, 2].map(() => new OutboxRelay(database.dataSource, slow, { leaseMs: 300, logger: quiet }));
    const first = a.sendOne(Number(id));
    await new Promise((r) => setTimeout(r, 700)); // Two leases later, the first is still talking to the server.
    expect(await b.sendOne(Number(id))).toBe(false);
    expect(await first).toBe(true);
    expect(sent).toEqual(['slow@example.com']);
  });

  it('retries with backoff after the server refuses the first attempt', async () => {
    const peer = await smtpPeer();
    peer.refuseNext = 1;
    try {
      const { mailer } = await process(peer.url);
      await mailer.send({ to: 'retried@example.com', subject: 'Again', text: 'Second time lucky' });
      await waitFor(async () => (await outboxRow('retried@example.com')).sent_at !== null);
      expect(peer.received).toEqual(['retried@example.com']);
      expect((await outboxRow('retried@example.com')).attempts).toBe(2);
    } finally {
      await peer.close();
    }
  });

  it('keeps mail while SMTP_URL is unset and sends it once SMTP_URL is set', async () => {
    const before = await process(undefined);
    await before.mailer.send({ to: 'kept@example.com', subject: 'Kept', text: 'Waiting for SMTP' });
    expect(await outboxRow('kept@example.com')).toMatchObject({ sent_at: null, attempts: 0 });

    // A restart: the process without SMTP_URL stops first. Left running, its poller could claim the new
    // process's relay job, for which it has no transport (the next relay would send the mail, minutes later).
    await stopProcesses();
    const peer = await smtpPeer();
    try {
      // A restart with SMTP_URL set: the relay runs at start.
      await process(peer.url);
      await waitFor(async () => (await outboxRow('kept@example.com')).sent_at !== null);
      expect(peer.received).toEqual(['kept@example.com']);
    } finally {
      await peer.close();
    }
  });

  it('leaves the mail jobs to a process that has SMTP_URL when it has none', async () => {
    const [{ last }] = await database.dataSource.query(`SELECT coalesce(max(id), 0) AS last FROM jobs`);
    const without = await process(undefined);
    await without.mailer.send({ to: 'left@example.com', subject: 'Left', text: 'For the process with SMTP' });
    // What a process with SMTP_URL queues: its relay at start and a mail's own job.
    await database.dataSource.query(`INSERT INTO jobs (name, payload) VALUES ('mail.relay', '{}'), ('mail.send', $1::jsonb)`, [
      JSON.stringify({
        id: Number((await database.dataSource.query(`SELECT id FROM mail_outbox WHERE to_address = 'left@example.com'`))[0].id),
      }),
    ]);
    const mailJobs = async () =>
      (
        (await database.dataSource.query(`SELECT status FROM jobs WHERE name LIKE 'mail.%' AND id > $1 ORDER BY id`, [last])) as {
          status: string;
        }[]
      ).map((j) => j.status);
    // Many polls of the process without a transport (every 20 ms): it takes neither job.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailJobs()).toEqual(['queued', 'queued']);

    const peer = await smtpPeer();
    try {
      await process(peer.url);
      await waitFor(async () => (await outboxRow('left@example.com')).sent_at !== null);
      await waitFor(async () => (await mailJobs()).every((status) => status === 'done'));
      expect(peer.received).toEqual(['left@example.com']);
    } finally {
      await peer.close();
    }
  });

  it('sends each kept mail exactly once when two processes relay at the same time', async () => {
    const recipients = Array.from({ length: 12 }, (_, i) => `both-${i}@example.com`);
    const keeper = await process(undefined);
    for (const to of recipients) await keeper.mailer.send({ to, subject: 'Once', text: 'Only once' });

    const peer = await smtpPeer();
    try {
      const relay = () =>
        new OutboxRelay(database.dataSource, new SmtpMailer({ smtpUrl: peer.url, mailFrom: 'no-reply@atrium.test' }), { logger: quiet });
      await Promise.all([relay().relayPending(), relay().relayPending()]);
      expect([...peer.received].sort()).toEqual([...recipients].sort());
      for (const to of recipients) expect((await outboxRow(to)).sent_at).toBeInstanceOf(Date);
    } finally {
      await peer.close();
    }
  });
});
