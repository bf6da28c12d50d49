import { Module } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { IMPORT_STORE, IMPORT_UNIT_OF_WORK, INVENTORY_GROUP_REPOSITORY } from '@atrium/modules';
import { TypeormImportStore, TypeormImportUnitOfWork, TypeormInventoryGroupRepository } from '@atrium/persistence';
import { factoryAs } from '../wiring.js';
import { ImportRunner } from './import-runner.js';
import { ImportUploads } from './import-uploads.js';
import {
  CustomerImportsController,
  ImportModuleResolver,
  ImportsController,
  ItemImportsController,
  LeadImportsController,
} from './imports.controller.js';

/**
 * CSV imports of leads, customers and inventory items (issue 23 §2, decision 0020): the upload under each
 * module's path, then `/imports` (preview, start, progress, error report), each import in the module of what
 * it imports; the job that runs them.
 */
@Module({
  controllers: [LeadImportsController, CustomerImportsController, ItemImportsController, ImportsController],
  providers: [
    factoryAs(IMPORT_STORE, TypeormImportStore, EntityManager),
    factoryAs(IMPORT_UNIT_OF_WORK, TypeormImportUnitOfWork, DataSource),
    factoryAs(INVENTORY_GROUP_REPOSITORY, TypeormInventoryGroupRepository, EntityManager),
    ImportUploads,
    ImportRunner,
    ImportModuleResolver,
  ],
})
export class ImportsModule {}
