import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  AddCustomer,
  AddCustomerGroup,
  AddCustomers,
  DeleteCustomer,
  DeleteCustomerGroup,
  UpdateCustomer,
  UpdateCustomerGroup,
} from '@atrium/modules';
import { TypeormCustomerGroupRepository, TypeormCustomerRepository } from '@atrium/persistence';
import { factory } from '../../wiring.js';
import { CustomerGroupsController } from './customer-groups.controller.js';
import { CustomersExportController } from './customers-export.controller.js';
import { CustomersController } from './customers.controller.js';

const GROUPS = TypeormCustomerGroupRepository;
const CUSTOMERS = TypeormCustomerRepository;

/** Customer relations (spec 2 "Customers"): module code `crm`. */
@Module({
  controllers: [CustomerGroupsController, CustomersController, CustomersExportController],
  providers: [
    factory(GROUPS, EntityManager),
    factory(AddCustomerGroup, GROUPS),
    factory(UpdateCustomerGroup, GROUPS),
    factory(DeleteCustomerGroup, GROUPS),
    factory(CUSTOMERS, EntityManager),
    factory(AddCustomer, CUSTOMERS),
    factory(AddCustomers, CUSTOMERS),
    factory(UpdateCustomer, CUSTOMERS),
    factory(DeleteCustomer, CUSTOMERS),
  ],
})
export class CrmModule {}
