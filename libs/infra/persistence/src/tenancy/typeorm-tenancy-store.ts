import type { DataSource, EntityManager } from 'typeorm';
import type { TenancyStore } from '@atrium/tenancy';
import { whereInScope } from '../database/tenant-scope.sql.js';
import { TypeormUnitOfWork } from '../database/typeorm-unit-of-work.js';
import { TypeormProjectRepository } from './typeorm-project.repository.js';
import { TypeormUserRepository } from './typeorm-user.repository.js';

export function tenancyStore(db: EntityManager): TenancyStore {
  return {
    users: new TypeormUserRepository(db),
    projects: new TypeormProjectRepository(db),
    async lockLimits(subscriptionId, scope) {
      const qb = db
        .createQueryBuilder()
        .select(['s.id AS id', 's.client_id AS client_id', 's.max_users AS max_users', 's.max_projects AS max_projects'])
        .from('subscriptions', 's')
        .where('s.id = :subscriptionId', { subscriptionId })
        .setLock('pessimistic_write');
      const r = await whereInScope(qb, scope, { client: 's.client_id', subscription: 's.id' }).getRawOne();
      return r
        ? {
            subscriptionId: Number(r.id),
            clientId: Number(r.client_id),
            maxUsers: Number(r.max_users),
            maxProjects: Number(r.max_projects),
          }
        : null;
    },
  };
}

/** Tenancy's unit of work: one transaction, with the tenancy repositories bound to it. */
export class TypeormTenancyUnitOfWork extends TypeormUnitOfWork<TenancyStore> {
  constructor(dataSource: DataSource) {
    super(dataSource, tenancyStore);
  }
}
