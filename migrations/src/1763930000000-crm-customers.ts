import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The one expression the customers list's text filter matches, so that one trigram index serves it. */
export const CUSTOMER_SEARCH = `(firstname || ' ' || lastname || ' ' || email::text)`;

/**
 * CRM customers (spec 2 §3). A group is required and deleting a group that still has customers is refused
 * (RESTRICT, answered 409); `lead_id` gets its foreign key with the leads table.
 */
export class CrmCustomers1763930000000 implements MigrationInterface {
  name = 'CrmCustomers1763930000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE customers (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      firstname varchar(200) NOT NULL,
      lastname varchar(200) NOT NULL,
      email citext NOT NULL,
      phone varchar(200) NOT NULL DEFAULT '',
      address varchar(200) NOT NULL DEFAULT '',
      city varchar(200) NOT NULL DEFAULT '',
      province varchar(200) NOT NULL DEFAULT '',
      customer_group_id integer NOT NULL CONSTRAINT customers_group_fkey REFERENCES customer_groups (id) ON DELETE RESTRICT,
      assigned_to integer REFERENCES people (id) ON DELETE SET NULL,
      converted boolean NOT NULL DEFAULT false,
      lead_id integer,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE INDEX customers_project_idx ON customers (project_id, id)`);
    await db.query(`CREATE INDEX customers_assigned_idx ON customers (project_id, assigned_to, id)`);
    // A group's delete looks for its customers through this index, not a scan.
    await db.query(`CREATE INDEX customers_group_idx ON customers (customer_group_id)`);
    await db.query(`CREATE INDEX customers_search_trgm ON customers USING gin (${CUSTOMER_SEARCH} gin_trgm_ops)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE customers`);
  }
}
