import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's mail to a lead or customer leaves a trace (issue 19): the outbox keeps the project it was sent in
 * and the user who sent it, so that the lead's and customer's mail section lists it (subject, when, by whom,
 * delivery state). Other mail (notifications, billing) has neither. A deleted project or user leaves the
 * mail itself to be delivered, unlinked. The one read: a project's mail to one address, newest first.
 */
export class SentMailTrace1764530000000 implements MigrationInterface {
  name = 'SentMailTrace1764530000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE mail_outbox
      ADD COLUMN project_id integer REFERENCES projects (id) ON DELETE SET NULL,
      ADD COLUMN sent_by integer REFERENCES people (id) ON DELETE SET NULL`);
    await db.query(`CREATE INDEX mail_outbox_sent_to_idx ON mail_outbox (project_id, lower(to_address), id) WHERE project_id IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX mail_outbox_sent_to_idx`);
    await db.query(`ALTER TABLE mail_outbox DROP COLUMN sent_by, DROP COLUMN project_id`);
  }
}
