import { SubscriptionNotFound, type TenantScope } from '@atrium/kernel';
import { checkPersonFields } from '../people/person-fields.js';
import type { PasswordHasher } from '../people/password-hasher.js';
import { LimitReached, UserNotFound } from '../subscription-members.errors.js';
import type { TenancyUnitOfWork } from '../tenancy-store.js';
import type { User, UserChanges, UserRepository } from './user.js';

/** A client (or admin) adds a user to a subscription, within its maxUsers. */
export class AddUser {
  constructor(
    private readonly uow: TenancyUnitOfWork,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: Required<UserChanges> & { password: string; subscriptionId: number }, scope: TenantScope): Promise<User> {
    const { password, subscriptionId, ...fields } = checkPersonFields(input, ['firstname', 'lastname', 'email', 'password']);
    const passwordHash = await this.hasher.hash(password);
    return this.uow.run(async (store) => {
      const limits = await store.lockLimits(subscriptionId, scope);
      if (!limits) throw new SubscriptionNotFound();
      if ((await store.users.countInSubscription(subscriptionId)) >= limits.maxUsers) throw new LimitReached('users', limits.maxUsers);
      return store.users.create({
        firstname: fields.firstname,
        lastname: fields.lastname,
        email: fields.email,
        subscriptionId,
        passwordHash,
      });
    });
  }
}

export class UpdateUser {
  constructor(private readonly users: UserRepository) {}

  async execute(id: number, changes: UserChanges, scope: TenantScope): Promise<void> {
    if (!(await this.users.update(id, checkPersonFields(changes, []), scope))) throw new UserNotFound();
  }
}

export class DeleteUser {
  constructor(private readonly users: UserRepository) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    if (!(await this.users.delete(id, scope))) throw new UserNotFound();
  }
}
