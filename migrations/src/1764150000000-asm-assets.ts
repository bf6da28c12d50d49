import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Digital assets (spec 2 §3): folders, their files (the bytes live in the file store under `storage_key`),
 * and the tags linking a file to a lead, a customer or an inventory item of the same project.
 */
export class AsmAssets1764150000000 implements MigrationInterface {
  name = 'AsmAssets1764150000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE asset_folders (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      folder varchar(200) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE INDEX asset_folders_project_idx ON asset_folders (project_id, id)`);
    await db.query(`CREATE INDEX asset_folders_name_trgm ON asset_folders USING gin (folder gin_trgm_ops)`);
    await db.query(`CREATE TABLE assets (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      folder_id integer NOT NULL REFERENCES asset_folders (id) ON DELETE CASCADE,
      label varchar(200) NOT NULL,
      access text NOT NULL DEFAULT 'private' CHECK (access IN ('private', 'public')),
      source varchar(255) NOT NULL,
      storage_key varchar(300) NOT NULL UNIQUE,
      content_type varchar(200) NOT NULL,
      size bigint NOT NULL CHECK (size >= 0),
      date_time timestamptz NOT NULL DEFAULT now()
    )`);
    // The files of a folder, a page at a time (ties by id); the project's, for the scope and the manage view.
    await db.query(`CREATE INDEX assets_folder_idx ON assets (folder_id, id)`);
    await db.query(`CREATE INDEX assets_project_idx ON assets (project_id, id)`);
    await db.query(`CREATE INDEX assets_label_trgm ON assets USING gin (label gin_trgm_ops)`);
    await db.query(`CREATE TABLE asset_tags (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      asset_id integer NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
      tag_type text NOT NULL CHECK (tag_type IN ('lead', 'customer', 'inventory')),
      type_id integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT asset_tags_asset_record_key UNIQUE (asset_id, tag_type, type_id)
    )`);
    // A record's files (lead, customer or item details).
    await db.query(`CREATE INDEX asset_tags_record_idx ON asset_tags (project_id, tag_type, type_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE asset_tags`);
    await db.query(`DROP TABLE assets`);
    await db.query(`DROP TABLE asset_folders`);
  }
}
