import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhook events cost the changing statement less (issue 23 §1: the intake bench with one subscribed
 * endpoint). The public intake's statements run one at a time, so what a trigger adds to them is taken from
 * every submission's throughput. Measured on PostgreSQL, sixteen submissions in one statement, one endpoint
 * subscribed: renaming each row's keys to camelCase (`webhook_data`: `jsonb_each`, `initcap`, aggregate) was
 * ~40 µs a row, 1.3 of the trigger's 2.4 ms.
 *
 * So the delivery keeps the row as it was written (`row`, without a generated search column), and the body
 * is made where the delivery is read, by `webhookBody` (libs/domain/tenancy): at each attempt and in the log.
 * A payload of an earlier version (`data` already renamed) is read and sent as it is.
 *
 * `webhook_fan_out` becomes PL/pgSQL, same statement: as an SQL function called from the trigger it was
 * planned afresh on every call; PL/pgSQL keeps its plan for the session.
 */
const FAN_OUT_HEAD = `CREATE OR REPLACE FUNCTION webhook_fan_out(event text, tbl name, changed jsonb[]) RETURNS void`;

const fanOut = (data: string) => `
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
          jsonb_build_object('type', event, 'timestamp', now(), ${data})
        FROM r JOIN webhook_endpoints e ON e.enabled AND event = ANY (e.events)
          AND (e.project_id = r.project_id OR e.account_id = r.account_id)
        ORDER BY (r.row->>'id')::bigint, e.id
        RETURNING endpoint_id
      )
      INSERT INTO jobs (name, payload)
      SELECT 'webhooks.deliver', jsonb_build_object('endpointIds', jsonb_agg(DISTINCT endpoint_id))
      FROM delivery HAVING count(*) > 0`;

export class WebhookLightFanOut1764660000000 implements MigrationInterface {
  name = 'WebhookLightFanOut1764660000000';

  async up(db: QueryRunner): Promise<void> {
    // Secrets never reach an evented table's row (people and projects have no events); the search column is
    // generated from the others.
    await db.query(`${FAN_OUT_HEAD} LANGUAGE plpgsql AS $$
    BEGIN
      ${fanOut(`'row', CASE WHEN r.row ? 'search' THEN r.row - 'search' ELSE r.row END`)};
    END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    // Messages back to the earlier form, which the earlier code sends and shows as stored.
    await db.query(`UPDATE webhook_deliveries SET payload = jsonb_build_object('type', payload->'type',
      'timestamp', payload->'timestamp', 'data', webhook_data(payload->'row')) WHERE payload ? 'row'`);
    await db.query(`${FAN_OUT_HEAD} LANGUAGE sql AS $$${fanOut(`'data', webhook_data(r.row)`)}
    $$`);
  }
}
