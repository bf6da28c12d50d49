import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API processes keep the guard's membership answers in memory (decision 0006): a user's subscription, its
 * status and modules, and whether a named project is one of its projects. Triggers announce every change
 * that could alter one of those answers on `atrium_memberships_changed`, so that no write path can forget
 * to; NOTIFY is transactional, so listeners hear of a change exactly when it commits.
 * - a person's id: that user's subscription or kind changed (listeners forget that user);
 * - no payload: a subscription's status or modules changed, a project was added or moved, or projects,
 *   subscriptions or people were deleted (rare: listeners forget everything).
 */
export class MembershipNotify1764221000000 implements MigrationInterface {
  name = 'MembershipNotify1764221000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE FUNCTION notify_memberships_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_LEVEL = 'ROW' AND TG_TABLE_NAME = 'people' THEN
          PERFORM pg_notify('atrium_memberships_changed', OLD.id::text);
        ELSE
          PERFORM pg_notify('atrium_memberships_changed', '');
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER people_membership_notify AFTER UPDATE ON people FOR EACH ROW
      WHEN (NEW.subscription_id IS DISTINCT FROM OLD.subscription_id OR NEW.kind IS DISTINCT FROM OLD.kind)
      EXECUTE FUNCTION notify_memberships_changed()`);
    await db.query(`CREATE TRIGGER subscriptions_membership_notify AFTER UPDATE ON subscriptions FOR EACH ROW
      WHEN (NEW.status IS DISTINCT FROM OLD.status OR NEW.modules IS DISTINCT FROM OLD.modules)
      EXECUTE FUNCTION notify_memberships_changed()`);
    await db.query(`CREATE TRIGGER projects_membership_notify AFTER UPDATE ON projects FOR EACH ROW
      WHEN (NEW.subscription_id IS DISTINCT FROM OLD.subscription_id)
      EXECUTE FUNCTION notify_memberships_changed()`);
    // A user may have named a project's id before it existed: that "not yours" must not outlive its creation.
    await db.query(`CREATE TRIGGER projects_added_membership_notify AFTER INSERT ON projects FOR EACH STATEMENT
      EXECUTE FUNCTION notify_memberships_changed()`);
    for (const table of ['people', 'projects', 'subscriptions']) {
      // Statement-level: a cascade deleting many rows announces once.
      await db.query(`CREATE TRIGGER ${table}_deleted_membership_notify AFTER DELETE ON ${table} FOR EACH STATEMENT
        EXECUTE FUNCTION notify_memberships_changed()`);
      await db.query(`CREATE TRIGGER ${table}_truncated_membership_notify AFTER TRUNCATE ON ${table} FOR EACH STATEMENT
        EXECUTE FUNCTION notify_memberships_changed()`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['people', 'projects', 'subscriptions']) {
      await db.query(`DROP TRIGGER ${table}_truncated_membership_notify ON ${table}`);
      await db.query(`DROP TRIGGER ${table}_deleted_membership_notify ON ${table}`);
    }
    await db.query(`DROP TRIGGER projects_added_membership_notify ON projects`);
    await db.query(`DROP TRIGGER projects_membership_notify ON projects`);
    await db.query(`DROP TRIGGER subscriptions_membership_notify ON subscriptions`);
    await db.query(`DROP TRIGGER people_membership_notify ON people`);
    await db.query(`DROP FUNCTION notify_memberships_changed()`);
  }
}
