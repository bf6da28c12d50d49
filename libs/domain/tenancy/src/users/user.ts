import { listContract, portToken, type ListQuery, type ModuleCode, type Page, type TenantScope } from '@atrium/kernel';

export interface User {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  subscriptionId: number;
  /** The modules of the user's subscription: what the console's module menu offers. */
  modules: ModuleCode[];
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
  /** Answers false when there is no such user in the scope. */
  update(id: number, changes: UserChanges, scope: TenantScope): Promise<boolean>;
  /** Answers false when there is no such user in the scope. */
  delete(id: number, scope: TenantScope): Promise<boolean>;
}
export const USER_REPOSITORY = portToken<UserRepository>('UserRepository');
