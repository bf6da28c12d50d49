import { findOrFail, SubscriptionNotFound, type TenantScope } from '@atrium/kernel';
import { LimitReached, ProjectNotFound } from '../subscription-members.errors.js';
import type { TenancyUnitOfWork } from '../tenancy-store.js';
import { checkProjectFields, issueProjectToken, type Project, type ProjectChanges, type ProjectRepository } from './project.js';

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
      if (!limits) throw new SubscriptionNotFound();
      if ((await store.projects.countInSubscription(input.subscriptionId)) >= limits.maxProjects)
        throw new LimitReached('projects', limits.maxProjects);
      const { token, hash, hint } = issueProjectToken();
      const project = await store.projects.create({ ...fields, subscriptionId: input.subscriptionId, tokenHash: hash, tokenHint: hint });
      return { ...project, token };
    });
  }
}

export class UpdateProject {
  constructor(private readonly projects: ProjectRepository) {}

  async execute(id: number, changes: ProjectChanges, scope: TenantScope): Promise<void> {
    if (!(await this.projects.update(id, checkProjectFields(changes, false), scope))) throw new ProjectNotFound();
  }
}

export class DeleteProject {
  constructor(private readonly projects: ProjectRepository) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    if (!(await this.projects.delete(id, scope))) throw new ProjectNotFound();
  }
}

/** Issues a new token; the old one stops working at once (only the new hash is kept). */
export class ResetProjectToken {
  constructor(private readonly projects: ProjectRepository) {}

  async execute(id: number, scope: TenantScope): Promise<ProjectWithToken> {
    const { token, hash, hint } = issueProjectToken();
    const project = await findOrFail(this.projects.setToken(id, hash, hint, scope), ProjectNotFound);
    return { ...project, token };
  }
}
