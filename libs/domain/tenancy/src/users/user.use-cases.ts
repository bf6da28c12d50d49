import type { TenantScope } from '@atrium/kernel';
import { checkPersonFields } from '../people/person-fields.js';
import type { PasswordHasher } from '../people/password-hasher.js';
import { LimitReached, SubscriptionNotVisible, UserNotFound } from '../subscription-members.errors.js';
import type { TenancyUnitOfWork } from '../tenancy-store.js';
import type { User, UserChanges } from './user.js';

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
      if (!limits) throw new SubscriptionNotVisible();
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
  constructor(private readonly uow: TenancyUnitOfWork) {}

  async execute(id: number, changes: UserChanges, scope: TenantScope): Promise<void> {
    const fields = checkPersonFields(changes, []);
    await this.uow.run(async (store) => {
      if (!(await store.users.get(id, scope))) throw new UserNotFound();
      await store.users.update(id, fields);
    });
  }
}

export class DeleteUser {
  constructor(private readonly uow: TenancyUnitOfWork) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    await this.uow.run(async (store) => {
      if (!(await store.users.get(id, scope))) throw new UserNotFound();
      await store.users.delete(id);
    });
  }
}
