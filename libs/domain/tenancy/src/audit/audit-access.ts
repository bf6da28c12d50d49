import type { TenantScope } from '@atrium/kernel';
import type { AuditRecord } from './audit-record.js';

/**
 * Who sees which audit records: admins all of them; a client those of its own account (itself, its
 * subscriptions, invoices, transactions, projects and users); a user those of its subscription's projects
 * (the named one only, when it names one); a project key none. The repository says the same in SQL through
 * the shared tenant scope (account → client, project → project); this is the rule its tests check it against.
 */
export function auditRecordVisible(
  scope: TenantScope,
  record: Pick<AuditRecord, 'accountId' | 'projectId'>,
  projectsOfSubscription: (subscriptionId: number) => readonly number[],
): boolean {
  switch (scope.kind) {
    case 'admins':
      return true;
    case 'clients':
      return record.accountId === scope.clientId;
    case 'users':
      if (record.projectId === null) return false;
      if (scope.projectId !== undefined && record.projectId !== scope.projectId) return false;
      return projectsOfSubscription(scope.subscriptionId).includes(record.projectId);
    case 'project':
      return false;
  }
}
