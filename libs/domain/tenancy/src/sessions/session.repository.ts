import type { PersonKind } from '../people/person.js';

/** Who an active session belongs to, as the database records it (never as a credential claims it). */
export interface SessionHolder {
  personId: number;
  usertype: PersonKind;
}

/** Port: server-side record of sessions, so that logout and password changes revoke credentials. */
export interface SessionRepository {
  create(session: { id: string; personId: number; expiresAt: Date }): Promise<void>;
  /** The holder of an active session; null when it is unknown, revoked or expired. */
  activeHolder(id: string, now: Date): Promise<SessionHolder | null>;
  revoke(id: string, now: Date): Promise<void>;
  /** Revokes every session of the person except `keep` (the one making the change). */
  revokeOthers(personId: number, keep: string, now: Date): Promise<void>;
}
