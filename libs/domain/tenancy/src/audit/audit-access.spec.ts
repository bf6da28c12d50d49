import { describe, expect, it } from '@jest/globals';
import type { TenantScope } from '@atrium/kernel';
import { auditRecordVisible } from './audit-access.js';

// Subscription 1 (client 10) has projects 100 and 101; subscription 2 (client 20) has project 200.
const projects = (subscriptionId: number) => (subscriptionId === 1 ? [100, 101] : subscriptionId === 2 ? [200] : []);
const record = (accountId: number | null, projectId: number | null) => ({ accountId, projectId });
const sees = (scope: TenantScope, r: ReturnType<typeof record>) => auditRecordVisible(scope, r, projects);

describe('who sees which audit records', () => {
  const client: TenantScope = { kind: 'clients', clientId: 10 };
  const user: TenantScope = { kind: 'users', userId: 7, subscriptionId: 1 };

  it('shows admins everything', () => {
    for (const r of [record(10, null), record(null, 200), record(null, null)]) expect(sees({ kind: 'admins' }, r)).toBe(true);
  });

  it("shows a client its own account's records (itself, subscriptions, projects, users), not another's", () => {
    expect(sees(client, record(10, null))).toBe(true);
    expect(sees(client, record(10, 100))).toBe(true);
    expect(sees(client, record(20, 200))).toBe(false);
    // Module records carry a project, no account: the users' business, not the client's.
    expect(sees(client, record(null, 100))).toBe(false);
    expect(sees(client, record(null, null))).toBe(false);
  });

  it("shows a user the records of its subscription's projects, and only the named one when it names one", () => {
    expect(sees(user, record(null, 100))).toBe(true);
    expect(sees(user, record(10, 101))).toBe(true);
    expect(sees(user, record(null, 200))).toBe(false);
    expect(sees(user, record(10, null))).toBe(false);
    expect(sees({ ...user, projectId: 101 }, record(null, 100))).toBe(false);
    expect(sees({ ...user, projectId: 101 }, record(null, 101))).toBe(true);
  });

  it("shows a project's key nothing", () => {
    expect(sees({ kind: 'project', projectId: 100 }, record(null, 100))).toBe(false);
  });
});
