import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API processes keep the ids of active sessions in memory; a session that stops being active (revoked,
 * shortened, or deleted with its person, also through cascades) is announced on the channel
 * `atrium_session_revoked` with its id as payload. A trigger, so that no path can forget it; NOTIFY is
 * transactional, so listeners hear of a revocation exactly when it commits.
 */
export class SessionRevocationNotify1763920000000 implements MigrationInterface {
  name = 'SessionRevocationNotify1763920000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE FUNCTION notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('atrium_session_revoked', OLD.id::text);
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER sessions_revoked_notify AFTER UPDATE ON sessions FOR EACH ROW
      WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.expires_at < OLD.expires_at)
      EXECUTE FUNCTION notify_session_revoked()`);
    await db.query(
      `CREATE TRIGGER sessions_deleted_notify AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_revoked()`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER sessions_deleted_notify ON sessions`);
    await db.query(`DROP TRIGGER sessions_revoked_notify ON sessions`);
    await db.query(`DROP FUNCTION notify_session_revoked()`);
  }
}
