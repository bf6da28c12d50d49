import type { EntityManager } from 'typeorm';
import type { ListQuery, Page, TenantScope } from '@atrium/kernel';
import { normalizeEmail, type User, type UserChanges, type UserRepository } from '@atrium/tenancy';
import { pageOf, type ListSpec } from '../database/list-query.sql.js';
import { whereInScope } from '../database/tenant-scope.sql.js';
import { personSearch, withUniqueEmail } from './typeorm-client.repository.js';

const COLUMNS = { client: 's.client_id', subscription: 'u.subscription_id' };
const LIST: ListSpec = {
  search: [personSearch('u')],
  dateColumn: 'u.created_at',
  sortable: { id: 'u.id', firstname: 'u.firstname', lastname: 'u.lastname', email: 'u.email', createdAt: 'u.created_at' },
  defaultSort: 'id',
};

function toUser(r: Record<string, unknown>): User {
  return {
    id: Number(r.id),
    firstname: String(r.firstname),
    lastname: String(r.lastname),
    email: String(r.email),
    subscriptionId: Number(r.subscription_id),
    createdAt: new Date(r.created_at as string),
  };
}

export class TypeormUserRepository implements UserRepository {
  constructor(private readonly db: EntityManager) {}

  private select() {
    return this.db
      .createQueryBuilder()
      .select('u.*')
      .from('people', 'u')
      .innerJoin('subscriptions', 's', 's.id = u.subscription_id')
      .where("u.kind = 'users'");
  }

  list(query: ListQuery, scope: TenantScope, filter: { subscriptionId?: number; projectId?: number }): Promise<Page<User>> {
    const qb = whereInScope(this.select(), scope, COLUMNS);
    if (filter.subscriptionId !== undefined) qb.andWhere('u.subscription_id = :subscriptionId', { subscriptionId: filter.subscriptionId });
    // The users who may work in a project are the users of its subscription.
    if (filter.projectId !== undefined)
      qb.andWhere('u.subscription_id = (SELECT subscription_id FROM projects WHERE id = :projectId)', { projectId: filter.projectId });
    return pageOf(qb, query, LIST, toUser);
  }

  async get(id: number, scope: TenantScope): Promise<User | null> {
    const r = await whereInScope(this.select().andWhere('u.id = :id', { id }), scope, COLUMNS).getRawOne();
    return r ? toUser(r) : null;
  }

  async countInSubscription(subscriptionId: number): Promise<number> {
    const [r] = await this.db.query(`SELECT count(*)::int AS n FROM people WHERE kind = 'users' AND subscription_id = $1`, [
      subscriptionId,
    ]);
    return Number(r.n);
  }

  create(u: Required<UserChanges> & { subscriptionId: number; passwordHash: string }): Promise<User> {
    return withUniqueEmail(async () => {
      const [r] = await this.db.query(
        `INSERT INTO people (kind, firstname, lastname, email, password_hash, subscription_id) VALUES ('users', $1, $2, $3, $4, $5) RETURNING *`,
        [u.firstname, u.lastname, normalizeEmail(u.email), u.passwordHash, u.subscriptionId],
      );
      return toUser(r);
    });
  }

  update(id: number, u: UserChanges): Promise<void> {
    return withUniqueEmail(async () => {
      await this.db.query(
        `UPDATE people SET firstname = coalesce($2, firstname), lastname = coalesce($3, lastname), email = coalesce($4, email) WHERE id = $1 AND kind = 'users'`,
        [id, u.firstname ?? null, u.lastname ?? null, u.email ? normalizeEmail(u.email) : null],
      );
    });
  }

  async delete(id: number): Promise<void> {
    await this.db.query(`DELETE FROM people WHERE id = $1 AND kind = 'users'`, [id]);
  }
}
