import { describe, expect, it, jest } from '@jest/globals';
import type { ModuleCode, TenantScope } from '@atrium/kernel';
import type { SessionClaims } from '../sessions/session.js';
import type { Membership } from './module-access.js';
import { ResolveScope, type AccessRepository } from './resolve-scope.use-cases.js';

const claims: SessionClaims = { sid: 's', usertype: 'users', userId: 7, firstname: 'Ada', email: 'ada@example.com' };

function resolverFor(membership: Membership) {
  const access: AccessRepository = { membershipOf: async () => membership, projectOfTokenHash: async () => null };
  return new ResolveScope(access);
}
const active: Membership = { subscriptionId: 3, status: 'active', modules: ['crm'], projectId: null };

describe('ResolveScope with a module worked out per request', () => {
  it('asks for the module within the scope, and refuses one the subscription lacks', async () => {
    const moduleOf = jest.fn(async (_scope: TenantScope): Promise<ModuleCode> => 'crm');
    const scope = await resolverFor(active).execute(claims, { module: moduleOf });
    expect(scope).toEqual({ kind: 'users', userId: 7, subscriptionId: 3, projectId: undefined });
    expect(moduleOf).toHaveBeenCalledWith(scope);
    await expect(resolverFor(active).execute(claims, { module: async () => 'com' })).rejects.toMatchObject({
      code: 'tenancy.module_not_in_subscription',
    });
  });

  it('refuses an inactive subscription or another subscription’s project before looking at any record', async () => {
    const moduleOf = jest.fn(async (): Promise<ModuleCode> => 'crm');
    await expect(resolverFor({ ...active, status: 'inactive' }).execute(claims, { module: moduleOf })).rejects.toMatchObject({
      code: 'tenancy.subscription_inactive',
    });
    await expect(resolverFor(active).execute(claims, { module: moduleOf, projectId: 99 })).rejects.toMatchObject({
      code: 'tenancy.project_not_found',
    });
    expect(moduleOf).not.toHaveBeenCalled();
  });
});
