import type { PersonKind } from '../people/person.js';

/** What a session credential says about its holder (the spec's "session credential"). */
export interface SessionClaims {
  /** The session's id; revoking it makes the credential fail at once. */
  sid: string;
  usertype: PersonKind;
  userId: number;
  firstname: string;
  email: string;
}

export const SESSION_TTL_SECONDS = 7 * 24 * 3600;
