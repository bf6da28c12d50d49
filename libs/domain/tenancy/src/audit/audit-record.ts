import { listContract, portToken, type AuditActor, type AuditOrigin, type ListQuery, type Page, type TenantScope } from '@atrium/kernel';

/**
 * One entry of the audit trail (issue 22 §1): who did what to which record, when and from where. Changes to
 * data are recorded by the database in the transaction that makes them; the events below by the API.
 */
export interface AuditRecord {
  id: number;
  at: Date;
  actor: AuditActor & { name: string | null };
  /** The client whose account the record belongs to (platform records: clients, their subscriptions, …). */
  accountId: number | null;
  /** The project the record belongs to (projects and module records). */
  projectId: number | null;
  /** The table's name (`customers`, `projects`, …), a person's kind (`clients`, `users`, `admins`) or `session`. */
  resource: string;
  recordId: number | null;
  action: string;
  /** Each changed field → [before, after]; secrets (password and token hashes, sealed tokens) never appear. */
  changes: Record<string, [unknown, unknown]> | null;
  address: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/** What the API records itself, beside the database's record of changes. */
export const AUDIT_EVENTS = ['sign_in', 'sign_in_failed', 'sign_out', 'password_change', 'token_reset', 'export', 'import'] as const;
export type AuditEventAction = (typeof AUDIT_EVENTS)[number];
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'prune', ...AUDIT_EVENTS] as const;

export interface AuditEvent {
  actor: AuditActor;
  origin: AuditOrigin;
  action: AuditEventAction;
  resource: string;
  recordId?: number;
  accountId?: number;
  projectId?: number;
  /** The person the event is about (by id, or by e-mail for a failed sign-in): their account, and their id as the record's. */
  person?: { id?: number; email?: string };
  /** Plain facts about the event (an export's list, a failed sign-in's e-mail); never a secret. */
  details?: Record<string, unknown>;
}

/** The audit list's filters beside CONTRACT §4's parameters. */
export interface AuditFilter {
  actorKind?: AuditActor['kind'];
  actorId?: number;
  resource?: string;
  recordId?: number;
  action?: string;
  accountId?: number;
  projectId?: number;
}

/** Newest first by default; `q` searches the resource, the action, the address and the request id. */
export const AUDIT_LIST = listContract({
  sortable: ['id', 'at'],
  search: ['resource', 'action', 'address', 'requestId'],
  date: 'at',
  defaultSort: 'id',
});

/** The audit trail: read within a tenant scope, appended to, pruned; never edited. */
export interface AuditTrail {
  list(query: ListQuery, scope: TenantScope, filter: AuditFilter): Promise<Page<AuditRecord>>;
  record(event: AuditEvent): Promise<void>;
  /** Deletes the records older than `keepDays` days (and records that it did); answers how many went. */
  prune(keepDays: number): Promise<number>;
}
export const AUDIT_TRAIL = portToken<AuditTrail>('AuditTrail');
