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
import { factory, factoryAs } from '../../wiring.js';
import { CustomerGroupsController } from './customer-groups.controller.js';
import { CustomersExportController } from './customers-export.controller.js';
import { CustomersController } from './customers.controller.js';
import { CUSTOMER_GROUPS, CUSTOMERS } from './crm.tokens.js';

/** Customer relations (spec 2 "Customers"): module code `crm`. */
@Module({
  controllers: [CustomerGroupsController, CustomersController, CustomersExportController],
  providers: [
    factoryAs(CUSTOMER_GROUPS, TypeormCustomerGroupRepository, EntityManager),
    factory(AddCustomerGroup, CUSTOMER_GROUPS),
    factory(UpdateCustomerGroup, CUSTOMER_GROUPS),
    factory(DeleteCustomerGroup, CUSTOMER_GROUPS),
    factoryAs(CUSTOMERS, TypeormCustomerRepository, EntityManager),
    factory(AddCustomer, CUSTOMERS),
    factory(AddCustomers, CUSTOMERS),
    factory(UpdateCustomer, CUSTOMERS),
    factory(DeleteCustomer, CUSTOMERS),
  ],
})
export class CrmModule {}
