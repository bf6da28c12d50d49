import type { DataSource, EntityManager } from 'typeorm';
import type { LeadConversionStore } from '@atrium/modules';
import { TypeormUnitOfWork } from '../../database/typeorm-unit-of-work.js';
import { TypeormCustomerRepository } from '../crm/typeorm-customer.repository.js';
import { TypeormLeadRepository } from './typeorm-lead.repository.js';

export function leadConversionStore(db: EntityManager): LeadConversionStore {
  const customers = new TypeormCustomerRepository(db);
  return {
    leads: new TypeormLeadRepository(db),
    customerGroupInProject: async (groupId, projectId) => (await customers.groupsInProject([groupId], projectId)).length > 0,
    addCustomer: async (customer) => (await customers.create({ ...customer, converted: true })).id,
  };
}

/** A lead's conversion: one transaction, the lead and customer repositories bound to it. */
export class TypeormLeadConversionUnitOfWork extends TypeormUnitOfWork<LeadConversionStore> {
  constructor(dataSource: DataSource) {
    super(dataSource, leadConversionStore);
  }
}
