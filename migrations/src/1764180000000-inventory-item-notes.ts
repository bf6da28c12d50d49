import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notes go with their inventory item, as they go with their lead or customer (migration 1764100000000,
 * which ran before the inventory tables existed).
 */
export class InventoryItemNotes1764180000000 implements MigrationInterface {
  name = 'InventoryItemNotes1764180000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TRIGGER inventory_items_notes_delete AFTER DELETE ON inventory_items
      FOR EACH ROW EXECUTE FUNCTION notes_of_deleted_recipient('inventory')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER inventory_items_notes_delete ON inventory_items`);
  }
}
