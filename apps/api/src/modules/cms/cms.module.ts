import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AddCmsGroup, AddSection, DeleteCmsGroup, DeleteSection, UpdateCmsGroup, UpdateSection } from '@atrium/modules';
import { TypeormCmsGroupRepository, TypeormSectionRepository } from '@atrium/persistence';
import { factory } from '../../wiring.js';
import { CmsGroupsController } from './cms-groups.controller.js';
import { SectionsController } from './sections.controller.js';

const SECTIONS = TypeormSectionRepository;
const GROUPS = TypeormCmsGroupRepository;

/** Content management (spec 2 "Content"): module code `cms`. Public delivery is in `public/public-cms.controller.ts`. */
@Module({
  controllers: [SectionsController, CmsGroupsController],
  providers: [
    factory(SECTIONS, EntityManager),
    factory(AddSection, SECTIONS),
    factory(UpdateSection, SECTIONS),
    factory(DeleteSection, SECTIONS),
    factory(GROUPS, EntityManager),
    factory(AddCmsGroup, GROUPS),
    factory(UpdateCmsGroup, GROUPS),
    factory(DeleteCmsGroup, GROUPS),
  ],
})
export class CmsModule {}
