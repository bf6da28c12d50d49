import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AddCustomerGroup, DeleteCustomerGroup, UpdateCustomerGroup } from '@atrium/modules';
import { TypeormCustomerGroupRepository } from '@atrium/persistence';
import { factory } from '../../wiring.js';
import { CustomerGroupsController } from './customer-groups.controller.js';

const GROUPS = TypeormCustomerGroupRepository;

/** Customer relations (spec 2 "Customers"): module code `crm`. */
@Module({
  controllers: [CustomerGroupsController],
  providers: [
    factory(GROUPS, EntityManager),
    factory(AddCustomerGroup, GROUPS),
    factory(UpdateCustomerGroup, GROUPS),
    factory(DeleteCustomerGroup, GROUPS),
  ],
})
export class CrmModule {}
