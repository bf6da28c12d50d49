import type { CustomerGroupRepository, CustomerRepository } from '@atrium/modules';
import { token } from '../../wiring.js';

/** The ports of `crm`, as controllers and use cases ask for them (crm.module.ts binds their adapters). */
export const CUSTOMER_GROUPS = token<CustomerGroupRepository>('CustomerGroupRepository');
export const CUSTOMERS = token<CustomerRepository>('CustomerRepository');
