import { findOrFail, InvalidInput, scopeOfRecord, type TenantScope } from '@atrium/kernel';
import { InventoryGroupNotFound, type InventoryGroup, type InventoryGroupRepository } from './group.js';
import {
  AVAILABLE,
  checkItemData,
  isItemStatus,
  ItemNotFound,
  ITEM_STATUSES,
  type Item,
  type ItemRepository,
  type ItemStatus,
} from './item.js';
import { TemplateNotFound, type TemplateRepository } from './template.js';

const STATUS_ERROR = `must be one of ${Object.entries(ITEM_STATUSES)
  .map(([code, label]) => `${code} (${label})`)
  .join(', ')}`;

function checkStatus(status: unknown): ItemStatus {
  if (!isItemStatus(status)) throw new InvalidInput(`status ${STATUS_ERROR}`, [{ field: 'status', message: STATUS_ERROR }]);
  return status;
}

/** The group (in the scope) and its template's fields, which an item's data must match. */
async function fieldsOf(groupId: number, groups: InventoryGroupRepository, templates: TemplateRepository, scope: TenantScope) {
  const group: InventoryGroup = await findOrFail(groups.get(groupId, scope), InventoryGroupNotFound);
  const template = await findOrFail(templates.get(group.templateId, scope), TemplateNotFound);
  return { group, fields: template.fields };
}

export class AddItem {
  constructor(
    private readonly items: ItemRepository,
    private readonly groups: InventoryGroupRepository,
    private readonly templates: TemplateRepository,
  ) {}

  /** A new item starts Available (spec 2 §4): a status other than 0 is refused, not silently dropped. */
  async execute(input: { inventoryGroupId: number; data: unknown; status?: unknown }, scope: TenantScope): Promise<Item> {
    if (input.status !== undefined && checkStatus(input.status) !== AVAILABLE)
      throw new InvalidInput('A new item starts Available (0); change its status afterwards', [
        { field: 'status', message: 'must be 0 (Available) for a new item' },
      ]);
    const { group, fields } = await fieldsOf(input.inventoryGroupId, this.groups, this.templates, scope);
    const checked = checkItemData(input.data, fields);
    return this.items.create({ ...checked, inventoryGroupId: group.id, status: AVAILABLE }, scopeOfRecord(scope, group));
  }
}

/** Edits an item's data, or moves it to another group of its project (its data must then match that template). */
export class UpdateItem {
  constructor(
    private readonly items: ItemRepository,
    private readonly groups: InventoryGroupRepository,
    private readonly templates: TemplateRepository,
  ) {}

  async execute(id: number, changes: { inventoryGroupId?: number; data?: unknown }, scope: TenantScope): Promise<void> {
    const item = await findOrFail(this.items.get(id, scope), ItemNotFound);
    const { group, fields } = await fieldsOf(changes.inventoryGroupId ?? item.inventoryGroupId, this.groups, this.templates, scope);
    if (group.projectId !== item.projectId) throw new InventoryGroupNotFound();
    const checked = checkItemData(changes.data ?? item.data, fields);
    if (!(await this.items.update(id, { ...checked, inventoryGroupId: group.id }, scope))) throw new ItemNotFound();
  }
}

export class SetItemStatus {
  constructor(private readonly items: Pick<ItemRepository, 'update'>) {}

  async execute(id: number, status: unknown, scope: TenantScope): Promise<void> {
    if (!(await this.items.update(id, { status: checkStatus(status) }, scope))) throw new ItemNotFound();
  }
}

/** Deletes an item and its engagements. */
export class DeleteItem {
  constructor(private readonly items: Pick<ItemRepository, 'delete'>) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    if (!(await this.items.delete(id, scope))) throw new ItemNotFound();
  }
}
