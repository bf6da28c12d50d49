import type { TenantScope } from '@atrium/kernel';
import type { SessionClaims } from '../sessions/session.js';

export type { TenantScope };

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
