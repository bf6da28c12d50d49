import { describe, expect, it } from '@jest/globals';
import { InvalidInput } from './domain-error.js';
import { projectOf, scopeOfRecord, type ProjectScope } from './project-scope.js';
import type { TenantScope } from './tenant-scope.js';

describe('ProjectScope', () => {
  const user: TenantScope = { kind: 'users', userId: 5, subscriptionId: 2, projectId: 7 };

  it('comes from a scope that names a project, kept whole (the subscription still narrows the statements)', () => {
    expect(projectOf(user)).toBe(user);
    expect(projectOf({ kind: 'project', projectId: 3 }).projectId).toBe(3);
  });

  it('is refused (400) when the scope names no project', () => {
    for (const scope of [{ kind: 'users', userId: 5, subscriptionId: 2 }, { kind: 'admins' }, { kind: 'clients', clientId: 1 }] as const)
      expect(() => projectOf(scope)).toThrow(InvalidInput);
  });

  it("narrows the caller's scope to the project of a record read in it", () => {
    const subscriptionWide: TenantScope = { kind: 'users', userId: 5, subscriptionId: 2 };
    expect(scopeOfRecord(subscriptionWide, { projectId: 9 })).toEqual({ ...subscriptionWide, projectId: 9 });
    expect(scopeOfRecord(user, { projectId: 7 })).toEqual(user);
    expect(scopeOfRecord({ kind: 'admins' }, { projectId: 9 })).toEqual({ kind: 'project', projectId: 9 });
    expect(() => scopeOfRecord(user, { projectId: 8 })).toThrow('outside the scope');
    expect(() => scopeOfRecord({ kind: 'clients', clientId: 1 }, { projectId: 8 })).toThrow();
  });

  it('cannot be written as an object literal', () => {
    // @ts-expect-error: only projectOf and scopeOfRecord make one
    const forged: ProjectScope = { kind: 'project', projectId: 1 };
    expect(forged.projectId).toBe(1);
  });
});
