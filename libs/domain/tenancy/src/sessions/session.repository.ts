/** Port: server-side record of sessions, so that logout and password changes revoke credentials. */
export interface SessionRepository {
  create(session: { id: string; personId: number; expiresAt: Date }): Promise<void>;
  isActive(id: string, now: Date): Promise<boolean>;
  revoke(id: string, now: Date): Promise<void>;
  /** Revokes every session of the person except `keep` (the one making the change). */
  revokeOthers(personId: number, keep: string, now: Date): Promise<void>;
}
