/**
 * The records a caller may see. Repositories take it explicitly and apply it in one shared place, so a
 * record outside the scope is simply not found (404), never revealed. Built by tenancy's `scopeOf`.
 */
export type TenantScope =
  | { kind: 'admins' }
  | { kind: 'clients'; clientId: number }
  | { kind: 'users'; userId: number; subscriptionId: number; projectId?: number }
  | { kind: 'project'; projectId: number };
