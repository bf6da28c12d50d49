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

  it('keeps several messages in one statement, each unsent, and logs one line per message', async () => {
    const statements: string[] = [];
    const db = { query: (sql: string, parameters?: unknown[]) => (statements.push(sql), database.dataSource.query(sql, parameters)) };
    lines.length = 0;
    await new OutboxMailer(db, logger).sendMany([
      { to: 'many-1@example.com', subject: 'First', text: 'One', html: '<p>One</p>' },
      { to: 'many-2@example.com', subject: 'Second\tmail', text: 'Two' },
    ]);
    expect(statements).toHaveLength(1);
    expect(await outbox('many-1@example.com')).toMatchObject([
      { subject: 'First', body_text: 'One', body_html: '<p>One</p>', sent_at: null },
    ]);
    expect(await outbox('many-2@example.com')).toMatchObject([
      { subject: 'Second\tmail', body_text: 'Two', body_html: null, sent_at: null },
    ]);
    expect(lines.join('\n').split('\n')).toEqual(['mail to many-1@example.com: First', 'mail to many-2@example.com: Second mail']);
  });

  it('keeps a keyed message once, however often it is sent again (a repeated job), and logs only what it kept', async () => {
    const mailer = new OutboxMailer(database.dataSource, logger);
    const told = { to: 'keyed@example.com', subject: 'Told once', text: 'x', key: 'form-notify:7:keyed@example.com' };
    lines.length = 0;
    await mailer.sendMany([told, told, { ...told, key: 'form-notify:8:keyed@example.com' }]);
    await mailer.sendMany([told]);
    await mailer.send(told);
    expect(await outbox('keyed@example.com')).toHaveLength(2);
    expect(lines).toEqual(['mail to keyed@example.com: Told once\nmail to keyed@example.com: Told once']);
  });

  it('writes nothing for no messages', async () => {
    const statements: string[] = [];
    lines.length = 0;
    await new OutboxMailer({ query: async (sql: string) => void statements.push(sql) }, logger).sendMany([]);
    expect(statements).toEqual([]);
    expect(lines).toEqual([]);
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
