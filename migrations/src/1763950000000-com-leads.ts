import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The one expression the leads list's text filter matches, so that one trigram index serves it. */
export const LEAD_SEARCH = `(firstname || ' ' || lastname || ' ' || email::text)`;

/**
 * Communications leads (spec 2 §3). One lead per e-mail in a project: the unique key is what lets the
 * public form intake create-or-link with `ON CONFLICT`, so concurrent submissions never make two leads.
 */
export class ComLeads1763950000000 implements MigrationInterface {
  name = 'ComLeads1763950000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE leads (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      firstname varchar(200) NOT NULL,
      lastname varchar(200) NOT NULL,
      phone varchar(200) NOT NULL,
      email citext NOT NULL,
      assigned_to integer REFERENCES people (id) ON DELETE SET NULL,
      scoring_id integer,
      converted boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT leads_project_email_key UNIQUE (project_id, email)
    )`);
    await db.query(`CREATE INDEX leads_project_idx ON leads (project_id, id)`);
    await db.query(`CREATE INDEX leads_assigned_idx ON leads (project_id, assigned_to, id)`);
    await db.query(`CREATE INDEX leads_scoring_idx ON leads (scoring_id) WHERE scoring_id IS NOT NULL`);
    await db.query(`CREATE INDEX leads_search_trgm ON leads USING gin (${LEAD_SEARCH} gin_trgm_ops)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE leads`);
  }
}
