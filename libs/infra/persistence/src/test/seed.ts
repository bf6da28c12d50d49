import type { EntityManager } from 'typeorm';
import type { ListQuery, TenantScope } from '@atrium/kernel';

// Unique e-mails and token hashes across every seed of a spec file.
let serial = 0;
const next = () => ++serial;

/** Page 1 of everything, ascending, unless a test asks otherwise. */
export function listQuery(overrides: Partial<ListQuery> = {}): ListQuery {
  return { page: 1, perPage: 100, order: 'asc', ...overrides };
}

async function insert(db: EntityManager, table: string, values: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(values);
  const [row] = await db.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(values),
  );
  return Number(row.id);
}

export function seedClient(db: EntityManager, columns: Record<string, unknown> = {}): Promise<number> {
  const n = next();
  return insert(db, 'people', {
    kind: 'clients',
    email: `client${n}@example.com`,
    firstname: `First${n}`,
    lastname: `Last${n}`,
    company: `Company ${n}`,
    password_hash: 'hash',
    ...columns,
  });
}

export function seedSubscription(db: EntityManager, clientId: number, columns: Record<string, unknown> = {}): Promise<number> {
  return insert(db, 'subscriptions', {
    client_id: clientId,
    core_id: 100 + next(),
    status: 'active',
    start_date: new Date('2026-01-01T00:00:00Z'),
    end_date: new Date('2026-02-01T00:00:00Z'),
    max_projects: 5,
    max_users: 5,
    modules: ['crm'],
    monthly_price_cents: 1000,
    ...columns,
  });
}

export function seedProject(db: EntityManager, subscriptionId: number, columns: Record<string, unknown> = {}): Promise<number> {
  const n = next();
  return insert(db, 'projects', {
    subscription_id: subscriptionId,
    project_name: `Project ${n}`,
    project_description: `About project ${n}`,
    website: `https://p${n}.example.com`,
    token_hash: String(n).padStart(64, '0'),
    token_hint: `atr_…${n}`,
    ...columns,
  });
}

export function seedUser(db: EntityManager, subscriptionId: number, columns: Record<string, unknown> = {}): Promise<number> {
  const n = next();
  return insert(db, 'people', {
    kind: 'users',
    subscription_id: subscriptionId,
    email: `user${n}@example.com`,
    firstname: `User${n}`,
    lastname: `Last${n}`,
    password_hash: 'hash',
    ...columns,
  });
}

/** A client with one subscription, two projects and one user: enough to tell every scope apart. */
export interface Tenant {
  clientId: number;
  subscriptionId: number;
  projectIds: [number, number];
  userId: number;
}

export async function seedTenant(db: EntityManager): Promise<Tenant> {
  const clientId = await seedClient(db);
  const subscriptionId = await seedSubscription(db, clientId);
  const projectIds: [number, number] = [await seedProject(db, subscriptionId), await seedProject(db, subscriptionId)];
  return { clientId, subscriptionId, projectIds, userId: await seedUser(db, subscriptionId) };
}

/** Every kind of scope a tenant's people act under, by name, for tables that check each one. */
export function scopesOf(t: Tenant) {
  return {
    admins: { kind: 'admins' },
    client: { kind: 'clients', clientId: t.clientId },
    user: { kind: 'users', userId: t.userId, subscriptionId: t.subscriptionId },
    userInProject: { kind: 'users', userId: t.userId, subscriptionId: t.subscriptionId, projectId: t.projectIds[0] },
    project: { kind: 'project', projectId: t.projectIds[0] },
  } satisfies Record<string, TenantScope>;
}
