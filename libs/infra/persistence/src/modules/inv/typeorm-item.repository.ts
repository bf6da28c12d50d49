import type { EntityManager } from 'typeorm';
import type { ListQuery, Page, TenantScope } from '@atrium/kernel';
import { ITEM_LIST, type Item, type ItemRepository, type ItemStatus } from '@atrium/modules';
import { ProjectTable } from '../../database/project-table.js';

/**
 * Inventory items. A group's page reads the index (inventory_group_id, <sort>, id) of its sort; the scope
 * still rides on every statement, so another tenant's group id lists nothing.
 */
export class TypeormItemRepository extends ProjectTable<Item, typeof ITEM_LIST> implements ItemRepository {
  constructor(db: EntityManager) {
    super(db, {
      table: 'inventory_items',
      columns: {
        id: 'id',
        projectId: 'project_id',
        inventoryGroupId: 'inventory_group_id',
        item: 'item',
        cost: 'cost',
        status: 'status',
        data: 'data',
        createdAt: 'created_at',
      },
      list: ITEM_LIST,
      // numeric arrives as text; money on the wire is a number of dollars (CONTRACT §4).
      decode: { cost: (v) => Number(v), status: (v) => Number(v) as ItemStatus },
    });
  }

  listOfGroup(groupId: number, query: ListQuery, scope: TenantScope): Promise<Page<Item>> {
    // The group's project, named in the statement: a group's items are all in its project, and without it
    // the planner estimates the scope's "one of the subscription's projects" at a guess (2,494 of 100,000).
    return this.list(query, scope, (qb) =>
      qb
        .andWhere(`${this.field('inventoryGroupId')} = :groupId`, { groupId })
        .andWhere(`${this.field('projectId')} = (SELECT g.project_id FROM inventory_groups g WHERE g.id = :groupId)`),
    );
  }

  async anyInGroup(groupId: number, scope: TenantScope): Promise<boolean> {
    const row = await this.select(scope)
      .andWhere(`${this.field('inventoryGroupId')} = :groupId`, { groupId })
      .limit(1)
      .getRawOne();
    return Boolean(row);
  }
}
