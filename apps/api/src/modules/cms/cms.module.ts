import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AddCmsGroup, AddSection, DeleteCmsGroup, DeleteSection, UpdateCmsGroup, UpdateSection } from '@atrium/modules';
import { TypeormCmsGroupRepository, TypeormSectionRepository } from '@atrium/persistence';
import { factory, factoryAs } from '../../wiring.js';
import { CmsGroupsController } from './cms-groups.controller.js';
import { CMS_GROUPS, SECTIONS } from './cms.tokens.js';
import { SectionsController } from './sections.controller.js';

/** Content management (spec 2 "Content"): module code `cms`. Public delivery is in `public/public-cms.controller.ts`. */
@Module({
  controllers: [SectionsController, CmsGroupsController],
  providers: [
    factoryAs(SECTIONS, TypeormSectionRepository, EntityManager),
    factory(AddSection, SECTIONS),
    factory(UpdateSection, SECTIONS),
    factory(DeleteSection, SECTIONS),
    factoryAs(CMS_GROUPS, TypeormCmsGroupRepository, EntityManager),
    factory(AddCmsGroup, CMS_GROUPS),
    factory(UpdateCmsGroup, CMS_GROUPS),
    factory(DeleteCmsGroup, CMS_GROUPS),
  ],
})
export class CmsModule {}
