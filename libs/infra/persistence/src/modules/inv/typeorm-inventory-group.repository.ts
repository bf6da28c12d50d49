import type { EntityManager } from 'typeorm';
import { INVENTORY_GROUP_LIST, type InventoryGroup, type InventoryGroupRepository } from '@atrium/modules';
import { ProjectTable } from '../../database/project-table.js';

/** Inventory groups; deleting one deletes its items and their engagements (ON DELETE CASCADE). */
export class TypeormInventoryGroupRepository
  extends ProjectTable<InventoryGroup, typeof INVENTORY_GROUP_LIST>
  implements InventoryGroupRepository
{
  constructor(db: EntityManager) {
    super(db, {
      table: 'inventory_groups',
      columns: { id: 'id', projectId: 'project_id', name: 'name', templateId: 'template_id', createdAt: 'created_at' },
      list: INVENTORY_GROUP_LIST,
    });
  }
}
