import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Mail kept by the outbox driver of `@atrium/mail` (the default when SMTP_URL is absent). */
export class MailOutbox1763766500000 implements MigrationInterface {
  name = 'MailOutbox1763766500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE mail_outbox (
      id bigserial PRIMARY KEY,
      to_address text NOT NULL,
      subject text NOT NULL,
      body_text text NOT NULL,
      body_html text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    )`);
    // A relay that drains the outbox reads the unsent messages oldest first; sent ones drop out of the index.
    await db.query(`CREATE INDEX mail_outbox_unsent_idx ON mail_outbox (id) WHERE sent_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE mail_outbox`);
  }
}
