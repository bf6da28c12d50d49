import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Spec 1's JSON call may add a project asset whose `source` is an http(s) address (issue 17): a link, which
 * any number of assets may share. A stored key stays unique (one row per stored file), and is looked up by
 * that index when a JSON call names a stored file.
 */
export class ProjectAssetLinks1764540000000 implements MigrationInterface {
  name = 'ProjectAssetLinks1764540000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE project_assets DROP CONSTRAINT project_assets_source_key`);
    await db.query(`CREATE UNIQUE INDEX project_assets_stored_source_key ON project_assets (source) WHERE source !~* '^https?://'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM project_assets WHERE source ~* '^https?://'`);
    await db.query(`DROP INDEX project_assets_stored_source_key`);
    await db.query(`ALTER TABLE project_assets ADD CONSTRAINT project_assets_source_key UNIQUE (source)`);
  }
}
