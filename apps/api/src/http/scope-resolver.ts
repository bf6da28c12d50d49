import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Forbidden, type TenantScope } from '@atrium/kernel';
import { scopeOf, type SessionClaims } from '@atrium/tenancy';

/** Users are scoped to their subscription, which the credential does not carry: look it up. */
@Injectable()
export class ScopeResolver {
  constructor(private readonly dataSource: DataSource) {}

  /** `evenInactive`: the route serves users whose subscription is inactive (signing out, passwords). */
  async resolve(claims: SessionClaims, evenInactive = false): Promise<TenantScope> {
    if (claims.usertype !== 'users') return scopeOf(claims);
    const [row] = await this.dataSource.query(
      `SELECT p.subscription_id, s.status FROM people p JOIN subscriptions s ON s.id = p.subscription_id WHERE p.id = $1 AND p.kind = 'users'`,
      [claims.userId],
    );
    // CONTRACT §5: users work only while their subscription is active.
    if (!evenInactive && row?.status !== 'active') throw new Forbidden('Your subscription is inactive', 'tenancy.subscription_inactive');
    return scopeOf(claims, { subscriptionId: row ? Number(row.subscription_id) : null });
  }
}
