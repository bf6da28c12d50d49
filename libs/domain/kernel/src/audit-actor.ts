/**
 * Who changed something, as the audit trail records it: a signed-in person (with their role), a project's
 * API key (the public API), a job ('job', `role` its name), or the system itself (start-up, migrations).
 */
export interface AuditActor {
  kind: 'person' | 'key' | 'job' | 'system';
  /** The person's id, or the project's id for a key. */
  id?: number;
  /** The person's kind (admins, clients, users), the job's name. */
  role?: string;
}

/** Where a change came from. */
export interface AuditOrigin {
  address?: string;
  userAgent?: string;
  requestId?: string;
}
