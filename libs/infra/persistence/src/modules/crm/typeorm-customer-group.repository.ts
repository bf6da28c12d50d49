import type { EntityManager } from 'typeorm';
import { CUSTOMER_GROUP_LIST, type CustomerGroup, type CustomerGroupRepository } from '@atrium/modules';
import { ProjectTable } from '../../database/project-table.js';

export class TypeormCustomerGroupRepository
  extends ProjectTable<CustomerGroup, typeof CUSTOMER_GROUP_LIST>
  implements CustomerGroupRepository
{
  constructor(db: EntityManager) {
    super(db, {
      table: 'customer_groups',
      columns: { id: 'id', projectId: 'project_id', groupName: 'group_name', createdAt: 'created_at' },
      list: CUSTOMER_GROUP_LIST,
    });
  }
}
