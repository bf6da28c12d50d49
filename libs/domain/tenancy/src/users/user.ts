import { listContract, type ListQuery, type Page, type TenantScope } from '@atrium/kernel';

export interface User {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  subscriptionId: number;
  createdAt: Date;
}

/** The users list (CONTRACT §4). */
export const USER_LIST = listContract({
  sortable: ['id', 'firstname', 'lastname', 'email', 'createdAt'],
  search: ['firstname', 'lastname', 'email'],
  date: 'createdAt',
  defaultSort: 'id',
});

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
