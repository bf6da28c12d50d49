import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outgoing signed webhooks (issue 23 §1, decision 0019). `webhook_endpoints` belong to a project (its users'
 * endpoints) or to an account (a client's, for billing events); their signing secret is kept sealed and is
 * never part of the audit trail. `webhook_deliveries` is each endpoint's queue and log: one row per event
 * per endpoint, written by statement-level AFTER triggers in the statement that makes the change (so the
 * public intake stays one statement), with a `webhooks.deliver` row of `jobs` (the outbox, decision 0012)
 * beside them. A table with no endpoint subscribed to its event pays one look at `webhook_endpoints`.
 */
const EVENTS: { table: string; op: 'INSERT' | 'UPDATE'; event: string; when?: string }[] = [
  { table: 'submissions', op: 'INSERT', event: 'submission.created' },
  { table: 'leads', op: 'INSERT', event: 'lead.created' },
  { table: 'leads', op: 'UPDATE', event: 'lead.scored', when: 'scored' },
  { table: 'customers', op: 'INSERT', event: 'lead.converted', when: 'converted' },
  { table: 'customers', op: 'INSERT', event: 'customer.created' },
  { table: 'customers', op: 'UPDATE', event: 'customer.updated', when: 'changed' },
  { table: 'sch_events', op: 'INSERT', event: 'event.created' },
  { table: 'assets', op: 'INSERT', event: 'asset.uploaded' },
  { table: 'invoices', op: 'INSERT', event: 'invoice.issued' },
  { table: 'invoices', op: 'UPDATE', event: 'invoice.paid', when: 'paid' },
  { table: 'subscriptions', op: 'UPDATE', event: 'subscription.activated', when: 'activated' },
  { table: 'subscriptions', op: 'UPDATE', event: 'subscription.deactivated', when: 'deactivated' },
];

const triggerName = (table: string, event: string) => `${table}_webhook_${event.replace('.', '_')}`;

export class Webhooks1764640000000 implements MigrationInterface {
  name = 'Webhooks1764640000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE webhook_endpoints (
      id serial PRIMARY KEY,
      project_id integer REFERENCES projects (id) ON DELETE CASCADE,
      account_id integer REFERENCES people (id) ON DELETE CASCADE,
      created_by integer REFERENCES people (id) ON DELETE SET NULL,
      url varchar(2000) NOT NULL,
      description varchar(10000) NOT NULL DEFAULT '',
      events text[] NOT NULL,
      secret_sealed text NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      disabled_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT webhook_endpoints_one_owner CHECK ((project_id IS NULL) <> (account_id IS NULL))
    )`);
    await db.query(`CREATE INDEX webhook_endpoints_project_idx ON webhook_endpoints (project_id, id) WHERE project_id IS NOT NULL`);
    await db.query(`CREATE INDEX webhook_endpoints_account_idx ON webhook_endpoints (account_id, id) WHERE account_id IS NOT NULL`);

    // Not audited: a delivery is an event stream (decision 0018), and its payload copies audited rows.
    await db.query(`CREATE TABLE webhook_deliveries (
      id bigserial PRIMARY KEY,
      endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
      message_id text NOT NULL,
      event text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      lease_until timestamptz,
      last_attempt_at timestamptz,
      response_status integer,
      response_ms integer,
      response_body text,
      last_error text,
      redelivery_of bigint
    )`);
    await db.query(`CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, id)`);
    // Each endpoint's queue: its oldest pending delivery goes first (in order per endpoint).
    await db.query(`CREATE INDEX webhook_deliveries_pending_idx ON webhook_deliveries (endpoint_id, id) WHERE status = 'pending'`);

    // The row as a payload's data: camelCase keys, never a generated search column or a secret.
    await db.query(`CREATE FUNCTION webhook_data(r jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
      SELECT coalesce(jsonb_object_agg(left(k, 1) || substr(replace(initcap(replace(k, '_', ' ')), ' ', ''), 2), v), '{}'::jsonb)
      FROM jsonb_each(r - '{search,password_hash,token_hash,token_hint,secret_sealed}'::text[]) e(k, v)
    $$`);
    // One delivery per changed row and subscribed endpoint (of the row's project, or of the account it bills),
    // in the rows' order, and one job naming the endpoints that have something new.
    await db.query(`CREATE FUNCTION webhook_fan_out(event text, tbl name, changed jsonb[]) RETURNS void LANGUAGE sql AS $$
      WITH r AS (
        SELECT x AS row, (x->>'project_id')::integer AS project_id,
          CASE tbl
            WHEN 'subscriptions' THEN (x->>'client_id')::integer
            WHEN 'invoices' THEN (SELECT s.client_id FROM subscriptions s WHERE s.id = (x->>'subscription_id')::integer)
          END AS account_id
        FROM unnest(changed) x
      ), delivery AS (
        INSERT INTO webhook_deliveries (endpoint_id, message_id, event, payload)
        SELECT e.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), event,
          jsonb_build_object('type', event, 'timestamp', now(), 'data', webhook_data(r.row))
        FROM r JOIN webhook_endpoints e ON e.enabled AND event = ANY (e.events)
          AND (e.project_id = r.project_id OR e.account_id = r.account_id)
        ORDER BY (r.row->>'id')::bigint, e.id
        RETURNING endpoint_id
      )
      INSERT INTO jobs (name, payload)
      SELECT 'webhooks.deliver', jsonb_build_object('endpointIds', jsonb_agg(DISTINCT endpoint_id))
      FROM delivery HAVING count(*) > 0
    $$`);
    // TG_ARGV: the event, then which rows of the statement it is about (absent: all of them).
    await db.query(`CREATE FUNCTION webhook_events() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      event text := TG_ARGV[0];
      which text := coalesce(TG_ARGV[1], 'all');
      changed jsonb[];
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.enabled AND event = ANY (e.events)) THEN
        RETURN NULL;
      END IF;
      IF TG_OP = 'INSERT' THEN
        changed := array(SELECT to_jsonb(n) FROM new_rows n
          WHERE which <> 'converted' OR (to_jsonb(n)->>'converted')::boolean);
      ELSE
        changed := array(
          SELECT a FROM (SELECT to_jsonb(n) AS a FROM new_rows n) na
          JOIN (SELECT to_jsonb(o) AS b FROM old_rows o) ob ON ob.b->'id' = na.a->'id'
          WHERE CASE which
            WHEN 'scored' THEN na.a->>'scoring_id' IS NOT NULL AND na.a->'scoring_id' IS DISTINCT FROM ob.b->'scoring_id'
            WHEN 'changed' THEN (na.a - 'search') IS DISTINCT FROM (ob.b - 'search')
            WHEN 'paid' THEN na.a->>'status' = 'paid' AND ob.b->>'status' <> 'paid'
            WHEN 'activated' THEN na.a->>'status' = 'active' AND ob.b->>'status' <> 'active'
            WHEN 'deactivated' THEN na.a->>'status' = 'inactive' AND ob.b->>'status' <> 'inactive'
            ELSE true
          END);
      END IF;
      IF cardinality(changed) > 0 THEN
        PERFORM webhook_fan_out(event, TG_TABLE_NAME, changed);
      END IF;
      RETURN NULL;
    END $$`);
    for (const { table, op, event, when } of EVENTS) {
      const transition = op === 'INSERT' ? 'NEW TABLE AS new_rows' : 'OLD TABLE AS old_rows NEW TABLE AS new_rows';
      const args = when ? `'${event}', '${when}'` : `'${event}'`;
      await db.query(`CREATE TRIGGER ${triggerName(table, event)} AFTER ${op} ON ${table} REFERENCING ${transition}
        FOR EACH STATEMENT EXECUTE FUNCTION webhook_events(${args})`);
    }

    // The audit trail (decision 0018) records endpoints like the other tables, never their secret; a client's
    // endpoint belongs to its account, a project's to the project's.
    for (const event of ['insert', 'update', 'delete']) {
      const transition =
        event === 'insert'
          ? 'NEW TABLE AS new_rows'
          : event === 'delete'
            ? 'OLD TABLE AS old_rows'
            : 'OLD TABLE AS old_rows NEW TABLE AS new_rows';
      await db.query(`CREATE TRIGGER webhook_endpoints_audit_${event} AFTER ${event.toUpperCase()} ON webhook_endpoints REFERENCING ${transition}
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes('{secret_sealed}', 'id')`);
    }
    await db.query(`CREATE OR REPLACE FUNCTION audit_account(tbl name, r jsonb) RETURNS integer LANGUAGE sql STABLE AS $$
      SELECT CASE tbl
        WHEN 'subscriptions' THEN (r->>'client_id')::integer
        WHEN 'transactions' THEN (r->>'client_id')::integer
        WHEN 'people' THEN CASE r->>'kind'
          WHEN 'clients' THEN (r->>'id')::integer
          WHEN 'users' THEN (SELECT s.client_id FROM subscriptions s WHERE s.id = (r->>'subscription_id')::integer) END
        WHEN 'projects' THEN (SELECT s.client_id FROM subscriptions s WHERE s.id = (r->>'subscription_id')::integer)
        WHEN 'invoices' THEN (SELECT s.client_id FROM subscriptions s WHERE s.id = (r->>'subscription_id')::integer)
        WHEN 'webhook_endpoints' THEN (r->>'account_id')::integer
      END
    $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`CREATE OR REPLACE FUNCTION audit_account(tbl name, r jsonb) RETURNS integer LANGUAGE sql STABLE AS $$
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
    for (const { table, event } of EVENTS) await db.query(`DROP TRIGGER ${triggerName(table, event)} ON ${table}`);
    await db.query(`DROP TABLE webhook_deliveries`);
    await db.query(`DROP TABLE webhook_endpoints`);
    await db.query(`DROP FUNCTION webhook_events()`);
    await db.query(`DROP FUNCTION webhook_fan_out(text, name, jsonb[])`);
    await db.query(`DROP FUNCTION webhook_data(jsonb)`);
  }
}
