import type { ListQuery, Page, TenantScope } from '@atrium/kernel';

export interface User {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  subscriptionId: number;
  createdAt: Date;
}

export interface UserChanges {
  firstname?: string;
  lastname?: string;
  email?: string;
}

/** Port: users (people of kind `users`), read within the caller's tenant scope. */
export interface UserRepository {
  list(query: ListQuery, scope: TenantScope, filter: { subscriptionId?: number; projectId?: number }): Promise<Page<User>>;
  get(id: number, scope: TenantScope): Promise<User | null>;
  countInSubscription(subscriptionId: number): Promise<number>;
  create(user: Required<UserChanges> & { subscriptionId: number; passwordHash: string }): Promise<User>;
  update(id: number, changes: UserChanges): Promise<void>;
  delete(id: number): Promise<void>;
}
