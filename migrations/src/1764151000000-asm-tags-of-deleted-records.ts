import type { MigrationInterface, QueryRunner } from 'typeorm';

const RECORD_TABLES = [
  ['customers', 'customer'],
  ['leads', 'lead'],
  ['inventory_items', 'inventory'],
] as const;

/**
 * An asset tag points at its lead, customer or inventory item by type and id (no foreign key can span three
 * tables), so the records' own deletes take their tags with them through triggers, as notes do; a file's
 * delete takes its tags by cascade, a project's delete all of them.
 */
export class AsmTagsOfDeletedRecords1764151000000 implements MigrationInterface {
  name = 'AsmTagsOfDeletedRecords1764151000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE FUNCTION asset_tags_of_deleted_record() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM asset_tags WHERE project_id = OLD.project_id AND tag_type = TG_ARGV[0] AND type_id = OLD.id;
        RETURN OLD;
      END $$`);
    for (const [table, type] of RECORD_TABLES)
      await db.query(`CREATE TRIGGER ${table}_asset_tags_delete AFTER DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION asset_tags_of_deleted_record('${type}')`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [table] of RECORD_TABLES) await db.query(`DROP TRIGGER ${table}_asset_tags_delete ON ${table}`);
    await db.query(`DROP FUNCTION asset_tags_of_deleted_record()`);
  }
}
