import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Video broadcasting (spec 2 §3): categories, videos with their like and view counters, and one event row per
 * like or view (the user dashboard counts them per day from `video_events`, so the counters and the events
 * are written by one statement and never disagree).
 */
export class BmsVideos1764140000000 implements MigrationInterface {
  name = 'BmsVideos1764140000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE video_categories (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      name varchar(200) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE INDEX video_categories_project_idx ON video_categories (project_id, id)`);
    await db.query(`CREATE INDEX video_categories_name_trgm ON video_categories USING gin (name gin_trgm_ops)`);
    // A category with videos cannot be deleted (RESTRICT): its videos' bytes would go with it unseen.
    await db.query(`CREATE TABLE videos (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      category_id integer NOT NULL CONSTRAINT videos_category_fkey REFERENCES video_categories (id) ON DELETE RESTRICT,
      title varchar(200) NOT NULL,
      source_key varchar(300) NOT NULL,
      poster_key varchar(300) NOT NULL,
      likes bigint NOT NULL DEFAULT 0 CHECK (likes >= 0),
      views bigint NOT NULL DEFAULT 0 CHECK (views >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE INDEX videos_project_idx ON videos (project_id, id)`);
    await db.query(`CREATE INDEX videos_category_idx ON videos (category_id, id)`);
    await db.query(`CREATE INDEX videos_title_trgm ON videos USING gin (title gin_trgm_ops)`);
    await db.query(`CREATE TABLE video_events (
      id bigserial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      video_id integer NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('like', 'view')),
      at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE INDEX video_events_project_at_idx ON video_events (project_id, at)`);
    // The cascade from videos looks events up by video.
    await db.query(`CREATE INDEX video_events_video_idx ON video_events (video_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE video_events`);
    await db.query(`DROP TABLE videos`);
    await db.query(`DROP TABLE video_categories`);
  }
}
