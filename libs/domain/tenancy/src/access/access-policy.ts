import type { PersonKind } from '../people/person.js';
import type { SessionClaims } from '../sessions/session.js';

/**
 * Who may call an entry point: signed-in people of the listed kinds, anyone (`public`), or the holder of
 * a project's API token (`project-token`). Every API route declares one; there is no default.
 */
export type Audience = PersonKind | 'public' | 'project-token';

export function mayEnter(claims: SessionClaims | null, allowed: readonly Audience[]): 'ok' | 'unauthenticated' | 'forbidden' {
  if (allowed.includes('public')) return 'ok';
  if (!claims) return 'unauthenticated';
  return allowed.includes(claims.usertype) ? 'ok' : 'forbidden';
}
