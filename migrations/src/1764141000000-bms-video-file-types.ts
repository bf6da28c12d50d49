import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The type of each of a video's files, recognised from its bytes at upload: playback answers it as the
 * Content-Type, which a browser's <video> and <img> rely on.
 */
export class BmsVideoFileTypes1764141000000 implements MigrationInterface {
  name = 'BmsVideoFileTypes1764141000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE videos
      ADD COLUMN source_type varchar(100) NOT NULL DEFAULT 'application/octet-stream',
      ADD COLUMN poster_type varchar(100) NOT NULL DEFAULT 'application/octet-stream'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE videos DROP COLUMN source_type, DROP COLUMN poster_type`);
  }
}
