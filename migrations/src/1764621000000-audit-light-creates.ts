import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A create is recorded by who made it, when and from where, and which row (resource, id, project, account),
 * without the row's values: copying every created row into JSON made a write with its audit row cost 1.5×
 * the write alone (the public intake's statement: 4.1 ms of database CPU for ten submissions and their
 * leads against 2.6 ms), far over issue 22's 10 %. The values are not lost to the trail: an update records
 * each changed field before → after and a delete the whole row, so a row's values at its creation are its
 * current values taken back through its updates.
 *
 * Each audited table gets its own create function, generated once here by `audit_track()`, reading the
 * transition table's columns directly (no `to_jsonb` per row); updates and deletes keep `audit_changes()`.
 * A table added later is audited by `SELECT audit_track('<table>', '<key column>', '{<hidden columns>}')`.
 *
 * The actor `{"k":"key"}` without an id (the public intake's batches, which gather several requests of
 * possibly several projects) names the key of each row's own project.
 */
const AUDITED: Record<string, { key?: string; hidden?: string[] }> = {
  people: { hidden: ['password_hash'] },
  subscriptions: {},
  invoices: {},
  transactions: {},
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
  two_factor_authenticators: { key: 'person_id', hidden: ['sealed_secret', 'last_used_step'] },
  platform_settings: {},
};

const args = (key = 'id', hidden: string[] = []) => `'${key}', '{${hidden.join(',')}}'`;

export class AuditLightCreates1764621000000 implements MigrationInterface {
  name = 'AuditLightCreates1764621000000';

  async up(db: QueryRunner): Promise<void> {
    // The three triggers of a table; its create function reads the row's project and key columns by name.
    await db.query(`CREATE FUNCTION audit_track(tbl text, key_column text, hidden text[]) RETURNS void LANGUAGE plpgsql AS $f$
    DECLARE
      project text := CASE
        WHEN EXISTS (SELECT 1 FROM information_schema.columns c
                      WHERE c.table_schema = current_schema() AND c.table_name = tbl AND c.column_name = 'project_id') THEN 'n.project_id'
        WHEN tbl = 'projects' THEN 'n.id'
        ELSE 'NULL::integer' END;
      account text := CASE WHEN tbl IN ('people', 'subscriptions', 'invoices', 'transactions', 'projects')
        THEN format('audit_account(%L, to_jsonb(n))', tbl) ELSE 'NULL::integer' END;
      resource text := CASE WHEN tbl = 'people' THEN 'n.kind' ELSE quote_literal(tbl) END;
    BEGIN
      EXECUTE format($body$CREATE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE ctx jsonb := audit_context();
        BEGIN
          INSERT INTO audit_records (actor_kind, actor_id, actor_role, account_id, project_id, resource, record_id, action, address, user_agent, request_id)
          SELECT coalesce(ctx->>'k', 'system'),
            coalesce((ctx->>'i')::integer, CASE WHEN ctx->>'k' = 'key' THEN %s END),
            ctx->>'r', %s, %s, %s, n.%I, 'create', ctx->>'a', ctx->>'u', ctx->>'q'
          FROM new_rows n;
          RETURN NULL;
        END $$$body$, tbl || '_audit_create', project, account, project, resource, key_column);
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION %I()', tbl || '_audit_insert', tbl, tbl || '_audit_create');
      EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(%L, %L)', tbl || '_audit_update', tbl, hidden::text, key_column);
      EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(%L, %L)', tbl || '_audit_delete', tbl, hidden::text, key_column);
    END $f$`);
    for (const [table, { key, hidden }] of Object.entries(AUDITED)) {
      for (const event of ['insert', 'update', 'delete']) await db.query(`DROP TRIGGER ${table}_audit_${event} ON ${table}`);
      await db.query(`SELECT audit_track(${`'${table}'`}, ${args(key, hidden)})`);
    }
    // The time filter and the prune read ranges of a column that grows with the table's order: a BRIN index
    // answers them for almost nothing per insert, where the B-tree was one more index write per record.
    await db.query(`DROP INDEX audit_records_at_idx`);
    await db.query(`CREATE INDEX audit_records_at_idx ON audit_records USING brin (at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX audit_records_at_idx`);
    await db.query(`CREATE INDEX audit_records_at_idx ON audit_records (at)`);
    for (const [table, { key = 'id', hidden = [] }] of Object.entries(AUDITED)) {
      for (const event of ['insert', 'update', 'delete']) await db.query(`DROP TRIGGER ${table}_audit_${event} ON ${table}`);
      await db.query(`DROP FUNCTION ${table}_audit_create()`);
      const old = `'{${hidden.join(',')}}', '${key}'`;
      await db.query(`CREATE TRIGGER ${table}_audit_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${old})`);
      await db.query(`CREATE TRIGGER ${table}_audit_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${old})`);
      await db.query(`CREATE TRIGGER ${table}_audit_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${old})`);
    }
    await db.query(`DROP FUNCTION audit_track(text, text, text[])`);
  }
}
