import type { EntityManager } from 'typeorm';
import type { TenantScope } from '@atrium/kernel';
import {
  CUSTOMER_GROUP_FIELDS,
  CUSTOMER_GROUP_LIST,
  CustomerGroupInUse,
  type CustomerGroup,
  type CustomerGroupRepository,
} from '@atrium/modules';
import { columnsOf } from '../../database/field-columns.js';
import { ProjectTable } from '../../database/project-table.js';

/** PostgreSQL's restrict_violation (or foreign_key_violation) on the customers' group key (migration 1763930000000). */
function isGroupStillUsed(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  return (
    ['23001', '23503'].includes(e?.code ?? e?.driverError?.code ?? '') &&
    (e?.constraint ?? e?.driverError?.constraint) === 'customers_group_fkey'
  );
}

export class TypeormCustomerGroupRepository
  extends ProjectTable<CustomerGroup, typeof CUSTOMER_GROUP_LIST>
  implements CustomerGroupRepository
{
  constructor(db: EntityManager) {
    super(db, {
      table: 'customer_groups',
      columns: columnsOf(CUSTOMER_GROUP_FIELDS),
      list: CUSTOMER_GROUP_LIST,
    });
  }

  /** The database refuses to leave customers without a group; that refusal is the domain's 409. */
  override async delete(id: number, scope: TenantScope): Promise<boolean> {
    try {
      return await super.delete(id, scope);
    } catch (error) {
      if (isGroupStillUsed(error)) throw new CustomerGroupInUse();
      throw error;
    }
  }
}
