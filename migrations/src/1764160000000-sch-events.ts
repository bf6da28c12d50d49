import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The scheduler (spec 2 §3 Event, Event tag) and its Google Calendar link. An invitee is a customer or a
 * lead: two nullable keys (exactly one set) rather than a bare type id, so that deleting the person
 * removes the invitation instead of leaving it pointing at nothing.
 */
export class SchEvents1764160000000 implements MigrationInterface {
  name = 'SchEvents1764160000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE sch_events (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      event varchar(200) NOT NULL,
      description text NOT NULL,
      start_at timestamptz NOT NULL,
      end_at timestamptz NOT NULL,
      google_event_id varchar(1024),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT sch_events_end_check CHECK (end_at >= start_at),
      CONSTRAINT sch_events_google_key UNIQUE (project_id, google_event_id)
    )`);
    await db.query(`CREATE INDEX sch_events_project_idx ON sch_events (project_id, id)`);
    // The day filter and the calendar's month: events by start within a project.
    await db.query(`CREATE INDEX sch_events_project_start_idx ON sch_events (project_id, start_at, id)`);
    await db.query(`CREATE INDEX sch_events_search_trgm ON sch_events USING gin ((event || ' ' || description) gin_trgm_ops)`);
    await db.query(`CREATE TABLE sch_event_tags (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      event_id integer NOT NULL REFERENCES sch_events (id) ON DELETE CASCADE,
      customer_id integer REFERENCES customers (id) ON DELETE CASCADE,
      lead_id integer REFERENCES leads (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT sch_event_tags_one_invitee CHECK (num_nonnulls(customer_id, lead_id) = 1),
      CONSTRAINT sch_event_tags_customer_key UNIQUE (event_id, customer_id),
      CONSTRAINT sch_event_tags_lead_key UNIQUE (event_id, lead_id)
    )`);
    await db.query(`CREATE INDEX sch_event_tags_customer_idx ON sch_event_tags (customer_id) WHERE customer_id IS NOT NULL`);
    await db.query(`CREATE INDEX sch_event_tags_lead_idx ON sch_event_tags (lead_id) WHERE lead_id IS NOT NULL`);
    // The refresh token is stored sealed (AES-256-GCM): a database dump does not open anyone's calendar.
    await db.query(`CREATE TABLE google_calendar_links (
      project_id integer PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
      refresh_token_sealed text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE google_calendar_links`);
    await db.query(`DROP TABLE sch_event_tags`);
    await db.query(`DROP TABLE sch_events`);
  }
}
