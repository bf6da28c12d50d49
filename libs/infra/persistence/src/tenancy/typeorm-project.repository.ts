import type { EntityManager } from 'typeorm';
import type { ListQuery, Page, TenantScope } from '@atrium/kernel';
import { PROJECT_LIST, type Project, type ProjectChanges, type ProjectRepository } from '@atrium/tenancy';
import { forgetAfterCommit } from '../cache/own-writes.js';
import { pageOf, subscriptionPartition, type ListSql } from '../database/list-query.sql.js';
import { whereInScope } from '../database/tenant-scope.sql.js';

const COLUMNS = { client: 's.client_id', subscription: 'p.subscription_id', project: 'p.id' };
// Writes name the table without an alias (UPDATE and DELETE take no join).
const WRITE_COLUMNS = {
  client: '(SELECT ws.client_id FROM subscriptions ws WHERE ws.id = projects.subscription_id)',
  subscription: 'projects.subscription_id',
  project: 'projects.id',
};
const LIST: ListSql<typeof PROJECT_LIST> = {
  contract: PROJECT_LIST,
  fields: {
    id: 'p.id',
    projectName: 'p.project_name',
    projectDescription: 'p.project_description',
    website: 'p.website',
    createdAt: 'p.created_at',
  },
  id: 'p.id',
  counter: 'projects',
};

/** What a project reads as: the token's hint, never its hash. */
const PROJECT_COLUMNS = 'id, project_name, project_description, website, subscription_id, token_hint, created_at';

function toProject(r: Record<string, unknown>): Project {
  return {
    id: Number(r.id),
    projectName: String(r.project_name),
    projectDescription: String(r.project_description),
    website: String(r.website),
    subscriptionId: Number(r.subscription_id),
    tokenHint: String(r.token_hint),
    createdAt: new Date(r.created_at as string),
  };
}

export class TypeormProjectRepository implements ProjectRepository {
  constructor(private readonly db: EntityManager) {}

  private select() {
    return this.db
      .createQueryBuilder()
      .select(PROJECT_COLUMNS.split(', ').map((c) => `p.${c} AS ${c}`))
      .from('projects', 'p')
      .innerJoin('subscriptions', 's', 's.id = p.subscription_id');
  }

  list(query: ListQuery, scope: TenantScope, filter: { subscriptionId?: number }): Promise<Page<Project>> {
    const qb = whereInScope(this.select(), scope, COLUMNS);
    if (filter.subscriptionId !== undefined) qb.andWhere('p.subscription_id = :subscriptionId', { subscriptionId: filter.subscriptionId });
    // A user naming a project sees that project alone, fewer rows than the subscription's counter holds.
    const narrowedToProject = scope.kind === 'users' && scope.projectId !== undefined;
    return pageOf(this.db, qb, query, LIST, toProject, narrowedToProject ? undefined : subscriptionPartition(scope, filter.subscriptionId));
  }

  async get(id: number, scope: TenantScope): Promise<Project | null> {
    const r = await whereInScope(this.select().where('p.id = :id', { id }), scope, COLUMNS).getRawOne();
    return r ? toProject(r) : null;
  }

  async countInSubscription(subscriptionId: number): Promise<number> {
    const [r] = await this.db.query(`SELECT count(*)::int AS n FROM projects WHERE subscription_id = $1`, [subscriptionId]);
    return Number(r.n);
  }

  async create(p: Required<ProjectChanges> & { subscriptionId: number; tokenHash: string; tokenHint: string }): Promise<Project> {
    const [r] = await this.db.query(
      `INSERT INTO projects (subscription_id, project_name, project_description, website, token_hash, token_hint) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${PROJECT_COLUMNS}`,
      [p.subscriptionId, p.projectName, p.projectDescription, p.website, p.tokenHash, p.tokenHint],
    );
    // A user may have named the new project's id before it existed: that "not yours" must not outlive it.
    forgetAfterCommit.memberships(this.db);
    return toProject(r);
  }

  async update(id: number, p: ProjectChanges, scope: TenantScope): Promise<boolean> {
    const set = definedOnly({ project_name: p.projectName, project_description: p.projectDescription, website: p.website });
    if (!Object.keys(set).length) return Boolean(await this.get(id, scope));
    const qb = this.db.createQueryBuilder().update('projects').set(set).where('id = :id', { id });
    return ((await whereInScope(qb, scope, WRITE_COLUMNS).execute()).affected ?? 0) > 0;
  }

  async setToken(id: number, tokenHash: string, tokenHint: string, scope: TenantScope): Promise<Project | null> {
    const qb = this.db
      .createQueryBuilder()
      .update('projects')
      .set({ token_hash: tokenHash, token_hint: tokenHint })
      .where('id = :id', { id })
      .returning(PROJECT_COLUMNS);
    const result = await whereInScope(qb, scope, WRITE_COLUMNS).execute();
    forgetAfterCommit.apiKeys(this.db);
    const [r] = result.raw as Record<string, unknown>[];
    return r ? toProject(r) : null;
  }

  async delete(id: number, scope: TenantScope): Promise<boolean> {
    const qb = this.db.createQueryBuilder().delete().from('projects').where('id = :id', { id });
    const affected = (await whereInScope(qb, scope, WRITE_COLUMNS).execute()).affected ?? 0;
    // Its key, its place in its subscription, and its sections (by cascade) are gone.
    forgetAfterCommit.memberships(this.db);
    forgetAfterCommit.apiKeys(this.db);
    forgetAfterCommit.sections(this.db, id);
    return affected > 0;
  }
}

/** The columns given a value (an update leaves the others as they are). */
function definedOnly(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}
