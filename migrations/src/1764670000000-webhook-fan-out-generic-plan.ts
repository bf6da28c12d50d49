import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `webhook_fan_out` keeps one generic plan (issue 23 §1: the intake bench with one subscribed endpoint).
 * Called with a fresh `changed` array each time, its statement was planned anew on every call: PostgreSQL's
 * plan cache keeps choosing a custom plan because it estimates `unnest` of a known array as cheaper. Measured
 * on PostgreSQL, the same trigger in alternated statements: 0.76 → 0.52 ms for 8 submissions, 0.44 → 0.25 ms
 * for one. The plan does not depend on the values: the endpoints are found by project or account, the rows
 * come from the array. `webhook_events` keeps the default: a generic plan made it slower (its queries read
 * the statement's transition table).
 */
export class WebhookFanOutGenericPlan1764670000000 implements MigrationInterface {
  name = 'WebhookFanOutGenericPlan1764670000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER FUNCTION webhook_fan_out(text, name, jsonb[]) SET plan_cache_mode = force_generic_plan`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER FUNCTION webhook_fan_out(text, name, jsonb[]) RESET plan_cache_mode`);
  }
}
