import { Module } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AddLead, AddLeads, ConvertLeadToCustomer, DeleteLead, UpdateLead } from '@atrium/modules';
import { TypeormLeadConversionUnitOfWork, TypeormLeadRepository } from '@atrium/persistence';
import { factory, factoryAs } from '../../wiring.js';
import { LEAD_CONVERSION, LEADS } from './com.tokens.js';
import { LeadsController } from './leads.controller.js';

/** Communications (spec 2 "Communications"): module code `com`. */
@Module({
  controllers: [LeadsController],
  providers: [
    factoryAs(LEADS, TypeormLeadRepository, EntityManager),
    factoryAs(LEAD_CONVERSION, TypeormLeadConversionUnitOfWork, DataSource),
    factory(AddLead, LEADS),
    factory(AddLeads, LEADS),
    factory(UpdateLead, LEADS),
    factory(DeleteLead, LEADS),
    factory(ConvertLeadToCustomer, LEAD_CONVERSION),
  ],
})
export class ComModule {}
