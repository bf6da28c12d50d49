import { Module } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  AddLead,
  AddLeads,
  ConvertLeadToCustomer,
  DeleteLead,
  LEAD_CONVERSION_UNIT_OF_WORK,
  LEAD_REPOSITORY,
  UpdateLead,
} from '@atrium/modules';
import { TypeormLeadConversionUnitOfWork, TypeormLeadRepository } from '@atrium/persistence';
import { factory, factoryAs } from '../../wiring.js';
import { LeadsController } from './leads.controller.js';

/** Communications (spec 2 "Communications"): module code `com`. */
@Module({
  controllers: [LeadsController],
  providers: [
    factoryAs(LEAD_REPOSITORY, TypeormLeadRepository, EntityManager),
    factoryAs(LEAD_CONVERSION_UNIT_OF_WORK, TypeormLeadConversionUnitOfWork, DataSource),
    factory(AddLead, LEAD_REPOSITORY),
    factory(AddLeads, LEAD_REPOSITORY),
    factory(UpdateLead, LEAD_REPOSITORY),
    factory(DeleteLead, LEAD_REPOSITORY),
    factory(ConvertLeadToCustomer, LEAD_CONVERSION_UNIT_OF_WORK),
  ],
})
export class ComModule {}
