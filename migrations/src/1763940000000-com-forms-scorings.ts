import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Communications forms, their submissions, and scorings (spec 2 §3). Submissions are the public intake's
 * rows (millions per project): every list and the dashboard read them through an index that starts with
 * what they narrow by. `lead_id` gets its key from the leads migration, which comes later.
 */
export class ComFormsScorings1763940000000 implements MigrationInterface {
  name = 'ComFormsScorings1763940000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE forms (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      label varchar(200) NOT NULL,
      notify_sms text NOT NULL,
      notify_email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE INDEX forms_project_idx ON forms (project_id, id)`);
    await db.query(`CREATE INDEX forms_label_trgm ON forms USING gin (label gin_trgm_ops)`);

    await db.query(`CREATE TABLE submissions (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      form_id integer NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
      email citext NOT NULL,
      date_time timestamptz NOT NULL DEFAULT now(),
      form_data jsonb NOT NULL DEFAULT '{}',
      lead_id integer,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive'))
    )`);
    await db.query(`CREATE INDEX submissions_project_idx ON submissions (project_id, id)`);
    await db.query(`CREATE INDEX submissions_form_idx ON submissions (form_id, id)`);
    await db.query(`CREATE INDEX submissions_lead_idx ON submissions (lead_id, id) WHERE lead_id IS NOT NULL`);
    await db.query(`CREATE INDEX submissions_project_time_idx ON submissions (project_id, date_time)`);
    await db.query(`CREATE INDEX submissions_email_trgm ON submissions USING gin ((email::text) gin_trgm_ops)`);

    await db.query(`CREATE TABLE scorings (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      label varchar(200) NOT NULL,
      score numeric NOT NULL,
      color varchar(7) NOT NULL CHECK (color ~* '^#([0-9a-f]{3}|[0-9a-f]{6})$'),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE INDEX scorings_project_idx ON scorings (project_id, id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE submissions`);
    await db.query(`DROP TABLE forms`);
    await db.query(`DROP TABLE scorings`);
  }
}
