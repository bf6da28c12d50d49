import type { DataSource, EntityManager } from 'typeorm';
import type { ProjectScope } from '@atrium/kernel';
import type { LeadConversionStore } from '@atrium/modules';
import { TypeormUnitOfWork } from '../../database/typeorm-unit-of-work.js';
import { TypeormCustomerGroupRepository } from '../crm/typeorm-customer-group.repository.js';
import { TypeormCustomerRepository } from '../crm/typeorm-customer.repository.js';
import { TypeormLeadRepository } from './typeorm-lead.repository.js';

export function leadConversionStore(db: EntityManager): LeadConversionStore {
  const customers = new TypeormCustomerRepository(db);
  return {
    leads: new TypeormLeadRepository(db),
    customerGroupInProject: async (groupId, project) => (await customers.groupsInProject([groupId], project)).length > 0,
    customerGroupNamed: (name, project) => customerGroupNamed(db, name, project),
    addCustomer: async (customer, project) => (await customers.create({ ...customer, converted: true }, project)).id,
  };
}

/**
 * Found or added under a transaction-scoped lock on (groups by name, project): two conversions at once in one
 * project add one group, not two. Names are not unique in a project (people may add two of one name), so
 * the oldest one is used.
 */
async function customerGroupNamed(db: EntityManager, name: string, project: ProjectScope): Promise<number> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('customer_groups.named'), $1)`, [project.projectId]);
  const [found] = (await db.query(`SELECT id FROM customer_groups WHERE project_id = $1 AND group_name = $2 ORDER BY id LIMIT 1`, [
    project.projectId,
    name,
  ])) as { id: number }[];
  return found ? Number(found.id) : (await new TypeormCustomerGroupRepository(db).create({ groupName: name }, project)).id;
}

/** A lead's conversion: one transaction, the lead and customer repositories bound to it. */
export class TypeormLeadConversionUnitOfWork extends TypeormUnitOfWork<LeadConversionStore> {
  constructor(dataSource: DataSource) {
    super(dataSource, leadConversionStore);
  }
}
