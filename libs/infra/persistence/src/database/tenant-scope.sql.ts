import type { ObjectLiteral, SelectQueryBuilder, UpdateQueryBuilder, DeleteQueryBuilder } from 'typeorm';
import type { TenantScope } from '@atrium/tenancy';

/**
 * How a table's rows belong to tenants: SQL expressions (over the query's alias) giving the owning
 * client, subscription and project. A table declares what it has; a scope the table cannot express sees
 * nothing, so forgetting a column fails closed.
 */
export interface TenantColumns {
  client?: string;
  subscription?: string;
  project?: string;
}

type Filterable<T extends ObjectLiteral> = SelectQueryBuilder<T> | UpdateQueryBuilder<T> | DeleteQueryBuilder<T>;

/** The one place where tenant scoping becomes SQL; every scoped repository goes through it. */
export function whereInScope<T extends ObjectLiteral, Q extends Filterable<T>>(qb: Q, scope: TenantScope, columns: TenantColumns): Q {
  const nothing = () => qb.andWhere('1 = 0') as Q;
  switch (scope.kind) {
    case 'admins':
      return qb;
    case 'clients':
      return columns.client ? (qb.andWhere(`${columns.client} = :scopeClientId`, { scopeClientId: scope.clientId }) as Q) : nothing();
    case 'users': {
      if (!columns.subscription && !columns.project) return nothing();
      const scopeSubscriptionId = scope.subscriptionId;
      if (columns.subscription) qb.andWhere(`${columns.subscription} = :scopeSubscriptionId`, { scopeSubscriptionId });
      // A module record belongs to a project: it is the user's when its project is one of their
      // subscription's, checked in the statement that reads or writes it.
      else
        qb.andWhere(`${columns.project} IN (SELECT sp.id FROM projects sp WHERE sp.subscription_id = :scopeSubscriptionId)`, {
          scopeSubscriptionId,
        });
      if (columns.project && scope.projectId !== undefined)
        qb.andWhere(`${columns.project} = :scopeProjectId`, { scopeProjectId: scope.projectId });
      return qb;
    }
    case 'project':
      return columns.project ? (qb.andWhere(`${columns.project} = :scopeProjectId`, { scopeProjectId: scope.projectId }) as Q) : nothing();
  }
}
