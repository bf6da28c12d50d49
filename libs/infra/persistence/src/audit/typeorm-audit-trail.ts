import type { EntityManager } from 'typeorm';
import type { ListQuery, Page, TenantScope } from '@atrium/kernel';
import { AUDIT_LIST, type AuditEvent, type AuditFilter, type AuditRecord, type AuditTrail } from '@atrium/tenancy';
import { pageOf, type ListSql } from '../database/list-query.sql.js';
import { whereInScope } from '../database/tenant-scope.sql.js';

const LIST: ListSql<typeof AUDIT_LIST> = {
  contract: AUDIT_LIST,
  fields: { id: 'a.id', at: 'a.at', resource: 'a.resource', action: 'a.action', address: 'a.address', requestId: 'a.request_id' },
  id: 'a.id',
};

const FILTERS: { [K in keyof Required<AuditFilter>]: string } = {
  actorKind: 'a.actor_kind',
  actorId: 'a.actor_id',
  resource: 'a.resource',
  recordId: 'a.record_id',
  action: 'a.action',
  accountId: 'a.account_id',
  projectId: 'a.project_id',
};

const COLUMNS = [
  'id',
  'at',
  'actor_kind',
  'actor_id',
  'actor_role',
  'account_id',
  'project_id',
  'resource',
  'record_id',
  'action',
  'changes',
  'address',
  'user_agent',
  'request_id',
];

const nullableNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toRecord(r: Record<string, unknown>): AuditRecord {
  return {
    id: Number(r.id),
    at: new Date(r.at as string),
    actor: {
      kind: r.actor_kind as AuditRecord['actor']['kind'],
      id: nullableNumber(r.actor_id) ?? undefined,
      role: (r.actor_role as string | null) ?? undefined,
      name: (r.actor_name as string | null) ?? null,
    },
    accountId: nullableNumber(r.account_id),
    projectId: nullableNumber(r.project_id),
    resource: String(r.resource),
    recordId: nullableNumber(r.record_id),
    action: String(r.action),
    changes: (r.changes as AuditRecord['changes']) ?? null,
    address: (r.address as string | null) ?? null,
    userAgent: (r.user_agent as string | null) ?? null,
    requestId: (r.request_id as string | null) ?? null,
  };
}

/**
 * The audit trail in `audit_records` (migration AuditTrail…). Changes arrive by the tables' triggers; this
 * adapter reads them within the caller's scope (an account's records for a client, its subscription's
 * projects' for a user: the rule of `auditRecordVisible`), appends the API's own events and prunes.
 */
export class TypeormAuditTrail implements AuditTrail {
  constructor(private readonly db: EntityManager) {}

  list(query: ListQuery, scope: TenantScope, filter: AuditFilter): Promise<Page<AuditRecord>> {
    const qb = this.db
      .createQueryBuilder()
      .select(COLUMNS.map((c) => `a.${c} AS ${c}`))
      .addSelect(
        `CASE a.actor_kind WHEN 'person' THEN (SELECT concat_ws(' ', p.firstname, p.lastname) FROM people p WHERE p.id = a.actor_id)
          WHEN 'key' THEN 'Project ' || a.actor_id || ' key' WHEN 'job' THEN 'Job ' || a.actor_role ELSE 'System' END`,
        'actor_name',
      )
      .from('audit_records', 'a');
    // A project's key reads no audit records (the rule), whatever the shared scope would let it.
    if (scope.kind === 'project') qb.andWhere('1 = 0');
    else whereInScope(qb, scope, { client: 'a.account_id', project: 'a.project_id' });
    for (const [field, column] of Object.entries(FILTERS)) {
      const value = filter[field as keyof AuditFilter];
      if (value !== undefined) qb.andWhere(`${column} = :${field}`, { [field]: value });
    }
    return pageOf(this.db, qb, query, LIST, toRecord);
  }

  async record(event: AuditEvent): Promise<void> {
    const changes = event.details ? Object.fromEntries(Object.entries(event.details).map(([k, v]) => [k, [null, v]])) : null;
    // The account of the project or person the event is about is looked up in the same statement, as the
    // triggers find it.
    await this.db.query(
      `INSERT INTO audit_records (actor_kind, actor_id, actor_role, account_id, project_id, resource, record_id, action, changes, address, user_agent, request_id)
       SELECT $1, $2, $3, coalesce($4, audit_account('projects', (SELECT to_jsonb(pr) FROM projects pr WHERE pr.id = $5)), audit_account('people', to_jsonb(p))), $5, $6, coalesce($7, p.id), $8, $9, $10, $11, $12
       FROM (SELECT 1) one LEFT JOIN people p ON p.id = $13 OR p.email = $14`,
      [
        event.actor.kind,
        event.actor.id ?? null,
        event.actor.role ?? null,
        event.accountId ?? null,
        event.projectId ?? null,
        event.resource,
        event.recordId ?? null,
        event.action,
        changes,
        event.origin.address ?? null,
        event.origin.userAgent?.slice(0, 300) ?? null,
        event.origin.requestId ?? null,
        event.person?.id ?? null,
        event.person?.email ?? null,
      ],
    );
  }

  async prune(keepDays: number): Promise<number> {
    const [row] = await this.db.query(`SELECT prune_audit_records($1) AS n`, [keepDays]);
    return Number(row.n);
  }
}
