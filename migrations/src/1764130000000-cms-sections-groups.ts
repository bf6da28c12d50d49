import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Content management (spec 2 §3): sections and groups of sections.
 * - A section's name is unique in its project: the public API reads a section by name (CONTRACT §7), so
 *   the unique index is also that read's index, and a duplicate answers 409.
 * - A group keeps its sections as an ordered `integer[]`: a group is written in one statement and read with
 *   its order, and the public delivery joins it to the sections in one query. An array cannot carry a
 *   foreign key, so deleting a section takes it out of its project's groups in the same transaction (trigger).
 */
export class CmsSectionsGroups1764130000000 implements MigrationInterface {
  name = 'CmsSectionsGroups1764130000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE cms_sections (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      name varchar(200) NOT NULL,
      label varchar(200) NOT NULL,
      code text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT cms_sections_name_key UNIQUE (project_id, name)
    )`);
    await db.query(`CREATE INDEX cms_sections_project_idx ON cms_sections (project_id, id)`);
    await db.query(`CREATE INDEX cms_sections_search_trgm ON cms_sections USING gin ((name || ' ' || label) gin_trgm_ops)`);

    await db.query(`CREATE TABLE cms_groups (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      name varchar(200) NOT NULL,
      sections integer[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE INDEX cms_groups_project_idx ON cms_groups (project_id, id)`);
    await db.query(`CREATE INDEX cms_groups_name_trgm ON cms_groups USING gin (name gin_trgm_ops)`);

    await db.query(`CREATE FUNCTION cms_sections_leave_groups() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE cms_groups g SET sections = array_remove(g.sections, OLD.id)
          WHERE g.project_id = OLD.project_id AND OLD.id = ANY (g.sections);
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER cms_sections_leave_groups AFTER DELETE ON cms_sections
      FOR EACH ROW EXECUTE FUNCTION cms_sections_leave_groups()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE cms_groups`);
    await db.query(`DROP TABLE cms_sections`);
    await db.query(`DROP FUNCTION cms_sections_leave_groups()`);
  }
}
