import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API processes keep the public API's answers in memory (decision 0009): which project an API key opens
 * (with its subscription's state and modules), and the sections they deliver by name. Triggers announce
 * every change that could alter those answers, so that no path can forget it; NOTIFY is transactional, so
 * listeners hear of a change exactly when it commits.
 * - `atrium_api_keys_changed` (no payload): a project's token or subscription changed, a project or a
 *   subscription was deleted, or a subscription's status or modules changed. Rare: listeners forget every key.
 * - `atrium_sections_changed` (the project id, or no payload for every project): any write to cms_sections.
 */
export class PublicCacheNotify1764210000000 implements MigrationInterface {
  name = 'PublicCacheNotify1764210000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE FUNCTION notify_api_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('atrium_api_keys_changed', '');
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER projects_api_key_notify AFTER UPDATE ON projects FOR EACH ROW
      WHEN (NEW.token_hash IS DISTINCT FROM OLD.token_hash OR NEW.subscription_id IS DISTINCT FROM OLD.subscription_id)
      EXECUTE FUNCTION notify_api_keys_changed()`);
    await db.query(`CREATE TRIGGER subscriptions_api_key_notify AFTER UPDATE ON subscriptions FOR EACH ROW
      WHEN (NEW.status IS DISTINCT FROM OLD.status OR NEW.modules IS DISTINCT FROM OLD.modules)
      EXECUTE FUNCTION notify_api_keys_changed()`);
    for (const table of ['projects', 'subscriptions']) {
      // Statement-level: a cascade deleting many rows announces once.
      await db.query(`CREATE TRIGGER ${table}_deleted_api_key_notify AFTER DELETE ON ${table} FOR EACH STATEMENT
        EXECUTE FUNCTION notify_api_keys_changed()`);
      await db.query(`CREATE TRIGGER ${table}_truncated_api_key_notify AFTER TRUNCATE ON ${table} FOR EACH STATEMENT
        EXECUTE FUNCTION notify_api_keys_changed()`);
    }

    await db.query(`CREATE FUNCTION notify_sections_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM pg_notify('atrium_sections_changed', '');
        ELSIF TG_OP = 'INSERT' THEN
          PERFORM pg_notify('atrium_sections_changed', NEW.project_id::text);
        ELSE
          PERFORM pg_notify('atrium_sections_changed', OLD.project_id::text);
          IF TG_OP = 'UPDATE' AND NEW.project_id <> OLD.project_id THEN
            PERFORM pg_notify('atrium_sections_changed', NEW.project_id::text);
          END IF;
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER cms_sections_changed_notify AFTER INSERT OR UPDATE OR DELETE ON cms_sections FOR EACH ROW
      EXECUTE FUNCTION notify_sections_changed()`);
    await db.query(`CREATE TRIGGER cms_sections_truncated_notify AFTER TRUNCATE ON cms_sections FOR EACH STATEMENT
      EXECUTE FUNCTION notify_sections_changed()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER cms_sections_truncated_notify ON cms_sections`);
    await db.query(`DROP TRIGGER cms_sections_changed_notify ON cms_sections`);
    await db.query(`DROP FUNCTION notify_sections_changed()`);
    for (const table of ['projects', 'subscriptions']) {
      await db.query(`DROP TRIGGER ${table}_truncated_api_key_notify ON ${table}`);
      await db.query(`DROP TRIGGER ${table}_deleted_api_key_notify ON ${table}`);
    }
    await db.query(`DROP TRIGGER subscriptions_api_key_notify ON subscriptions`);
    await db.query(`DROP TRIGGER projects_api_key_notify ON projects`);
    await db.query(`DROP FUNCTION notify_api_keys_changed()`);
  }
}
