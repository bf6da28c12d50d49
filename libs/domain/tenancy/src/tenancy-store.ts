import { portToken, type TenantScope, type UnitOfWork } from '@atrium/kernel';
import type { ProjectRepository } from './projects/project.js';
import type { UserRepository } from './users/user.js';

export interface SubscriptionLimits {
  subscriptionId: number;
  clientId: number;
  maxUsers: number;
  maxProjects: number;
}

/** The tenancy repositories bound to one transaction. */
export interface TenancyStore {
  users: UserRepository;
  projects: ProjectRepository;
  /**
   * The subscription's limits if the caller may see it, locked until the transaction ends so that two
   * concurrent adds cannot both take the last place.
   */
  lockLimits(subscriptionId: number, scope: TenantScope): Promise<SubscriptionLimits | null>;
}
export const TENANCY_STORE = portToken<TenancyStore>('TenancyStore');

export type TenancyUnitOfWork = UnitOfWork<TenancyStore>;
export const TENANCY_UNIT_OF_WORK = portToken<TenancyUnitOfWork>('TenancyUnitOfWork');
