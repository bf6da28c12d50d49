import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The project assets page (spec 1 §3 Asset): images and videos of a project. The bytes live in the
 * FileStore under `source` (`<project>/<uuid>.<ext>`); the row keeps the client's file name, the type
 * recognised from the bytes and the size, for downloads.
 */
export class ProjectAssets1764110000000 implements MigrationInterface {
  name = 'ProjectAssets1764110000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE project_assets (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      label varchar(200) NOT NULL,
      asset_type varchar(5) NOT NULL CHECK (asset_type IN ('image', 'video')),
      source varchar(512) NOT NULL UNIQUE,
      file_name varchar(255) NOT NULL,
      file_type varchar(100) NOT NULL,
      file_size bigint NOT NULL CHECK (file_size >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    // The page lists one type of one project, newest first.
    await db.query(`CREATE INDEX project_assets_project_idx ON project_assets (project_id, asset_type, id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE project_assets`);
  }
}
