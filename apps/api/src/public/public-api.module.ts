import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EngageByEmail, NotifyFormSubmission, SubmitForm } from '@atrium/modules';
import {
  tenancyStore,
  TypeormEngagementRepository,
  TypeormFormIntakeStore,
  TypeormCmsGroupRepository,
  TypeormFormRepository,
  TypeormInventoryGroupRepository,
  TypeormItemRepository,
  TypeormSectionRepository,
  TypeormSubmissionRepository,
} from '@atrium/persistence';
import { TENANCY_STORE } from '../accounts/accounts.tokens.js';
import { JOB_QUEUE, MAILER, SMS_SENDER } from '../platform/platform.tokens.js';
import { factory } from '../wiring.js';
import { FormNotifications } from './form-notifications.js';
import { PublicCmsController } from './public-cms.controller.js';
import { PublicFormsController } from './public-forms.controller.js';
import { PublicInventoryController } from './public-inventory.controller.js';
import { PublicProjectController } from './public-project.controller.js';

/** The public API (CONTRACT §7): `/api/public/*`, authenticated by a project's API key. The modules add their routes. */
@Module({
  controllers: [PublicProjectController, PublicFormsController, PublicCmsController, PublicInventoryController],
  providers: [
    { provide: TENANCY_STORE, useFactory: tenancyStore, inject: [EntityManager] },
    factory(TypeormFormRepository, EntityManager),
    factory(TypeormSectionRepository, EntityManager),
    factory(TypeormCmsGroupRepository, EntityManager),
    factory(TypeormSubmissionRepository, EntityManager),
    factory(TypeormFormIntakeStore, EntityManager),
    factory(SubmitForm, TypeormFormIntakeStore, JOB_QUEUE),
    factory(NotifyFormSubmission, TypeormFormRepository, TypeormSubmissionRepository, MAILER, SMS_SENDER),
    FormNotifications,
    factory(TypeormItemRepository, EntityManager),
    factory(TypeormInventoryGroupRepository, EntityManager),
    factory(TypeormEngagementRepository, EntityManager),
    factory(EngageByEmail, TypeormEngagementRepository, TypeormItemRepository),
  ],
})
export class PublicApiModule {}
