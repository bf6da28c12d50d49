import { Conflict, findOrFail, projectOf, type TenantScope } from '@atrium/kernel';
import { checkInventoryGroupName, InventoryGroupNotFound, type InventoryGroup, type InventoryGroupRepository } from './group.js';
import type { ItemRepository } from './item.js';
import { TemplateNotFound, type TemplateRepository } from './template.js';

/** A group's template may change only while the group is empty: its items' data follow the template. */
export class GroupHasItems extends Conflict {
  constructor() {
    super('inv.group_has_items', 'The group already has items: its template can no longer change');
  }
}

export class AddInventoryGroup {
  constructor(
    private readonly groups: InventoryGroupRepository,
    private readonly templates: TemplateRepository,
  ) {}

  async execute(input: { name?: string; templateId: number }, scope: TenantScope): Promise<InventoryGroup> {
    const { name } = checkInventoryGroupName(input, true);
    const project = projectOf(scope);
    // The scope names the project, so a template of another project is not found.
    await findOrFail(this.templates.get(input.templateId, scope), TemplateNotFound);
    return this.groups.create({ name: name!, templateId: input.templateId }, project);
  }
}

export class UpdateInventoryGroup {
  constructor(
    private readonly groups: InventoryGroupRepository,
    private readonly templates: TemplateRepository,
    private readonly items: Pick<ItemRepository, 'anyInGroup'>,
  ) {}

  async execute(id: number, changes: { name?: string; templateId?: number }, scope: TenantScope): Promise<void> {
    const { name } = checkInventoryGroupName({ name: changes.name }, false);
    const group = await findOrFail(this.groups.get(id, scope), InventoryGroupNotFound);
    if (changes.templateId !== undefined && changes.templateId !== group.templateId) {
      const template = await this.templates.get(changes.templateId, scope);
      if (!template || template.projectId !== group.projectId) throw new TemplateNotFound();
      if (await this.items.anyInGroup(id, scope)) throw new GroupHasItems();
    }
    if (!(await this.groups.update(id, { name, templateId: changes.templateId }, scope))) throw new InventoryGroupNotFound();
  }
}

/** Deletes a group and, with it, its items and their engagements. */
export class DeleteInventoryGroup {
  constructor(private readonly groups: InventoryGroupRepository) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    if (!(await this.groups.delete(id, scope))) throw new InventoryGroupNotFound();
  }
}
