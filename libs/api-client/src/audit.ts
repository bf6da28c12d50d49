import type { operations } from './schema.js';

type AuditQuery = NonNullable<operations['getAuditRecords']['parameters']['query']>;

/**
 * The values GET /api/audit filters `action` and `actorKind` by, as values (the document has them only as
 * types): the console's and the CLI's choices, checked against the document both ways when they build.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_change',
  'token_reset',
  'export',
  'import',
  'prune',
] as const satisfies readonly NonNullable<AuditQuery['action']>[];
export const AUDIT_ACTOR_KINDS = ['person', 'key', 'job', 'system'] as const satisfies readonly NonNullable<AuditQuery['actorKind']>[];

// Every value of the document's enums is listed (a new action fails the build until it is added here).
type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : never;
export const auditValuesComplete: [
  Missing<NonNullable<AuditQuery['action']>, (typeof AUDIT_ACTIONS)[number]>,
  Missing<NonNullable<AuditQuery['actorKind']>, (typeof AUDIT_ACTOR_KINDS)[number]>,
] = [true, true];
