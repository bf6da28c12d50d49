import { Module } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AddLead, AddLeads, ConvertLeadToCustomer, DeleteLead, UpdateLead } from '@atrium/modules';
import { TypeormLeadConversionUnitOfWork, TypeormLeadRepository } from '@atrium/persistence';
import { factory } from '../../wiring.js';
import { LeadsController } from './leads.controller.js';

const LEADS = TypeormLeadRepository;

/** Communications (spec 2 "Communications"): module code `com`. */
@Module({
  controllers: [LeadsController],
  providers: [
    factory(LEADS, EntityManager),
    factory(TypeormLeadConversionUnitOfWork, DataSource),
    factory(AddLead, LEADS),
    factory(AddLeads, LEADS),
    factory(UpdateLead, LEADS),
    factory(DeleteLead, LEADS),
    factory(ConvertLeadToCustomer, TypeormLeadConversionUnitOfWork),
  ],
})
export class ComModule {}
