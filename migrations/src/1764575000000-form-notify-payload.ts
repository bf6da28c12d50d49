import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Form notification jobs have one payload shape, `{submissionIds: [...]}` (the job queue runs a batch of
 * them with their lists joined). Jobs recorded before the intake named its batch's submissions still wait
 * with `{submissionId}`: they take the list shape. Finished jobs are left as they were.
 */
export class FormNotifyPayload1764575000000 implements MigrationInterface {
  name = 'FormNotifyPayload1764575000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE jobs SET payload = jsonb_build_object('submissionIds', jsonb_build_array(payload -> 'submissionId'))
      WHERE name = 'com.form-notify' AND payload ? 'submissionId' AND status IN ('queued', 'handed', 'running')`);
  }

  async down(): Promise<void> {
    // The handler before this one took both shapes: nothing to undo.
  }
}
