import { projectOf, type TenantScope } from '@atrium/kernel';
import { checkCmsGroup, CmsGroupNotFound, type CmsGroup, type CmsGroupInput, type CmsGroupRepository } from './cms-group.js';

export class AddCmsGroup {
  constructor(private readonly groups: CmsGroupRepository) {}

  async execute(input: CmsGroupInput, scope: TenantScope): Promise<CmsGroup> {
    const fields = checkCmsGroup(input, true) as CmsGroupInput;
    return this.groups.create(fields, projectOf(scope));
  }
}

export class UpdateCmsGroup {
  constructor(private readonly groups: CmsGroupRepository) {}

  async execute(id: number, changes: Partial<CmsGroupInput>, scope: TenantScope): Promise<void> {
    if (!(await this.groups.update(id, checkCmsGroup(changes, false), scope))) throw new CmsGroupNotFound();
  }
}

export class DeleteCmsGroup {
  constructor(private readonly groups: CmsGroupRepository) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    if (!(await this.groups.delete(id, scope))) throw new CmsGroupNotFound();
  }
}
