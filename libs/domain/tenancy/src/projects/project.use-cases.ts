import type { TenantScope } from '@atrium/kernel';
import { LimitReached, ProjectNotFound, SubscriptionNotVisible } from '../subscription-members.errors.js';
import type { TenancyUnitOfWork } from '../tenancy-store.js';
import { checkProjectFields, issueProjectToken, type Project, type ProjectChanges } from './project.js';

/** A project with its API token, which is shown this once. */
export interface ProjectWithToken extends Project {
  token: string;
}

export class AddProject {
  constructor(private readonly uow: TenancyUnitOfWork) {}

  async execute(input: Required<ProjectChanges> & { subscriptionId: number }, scope: TenantScope): Promise<ProjectWithToken> {
    const fields = checkProjectFields(input, true) as Required<ProjectChanges>;
    return this.uow.run(async (store) => {
      const limits = await store.lockLimits(input.subscriptionId, scope);
      if (!limits) throw new SubscriptionNotVisible();
      if ((await store.projects.countInSubscription(input.subscriptionId)) >= limits.maxProjects)
        throw new LimitReached('projects', limits.maxProjects);
      const { token, hash, hint } = issueProjectToken();
      const project = await store.projects.create({ ...fields, subscriptionId: input.subscriptionId, tokenHash: hash, tokenHint: hint });
      return { ...project, token };
    });
  }
}

export class UpdateProject {
  constructor(private readonly uow: TenancyUnitOfWork) {}

  async execute(id: number, changes: ProjectChanges, scope: TenantScope): Promise<void> {
    const fields = checkProjectFields(changes, false);
    await this.uow.run(async (store) => {
      if (!(await store.projects.get(id, scope))) throw new ProjectNotFound();
      await store.projects.update(id, fields);
    });
  }
}

export class DeleteProject {
  constructor(private readonly uow: TenancyUnitOfWork) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    await this.uow.run(async (store) => {
      if (!(await store.projects.get(id, scope))) throw new ProjectNotFound();
      await store.projects.delete(id);
    });
  }
}

/** Issues a new token; the old one stops working at once (only the new hash is kept). */
export class ResetProjectToken {
  constructor(private readonly uow: TenancyUnitOfWork) {}

  execute(id: number, scope: TenantScope): Promise<ProjectWithToken> {
    return this.uow.run(async (store) => {
      const project = await store.projects.get(id, scope);
      if (!project) throw new ProjectNotFound();
      const { token, hash, hint } = issueProjectToken();
      await store.projects.setToken(id, hash, hint);
      return { ...project, tokenHint: hint, token };
    });
  }
}
