import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openDatabase, type Database } from '@atrium/persistence';
import { createTestDatabase, type TestDatabase } from '@atrium/testing';
import { createMailer } from './create-mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { MIGRATED } from '../../persistence/src/test/migrated-template.js';

describe('OutboxMailer', () => {
  let testDb: TestDatabase;
  let database: Database;
  const lines: string[] = [];
  const logger = { log: (line: string) => void lines.push(line) };
  const outbox = (to: string) =>
    database.dataSource.query(
      `SELECT to_address, subject, body_text, body_html, created_at, sent_at FROM mail_outbox WHERE to_address = $1`,
      [to],
    );

  beforeAll(async () => {
    testDb = await createTestDatabase({ template: MIGRATED });
    database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir, poolSize: 2 });
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.dispose();
  });

  it('keeps the message in the outbox, unsent, and logs one line', async () => {
    const mailer = createMailer({ db: database.dataSource, logger });
    expect(mailer).toBeInstanceOf(OutboxMailer);
    await mailer.send({ to: 'ada@example.com', subject: 'Welcome\nto Atrium', text: 'Hello Ada', html: '<p>Hello Ada</p>' });
    const [row] = await outbox('ada@example.com');
    expect(row).toMatchObject({ subject: 'Welcome\nto Atrium', body_text: 'Hello Ada', body_html: '<p>Hello Ada</p>', sent_at: null });
    expect(row.created_at).toBeInstanceOf(Date);
    expect(lines).toContain('mail to ada@example.com: Welcome to Atrium');
  });

  it('stores no html when the message has none', async () => {
    await new OutboxMailer(database.dataSource, logger).send({ to: 'bob@example.com', subject: 'Plain', text: 'Just text' });
    expect((await outbox('bob@example.com'))[0].body_html).toBeNull();
  });

  it("writes through a transaction's manager, so a rolled-back transaction keeps no mail", async () => {
    await expect(
      database.dataSource.transaction(async (manager) => {
        await new OutboxMailer(manager, logger).send({ to: 'rolled@example.com', subject: 'Never', text: 'x' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await outbox('rolled@example.com')).toHaveLength(0);

    await database.dataSource.transaction((manager) =>
      new OutboxMailer(manager, logger).send({ to: 'kept@example.com', subject: 'Kept', text: 'y' }),
    );
    expect(await outbox('kept@example.com')).toHaveLength(1);
  });
});
