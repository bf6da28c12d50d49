import type { MigrationInterface, QueryRunner } from 'typeorm';

/** CRM customer groups (spec 2 §3), the first module table: every module table carries its project. */
export class CrmCustomerGroups1763900000000 implements MigrationInterface {
  name = 'CrmCustomerGroups1763900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE customer_groups (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      group_name varchar(200) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE INDEX customer_groups_project_idx ON customer_groups (project_id, id)`);
    await db.query(`CREATE INDEX customer_groups_name_trgm ON customer_groups USING gin (group_name gin_trgm_ops)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE customer_groups`);
  }
}
