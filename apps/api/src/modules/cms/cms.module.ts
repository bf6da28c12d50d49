import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  AddCmsGroup,
  AddSection,
  CMS_GROUP_REPOSITORY,
  DeleteCmsGroup,
  DeleteSection,
  SECTION_REPOSITORY,
  UpdateCmsGroup,
  UpdateSection,
} from '@atrium/modules';
import { TypeormCmsGroupRepository, TypeormSectionRepository } from '@atrium/persistence';
import { factory, factoryAs } from '../../wiring.js';
import { CmsGroupsController } from './cms-groups.controller.js';
import { SectionsController } from './sections.controller.js';

/** Content management (spec 2 "Content"): module code `cms`. Public delivery is in `public/public-cms.controller.ts`. */
@Module({
  controllers: [SectionsController, CmsGroupsController],
  providers: [
    factoryAs(SECTION_REPOSITORY, TypeormSectionRepository, EntityManager),
    factory(AddSection, SECTION_REPOSITORY),
    factory(UpdateSection, SECTION_REPOSITORY),
    factory(DeleteSection, SECTION_REPOSITORY),
    factoryAs(CMS_GROUP_REPOSITORY, TypeormCmsGroupRepository, EntityManager),
    factory(AddCmsGroup, CMS_GROUP_REPOSITORY),
    factory(UpdateCmsGroup, CMS_GROUP_REPOSITORY),
    factory(DeleteCmsGroup, CMS_GROUP_REPOSITORY),
  ],
})
export class CmsModule {}
