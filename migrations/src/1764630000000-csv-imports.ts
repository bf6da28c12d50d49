import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CSV imports (issue 23 §2, decision 0020). `imports`: an uploaded file on its way into a project (leads,
 * customers, or an inventory group's items), its mapping and options, and how far it went. The audit
 * trigger function learns one flag of the statement's audit comment (`"x":"import"`): an import's
 * statements are not recorded row by row, the import records one `import` event with its counts in the
 * same transaction. Customers get an index on (project, e-mail): an import matches duplicates by e-mail.
 */
export class CsvImports1764630000000 implements MigrationInterface {
  name = 'CsvImports1764630000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE imports (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      resource text NOT NULL CHECK (resource IN ('leads', 'customers', 'items')),
      group_id integer REFERENCES inventory_groups (id) ON DELETE CASCADE,
      file_key text NOT NULL,
      file_name varchar(255) NOT NULL,
      delimiter char(1) NOT NULL CHECK (delimiter IN (',', ';')),
      columns jsonb NOT NULL,
      total integer NOT NULL,
      status text NOT NULL DEFAULT 'uploaded' CHECK (status IN ('uploaded', 'queued', 'running', 'done', 'failed')),
      options jsonb,
      processed integer NOT NULL DEFAULT 0,
      created integer NOT NULL DEFAULT 0,
      updated integer NOT NULL DEFAULT 0,
      skipped integer NOT NULL DEFAULT 0,
      failed integer NOT NULL DEFAULT 0,
      message text,
      error_key text,
      actor jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`);
    await db.query(`CREATE INDEX imports_project_idx ON imports (project_id, id)`);
    await db.query(`CREATE INDEX customers_project_email_idx ON customers (project_id, email)`);
    await db.query(`CREATE OR REPLACE FUNCTION audit_changes() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      hidden text[] := TG_ARGV[0]::text[] || '{search}'::text[];
      key_column text := TG_ARGV[1];
      ctx jsonb := audit_context();
    BEGIN
      -- An import's statements are recorded as one 'import' event by the import itself (with its counts).
      IF ctx->>'x' = 'import' THEN
        RETURN NULL;
      END IF;
      IF TG_OP = 'UPDATE' THEN
        INSERT INTO audit_records (actor_kind, actor_id, actor_role, account_id, project_id, resource, record_id, action, changes, address, user_agent, request_id)
        SELECT coalesce(ctx->>'k', 'system'), (ctx->>'i')::integer, ctx->>'r', audit_account(TG_TABLE_NAME, a),
          coalesce((a->>'project_id')::integer, CASE WHEN TG_TABLE_NAME = 'projects' THEN (a->>'id')::integer END),
          CASE WHEN TG_TABLE_NAME = 'people' THEN a->>'kind' ELSE TG_TABLE_NAME END, (a->>key_column)::bigint, 'update', d.changes,
          ctx->>'a', ctx->>'u', ctx->>'q'
        FROM (SELECT to_jsonb(n) - hidden AS a FROM new_rows n) na
        JOIN (SELECT to_jsonb(o) - hidden AS b FROM old_rows o) ob ON ob.b->key_column = na.a->key_column
        CROSS JOIN LATERAL (
          SELECT jsonb_object_agg(e.k, jsonb_build_array(ob.b->e.k, e.v)) AS changes
          FROM jsonb_each(na.a) e(k, v) WHERE ob.b->e.k IS DISTINCT FROM e.v
        ) d
        WHERE d.changes IS NOT NULL;
      ELSIF TG_OP = 'INSERT' THEN
        INSERT INTO audit_records (actor_kind, actor_id, actor_role, account_id, project_id, resource, record_id, action, changes, address, user_agent, request_id)
        SELECT coalesce(ctx->>'k', 'system'), (ctx->>'i')::integer, ctx->>'r', audit_account(TG_TABLE_NAME, a),
          coalesce((a->>'project_id')::integer, CASE WHEN TG_TABLE_NAME = 'projects' THEN (a->>'id')::integer END),
          CASE WHEN TG_TABLE_NAME = 'people' THEN a->>'kind' ELSE TG_TABLE_NAME END, (a->>key_column)::bigint, 'create',
          (SELECT jsonb_object_agg(e.k, jsonb_build_array(NULL, e.v)) FROM jsonb_each(a) e(k, v)),
          ctx->>'a', ctx->>'u', ctx->>'q'
        FROM (SELECT to_jsonb(n) - hidden AS a FROM new_rows n) na;
      ELSE
        INSERT INTO audit_records (actor_kind, actor_id, actor_role, account_id, project_id, resource, record_id, action, changes, address, user_agent, request_id)
        SELECT coalesce(ctx->>'k', 'system'), (ctx->>'i')::integer, ctx->>'r', audit_account(TG_TABLE_NAME, b),
          coalesce((b->>'project_id')::integer, CASE WHEN TG_TABLE_NAME = 'projects' THEN (b->>'id')::integer END),
          CASE WHEN TG_TABLE_NAME = 'people' THEN b->>'kind' ELSE TG_TABLE_NAME END, (b->>key_column)::bigint, 'delete',
          (SELECT jsonb_object_agg(e.k, jsonb_build_array(e.v, NULL)) FROM jsonb_each(b) e(k, v)),
          ctx->>'a', ctx->>'u', ctx->>'q'
        FROM (SELECT to_jsonb(o) - hidden AS b FROM old_rows o) ob;
      END IF;
      RETURN NULL;
    END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`CREATE OR REPLACE FUNCTION audit_changes() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      hidden text[] := TG_ARGV[0]::text[] || '{search}'::text[];
      key_column text := TG_ARGV[1];
      ctx jsonb := audit_context();
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        INSERT INTO audit_records (actor_kind, actor_id, actor_role, account_id, project_id, resource, record_id, action, changes, address, user_agent, request_id)
        SELECT coalesce(ctx->>'k', 'system'), (ctx->>'i')::integer, ctx->>'r', audit_account(TG_TABLE_NAME, a),
          coalesce((a->>'project_id')::integer, CASE WHEN TG_TABLE_NAME = 'projects' THEN (a->>'id')::integer END),
          CASE WHEN TG_TABLE_NAME = 'people' THEN a->>'kind' ELSE TG_TABLE_NAME END, (a->>key_column)::bigint, 'update', d.changes,
          ctx->>'a', ctx->>'u', ctx->>'q'
        FROM (SELECT to_jsonb(n) - hidden AS a FROM new_rows n) na
        JOIN (SELECT to_jsonb(o) - hidden AS b FROM old_rows o) ob ON ob.b->key_column = na.a->key_column
        CROSS JOIN LATERAL (
          SELECT jsonb_object_agg(e.k, jsonb_build_array(ob.b->e.k, e.v)) AS changes
          FROM jsonb_each(na.a) e(k, v) WHERE ob.b->e.k IS DISTINCT FROM e.v
        ) d
        WHERE d.changes IS NOT NULL;
      ELSIF TG_OP = 'INSERT' THEN
        INSERT INTO audit_records (actor_kind, actor_id, actor_role, account_id, project_id, resource, record_id, action, changes, address, user_agent, request_id)
        SELECT coalesce(ctx->>'k', 'system'), (ctx->>'i')::integer, ctx->>'r', audit_account(TG_TABLE_NAME, a),
          coalesce((a->>'project_id')::integer, CASE WHEN TG_TABLE_NAME = 'projects' THEN (a->>'id')::integer END),
          CASE WHEN TG_TABLE_NAME = 'people' THEN a->>'kind' ELSE TG_TABLE_NAME END, (a->>key_column)::bigint, 'create',
          (SELECT jsonb_object_agg(e.k, jsonb_build_array(NULL, e.v)) FROM jsonb_each(a) e(k, v)),
          ctx->>'a', ctx->>'u', ctx->>'q'
        FROM (SELECT to_jsonb(n) - hidden AS a FROM new_rows n) na;
      ELSE
        INSERT INTO audit_records (actor_kind, actor_id, actor_role, account_id, project_id, resource, record_id, action, changes, address, user_agent, request_id)
        SELECT coalesce(ctx->>'k', 'system'), (ctx->>'i')::integer, ctx->>'r', audit_account(TG_TABLE_NAME, b),
          coalesce((b->>'project_id')::integer, CASE WHEN TG_TABLE_NAME = 'projects' THEN (b->>'id')::integer END),
          CASE WHEN TG_TABLE_NAME = 'people' THEN b->>'kind' ELSE TG_TABLE_NAME END, (b->>key_column)::bigint, 'delete',
          (SELECT jsonb_object_agg(e.k, jsonb_build_array(e.v, NULL)) FROM jsonb_each(b) e(k, v)),
          ctx->>'a', ctx->>'u', ctx->>'q'
        FROM (SELECT to_jsonb(o) - hidden AS b FROM old_rows o) ob;
      END IF;
      RETURN NULL;
    END $$`);
    await db.query(`DROP INDEX customers_project_email_idx`);
    await db.query(`DROP TABLE imports`);
  }
}
