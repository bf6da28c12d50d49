import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail (issue 22 §1). Every change to a platform or module table is recorded by statement-level
 * AFTER triggers reading transition tables: one INSERT … SELECT per statement, however many rows it touched.
 * Who made the change travels in the statement's own text, a leading comment `/*atrium {json} *\/` that the
 * API adds to its writes (persistence's `audit-context.ts`) and `current_query()` returns inside the trigger:
 * no extra round trip and no transaction needed around single-statement writes. Without it the actor is
 * 'system'. Columns listed per table (password hashes, token hashes, sealed tokens) and the generated
 * `search` columns are never recorded. Sign-ins, sign-outs, password changes, token resets and exports are
 * written by the API itself. Rows can never be changed or deleted, except by `prune_audit_records`.
 * Event streams (video_events, inventory_tags: views, likes and engagements) are counted, not audited.
 */
const AUDITED: Record<string, { key?: string; hidden?: string[] }> = {
  people: { hidden: ['password_hash'] },
  subscriptions: {},
  invoices: {},
  transactions: {},
  // A token reset is recorded by the API ('token_reset'); its hash and hint are not changes to show.
  projects: { hidden: ['token_hash', 'token_hint'] },
  customer_groups: {},
  customers: {},
  forms: {},
  submissions: {},
  scorings: {},
  leads: {},
  notes: {},
  project_assets: {},
  inventory_templates: {},
  inventory_groups: {},
  inventory_items: {},
  cms_sections: {},
  cms_groups: {},
  video_categories: {},
  videos: {},
  asset_folders: {},
  assets: {},
  asset_tags: {},
  sch_events: {},
  sch_event_tags: {},
  google_calendar_links: { key: 'project_id', hidden: ['refresh_token_sealed'] },
  // Turning two-factor on or off, or an admin's reset (a row deleted); never the secret or the last step used.
  two_factor_authenticators: { key: 'person_id', hidden: ['sealed_secret', 'last_used_step'] },
  platform_settings: {},
};

export class AuditTrail1764620000000 implements MigrationInterface {
  name = 'AuditTrail1764620000000';

  async up(db: QueryRunner): Promise<void> {
    // No foreign keys: a record outlives the person, project or client it names.
    await db.query(`CREATE TABLE audit_records (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      actor_kind text NOT NULL DEFAULT 'system' CHECK (actor_kind IN ('person', 'key', 'job', 'system')),
      actor_id integer,
      actor_role text,
      account_id integer,
      project_id integer,
      resource text NOT NULL,
      record_id bigint,
      action text NOT NULL,
      changes jsonb,
      address text,
      user_agent text,
      request_id text
    )`);
    // The list's filters: a client's account, a project, one record's history, one actor; pages in id order.
    await db.query(`CREATE INDEX audit_records_account_idx ON audit_records (account_id, id) WHERE account_id IS NOT NULL`);
    await db.query(`CREATE INDEX audit_records_project_idx ON audit_records (project_id, id) WHERE project_id IS NOT NULL`);
    await db.query(`CREATE INDEX audit_records_record_idx ON audit_records (resource, record_id, id)`);
    await db.query(`CREATE INDEX audit_records_actor_idx ON audit_records (actor_kind, actor_id, id)`);
    await db.query(`CREATE INDEX audit_records_at_idx ON audit_records (at)`);

    // The actor of the running statement, from its leading comment (a JSON object without any '*').
    await db.query(`CREATE FUNCTION audit_context() RETURNS jsonb LANGUAGE sql STABLE AS $$
      SELECT CASE WHEN left(q, 9) = '/*atrium ' THEN substr(q, 10, strpos(q, ' *' || '/') - 10)::jsonb ELSE '{}'::jsonb END
      FROM (SELECT current_query() AS q) s
    $$`);
    // The client whose account a platform row belongs to (module rows belong to a project instead).
    await db.query(`CREATE FUNCTION audit_account(tbl name, r jsonb) RETURNS integer LANGUAGE sql STABLE AS $$
      SELECT CASE tbl
        WHEN 'subscriptions' THEN (r->>'client_id')::integer
        WHEN 'transactions' THEN (r->>'client_id')::integer
        WHEN 'people' THEN CASE r->>'kind'
          WHEN 'clients' THEN (r->>'id')::integer
          WHEN 'users' THEN (SELECT s.client_id FROM subscriptions s WHERE s.id = (r->>'subscription_id')::integer) END
        WHEN 'projects' THEN (SELECT s.client_id FROM subscriptions s WHERE s.id = (r->>'subscription_id')::integer)
        WHEN 'invoices' THEN (SELECT s.client_id FROM subscriptions s WHERE s.id = (r->>'subscription_id')::integer)
      END
    $$`);
    // TG_ARGV: the columns never recorded (a text[] literal), then the row's key column.
    await db.query(`CREATE FUNCTION audit_changes() RETURNS trigger LANGUAGE plpgsql AS $$
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
    for (const [table, { key = 'id', hidden = [] }] of Object.entries(AUDITED)) {
      const args = `'{${hidden.join(',')}}', '${key}'`;
      await db.query(`CREATE TRIGGER ${table}_audit_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
      await db.query(`CREATE TRIGGER ${table}_audit_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
      await db.query(`CREATE TRIGGER ${table}_audit_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
    }

    // Append-only: UPDATE, DELETE and TRUNCATE are refused, except the prune's DELETE of rows past its age.
    await db.query(`CREATE FUNCTION audit_records_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND current_setting('atrium.audit_prune_before', true) <> ''
         AND OLD.at < current_setting('atrium.audit_prune_before', true)::timestamptz THEN
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'audit records are append-only' USING ERRCODE = 'insufficient_privilege';
    END $$`);
    await db.query(`CREATE TRIGGER audit_records_append_only BEFORE UPDATE OR DELETE ON audit_records
      FOR EACH ROW EXECUTE FUNCTION audit_records_append_only()`);
    await db.query(`CREATE TRIGGER audit_records_no_truncate BEFORE TRUNCATE ON audit_records
      FOR EACH STATEMENT EXECUTE FUNCTION audit_records_append_only()`);
    // The retention prune (at least one day): deletes the rows older than that, records that it did, and
    // answers how many. The permission lives only for the prune's own transaction.
    await db.query(`CREATE FUNCTION prune_audit_records(keep_days integer) RETURNS bigint LANGUAGE plpgsql AS $$
    DECLARE
      before timestamptz := now() - make_interval(days => greatest(keep_days, 1));
      pruned bigint;
      ctx jsonb := audit_context();
    BEGIN
      PERFORM set_config('atrium.audit_prune_before', before::text, true);
      DELETE FROM audit_records WHERE at < before;
      GET DIAGNOSTICS pruned = ROW_COUNT;
      PERFORM set_config('atrium.audit_prune_before', '', true);
      INSERT INTO audit_records (actor_kind, actor_id, actor_role, resource, action, changes, request_id)
      VALUES (coalesce(ctx->>'k', 'system'), (ctx->>'i')::integer, ctx->>'r', 'audit_records', 'prune',
        jsonb_build_object('before', jsonb_build_array(NULL, before), 'count', jsonb_build_array(NULL, pruned)), ctx->>'q');
      RETURN pruned;
    END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of Object.keys(AUDITED))
      for (const event of ['insert', 'update', 'delete']) await db.query(`DROP TRIGGER ${table}_audit_${event} ON ${table}`);
    await db.query(`DROP TABLE audit_records`);
    await db.query(`DROP FUNCTION prune_audit_records(integer)`);
    await db.query(`DROP FUNCTION audit_records_append_only()`);
    await db.query(`DROP FUNCTION audit_changes()`);
    await db.query(`DROP FUNCTION audit_account(name, jsonb)`);
    await db.query(`DROP FUNCTION audit_context()`);
  }
}
