import {
  checkText,
  listContract,
  NotFound,
  portToken,
  type ListQuery,
  type Page,
  type ProjectRecord,
  type ProjectScope,
  type TenantScope,
} from '@atrium/kernel';

/** An inventory group (spec 2 §3): items sharing one template. Deleting a group deletes its items. */
export interface InventoryGroup extends ProjectRecord {
  name: string;
  templateId: number;
  createdAt: Date;
}

export type InventoryGroupInput = Pick<InventoryGroup, 'name' | 'templateId'>;

/** The groups list (CONTRACT §4). */
export const INVENTORY_GROUP_LIST = listContract({
  sortable: ['id', 'name', 'createdAt'],
  search: ['name'],
  date: 'createdAt',
  defaultSort: 'id',
});

export function checkInventoryGroupName(input: { name?: string }, requireAll: boolean): { name?: string } {
  return checkText(input, { name: 'short' }, { requireAll });
}

export class InventoryGroupNotFound extends NotFound {
  constructor() {
    super('Inventory group', 'inv.group_not_found');
  }
}

/** Port: inventory groups. */
export interface InventoryGroupRepository {
  list(query: ListQuery, scope: TenantScope): Promise<Page<InventoryGroup>>;
  get(id: number, scope: TenantScope): Promise<InventoryGroup | null>;
  create(record: InventoryGroupInput, project: ProjectScope): Promise<InventoryGroup>;
  update(id: number, changes: Partial<InventoryGroupInput>, scope: TenantScope): Promise<boolean>;
  /** Deletes the group and its items; answers false when there is no such group in the scope. */
  delete(id: number, scope: TenantScope): Promise<boolean>;
}
export const INVENTORY_GROUP_REPOSITORY = portToken<InventoryGroupRepository>('InventoryGroupRepository');
