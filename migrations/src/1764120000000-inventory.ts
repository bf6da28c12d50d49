import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Inventory (spec 2 §3): templates, groups (one template each; a template in use cannot be deleted), items
 * (deleted with their group) and their engagements, `inventory_tags` (deleted with their item). An item's
 * `item` and `cost` are copies of its data's, so the lists of a group sort on indexed columns.
 */
export class Inventory1764120000000 implements MigrationInterface {
  name = 'Inventory1764120000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE inventory_templates (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      name varchar(200) NOT NULL,
      fields text[] NOT NULL CHECK ('item' = ANY (fields) AND 'cost' = ANY (fields)),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE INDEX inventory_templates_project_idx ON inventory_templates (project_id, id)`);
    await db.query(`CREATE INDEX inventory_templates_name_trgm ON inventory_templates USING gin (name gin_trgm_ops)`);

    await db.query(`CREATE TABLE inventory_groups (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      name varchar(200) NOT NULL,
      template_id integer NOT NULL CONSTRAINT inventory_groups_template_fkey REFERENCES inventory_templates (id) ON DELETE RESTRICT,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE INDEX inventory_groups_project_idx ON inventory_groups (project_id, id)`);
    await db.query(`CREATE INDEX inventory_groups_template_idx ON inventory_groups (template_id)`);
    await db.query(`CREATE INDEX inventory_groups_name_trgm ON inventory_groups USING gin (name gin_trgm_ops)`);

    await db.query(`CREATE TABLE inventory_items (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      inventory_group_id integer NOT NULL REFERENCES inventory_groups (id) ON DELETE CASCADE,
      item varchar(200) NOT NULL,
      cost numeric(14, 2) NOT NULL CHECK (cost >= 0),
      status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
      data jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    // The items of a group, one page at a time, in each sort the list offers (ties by id).
    await db.query(`CREATE INDEX inventory_items_group_idx ON inventory_items (inventory_group_id, id)`);
    await db.query(`CREATE INDEX inventory_items_group_item_idx ON inventory_items (inventory_group_id, item, id)`);
    await db.query(`CREATE INDEX inventory_items_group_cost_idx ON inventory_items (inventory_group_id, cost, id)`);
    await db.query(`CREATE INDEX inventory_items_group_status_idx ON inventory_items (inventory_group_id, status, id)`);
    await db.query(`CREATE INDEX inventory_items_project_idx ON inventory_items (project_id, id)`);
    await db.query(`CREATE INDEX inventory_items_item_trgm ON inventory_items USING gin (item gin_trgm_ops)`);

    await db.query(`CREATE TABLE inventory_tags (
      id bigserial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      inventory_id integer NOT NULL REFERENCES inventory_items (id) ON DELETE CASCADE,
      tag_type varchar(8) NOT NULL CHECK (tag_type IN ('customer', 'lead')),
      type_id integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    // The hottest report and the per-day counts read only this index (an index-only scan over the window).
    await db.query(`CREATE INDEX inventory_tags_project_created_idx ON inventory_tags (project_id, created_at) INCLUDE (inventory_id)`);
    await db.query(`CREATE INDEX inventory_tags_inventory_idx ON inventory_tags (inventory_id, id)`);
    await db.query(`CREATE INDEX inventory_tags_owner_idx ON inventory_tags (project_id, tag_type, type_id, id)`);
    await db.query(`CREATE INDEX inventory_tags_project_type_idx ON inventory_tags (project_id, tag_type, id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE inventory_tags`);
    await db.query(`DROP TABLE inventory_items`);
    await db.query(`DROP TABLE inventory_groups`);
    await db.query(`DROP TABLE inventory_templates`);
  }
}
