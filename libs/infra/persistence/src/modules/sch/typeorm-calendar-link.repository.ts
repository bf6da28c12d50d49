import type { EntityManager } from 'typeorm';
import type { ProjectScope } from '@atrium/kernel';
import type { CalendarLinkRepository } from '@atrium/modules';
import type { AesGcmSecretBox } from '../../crypto/aes-gcm-secret-box.js';

/** A project's Google Calendar link: its refresh token, sealed before it is written. */
export class TypeormCalendarLinkRepository implements CalendarLinkRepository {
  constructor(
    private readonly db: EntityManager,
    private readonly box: AesGcmSecretBox,
  ) {}

  async save({ projectId }: ProjectScope, refreshToken: string): Promise<void> {
    await this.db.query(
      `INSERT INTO google_calendar_links (project_id, refresh_token_sealed) VALUES ($1, $2)
       ON CONFLICT (project_id) DO UPDATE SET refresh_token_sealed = EXCLUDED.refresh_token_sealed, updated_at = now()`,
      [projectId, this.box.seal(refreshToken)],
    );
  }

  async refreshTokenOf({ projectId }: ProjectScope): Promise<string | null> {
    const [row] = (await this.db.query(`SELECT refresh_token_sealed FROM google_calendar_links WHERE project_id = $1`, [
      projectId,
    ])) as Array<{
      refresh_token_sealed: string;
    }>;
    if (!row) return null;
    // A token sealed under a former key cannot be opened: the project simply has to consent again.
    try {
      return this.box.open(row.refresh_token_sealed);
    } catch {
      return null;
    }
  }
}
