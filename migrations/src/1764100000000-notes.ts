import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notes on inventory items, customers and leads (spec 2 §3). A note points at its recipient by type and id
 * (no foreign key can span three tables), so the recipients' own deletes take their notes with them through
 * triggers; a project's delete takes them by cascade. The inventory items' table lands with its own
 * migration, which adds the same trigger there.
 */
export class Notes1764100000000 implements MigrationInterface {
  name = 'Notes1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE notes (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      recipient_type text NOT NULL CHECK (recipient_type IN ('inventory', 'customer', 'lead')),
      recipient_id integer NOT NULL,
      note varchar(10000) NOT NULL,
      added_by integer REFERENCES people (id) ON DELETE SET NULL,
      date_added timestamptz NOT NULL DEFAULT now()
    )`);
    // The one read: a recipient's notes, newest first, within its project.
    await db.query(`CREATE INDEX notes_recipient_idx ON notes (project_id, recipient_type, recipient_id)`);
    await db.query(`CREATE FUNCTION notes_of_deleted_recipient() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM notes WHERE project_id = OLD.project_id AND recipient_type = TG_ARGV[0] AND recipient_id = OLD.id;
        RETURN OLD;
      END $$`);
    for (const [table, type] of [
      ['customers', 'customer'],
      ['leads', 'lead'],
    ])
      await db.query(`CREATE TRIGGER ${table}_notes_delete AFTER DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION notes_of_deleted_recipient('${type}')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER leads_notes_delete ON leads`);
    await db.query(`DROP TRIGGER customers_notes_delete ON customers`);
    await db.query(`DROP FUNCTION notes_of_deleted_recipient()`);
    await db.query(`DROP TABLE notes`);
  }
}
