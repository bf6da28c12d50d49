import { Global, Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { TypeormAuditTrail } from '@atrium/persistence';
import { AUDIT_TRAIL } from '@atrium/tenancy';
import { factoryAs } from '../wiring.js';
import { AuditController } from './audit.controller.js';
import { AuditEvents } from './audit-events.js';
import { AuditPrune } from './audit-prune.js';

/** The audit trail's reading route, the events the API records, and the retention prune. */
@Global()
@Module({
  controllers: [AuditController],
  providers: [factoryAs(AUDIT_TRAIL, TypeormAuditTrail, EntityManager), AuditEvents, AuditPrune],
  exports: [AuditEvents],
})
export class AuditModule {}
