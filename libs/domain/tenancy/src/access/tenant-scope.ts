import type { SessionClaims } from '../sessions/session.js';

/**
 * The records a caller may see. Repositories take it explicitly and apply it in one shared place, so a
 * record outside the scope is simply not found (404), never revealed.
 */
export type TenantScope =
  | { kind: 'admins' }
  | { kind: 'clients'; clientId: number }
  | { kind: 'users'; userId: number; subscriptionId: number; projectId?: number }
  | { kind: 'project'; projectId: number };

export function scopeOf(claims: SessionClaims, user?: { subscriptionId: number | null; projectId?: number }): TenantScope {
  switch (claims.usertype) {
    case 'admins':
      return { kind: 'admins' };
    case 'clients':
      return { kind: 'clients', clientId: claims.userId };
    case 'users':
      // A user without a subscription can see nothing: -1 matches no row.
      return { kind: 'users', userId: claims.userId, subscriptionId: user?.subscriptionId ?? -1, projectId: user?.projectId };
  }
}
