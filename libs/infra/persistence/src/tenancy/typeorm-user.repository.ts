import type { EntityManager } from 'typeorm';
import type { ListQuery, ModuleCode, Page, TenantScope } from '@atrium/kernel';
import { normalizeEmail, USER_LIST, type User, type UserChanges, type UserRepository } from '@atrium/tenancy';
import { forgetAfterCommit } from '../cache/own-writes.js';
import { pageOf, subscriptionPartition, type ListSql } from '../database/list-query.sql.js';
import { whereInScope } from '../database/tenant-scope.sql.js';
import { personSearch, withUniqueEmail } from './typeorm-client.repository.js';

const COLUMNS = { client: 's.client_id', subscription: 'u.subscription_id' };
// Writes name the table without an alias (UPDATE and DELETE take no join).
const WRITE_COLUMNS = {
  client: '(SELECT ws.client_id FROM subscriptions ws WHERE ws.id = people.subscription_id)',
  subscription: 'people.subscription_id',
};
const LIST: ListSql<typeof USER_LIST> = {
  contract: USER_LIST,
  fields: { id: 'u.id', firstname: 'u.firstname', lastname: 'u.lastname', email: 'u.email', createdAt: 'u.created_at' },
  id: 'u.id',
  searchExpression: personSearch('u'),
  counter: 'users',
};

/** What a user reads as: never the password hash. */
const USER_COLUMNS = 'id, firstname, lastname, email, subscription_id, created_at';

function toUser(r: Record<string, unknown>): User {
  return {
    id: Number(r.id),
    firstname: String(r.firstname),
    lastname: String(r.lastname),
    email: String(r.email),
    subscriptionId: Number(r.subscription_id),
    modules: (r.modules as ModuleCode[] | undefined) ?? [],
    createdAt: new Date(r.created_at as string),
  };
}

export class TypeormUserRepository implements UserRepository {
  constructor(private readonly db: EntityManager) {}

  private select() {
    return this.db
      .createQueryBuilder()
      .select([...USER_COLUMNS.split(', ').map((c) => `u.${c} AS ${c}`), 's.modules AS modules'])
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
    // The counter of a subscription's users holds when nothing but that subscription narrows the list.
    const owner = filter.projectId === undefined ? subscriptionPartition(scope, filter.subscriptionId) : undefined;
    return pageOf(this.db, qb, query, LIST, toUser, owner);
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
        `WITH inserted AS (
           INSERT INTO people (kind, firstname, lastname, email, password_hash, subscription_id) VALUES ('users', $1, $2, $3, $4, $5) RETURNING ${USER_COLUMNS}
         ) SELECT inserted.*, s.modules FROM inserted JOIN subscriptions s ON s.id = inserted.subscription_id`,
        [u.firstname, u.lastname, normalizeEmail(u.email), u.passwordHash, u.subscriptionId],
      );
      return toUser(r);
    });
  }

  update(id: number, u: UserChanges, scope: TenantScope): Promise<boolean> {
    const changes = Object.fromEntries(
      Object.entries({ ...u, ...(u.email ? { email: normalizeEmail(u.email) } : {}) }).filter(([, v]) => v !== undefined),
    );
    if (!Object.keys(changes).length) return this.get(id, scope).then(Boolean);
    return withUniqueEmail(async () => {
      const qb = this.db.createQueryBuilder().update('people').set(changes).where("id = :id AND kind = 'users'", { id });
      return ((await whereInScope(qb, scope, WRITE_COLUMNS).execute()).affected ?? 0) > 0;
    });
  }

  async delete(id: number, scope: TenantScope): Promise<boolean> {
    const qb = this.db.createQueryBuilder().delete().from('people').where("id = :id AND kind = 'users'", { id });
    const affected = (await whereInScope(qb, scope, WRITE_COLUMNS).execute()).affected ?? 0;
    forgetAfterCommit.peopleDeleted(this.db);
    return affected > 0;
  }
}
