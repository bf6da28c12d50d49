import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  AddCustomer,
  AddCustomerGroup,
  AddCustomers,
  CUSTOMER_GROUP_REPOSITORY,
  CUSTOMER_REPOSITORY,
  DeleteCustomer,
  DeleteCustomerGroup,
  UpdateCustomer,
  UpdateCustomerGroup,
} from '@atrium/modules';
import { TypeormCustomerGroupRepository, TypeormCustomerRepository } from '@atrium/persistence';
import { factory, factoryAs } from '../../wiring.js';
import { CustomerGroupsController } from './customer-groups.controller.js';
import { CustomersExportController } from './customers-export.controller.js';
import { CustomersController } from './customers.controller.js';

/** Customer relations (spec 2 "Customers"): module code `crm`. */
@Module({
  controllers: [CustomerGroupsController, CustomersController, CustomersExportController],
  providers: [
    factoryAs(CUSTOMER_GROUP_REPOSITORY, TypeormCustomerGroupRepository, EntityManager),
    factory(AddCustomerGroup, CUSTOMER_GROUP_REPOSITORY),
    factory(UpdateCustomerGroup, CUSTOMER_GROUP_REPOSITORY),
    factory(DeleteCustomerGroup, CUSTOMER_GROUP_REPOSITORY),
    factoryAs(CUSTOMER_REPOSITORY, TypeormCustomerRepository, EntityManager),
    factory(AddCustomer, CUSTOMER_REPOSITORY),
    factory(AddCustomers, CUSTOMER_REPOSITORY),
    factory(UpdateCustomer, CUSTOMER_REPOSITORY),
    factory(DeleteCustomer, CUSTOMER_REPOSITORY),
  ],
})
export class CrmModule {}
