import type { EntityManager } from 'typeorm';
import type { ProjectScope } from '@atrium/kernel';
import type { VideoFileKind } from '@atrium/modules';

/** A video file as playback needs it, with the secret its links are signed with. */
export interface PlayableFile {
  key: string;
  type: string;
  title: string;
  secret: string;
}

/**
 * What signed playback links need (a <video> element sends no session header or API key, so its links carry
 * their own permission). A project's links are signed with its API token's hash: never shown to anyone, it
 * changes when the token is reset, which voids every link given out before.
 */
export class TypeormVideoPlayback {
  constructor(private readonly db: EntityManager) {}

  async secretOf({ projectId }: ProjectScope): Promise<string | null> {
    const rows: Array<{ token_hash: string }> = await this.db.query(`SELECT token_hash FROM projects WHERE id = $1`, [projectId]);
    return rows[0]?.token_hash ?? null;
  }

  /** A video's file, whoever asks: the caller checks the link's signature against `secret` before answering it. */
  async fileOf(id: number, kind: VideoFileKind): Promise<PlayableFile | null> {
    const rows: Array<PlayableFile> = await this.db.query(
      kind === 'video'
        ? `SELECT v.source_key AS key, v.source_type AS type, v.title, p.token_hash AS secret FROM videos v JOIN projects p ON p.id = v.project_id WHERE v.id = $1`
        : `SELECT v.poster_key AS key, v.poster_type AS type, v.title, p.token_hash AS secret FROM videos v JOIN projects p ON p.id = v.project_id WHERE v.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }
}
