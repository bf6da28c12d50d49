import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  CMS_GROUP_REPOSITORY,
  EngageByEmail,
  ENGAGEMENT_REPOSITORY,
  FORM_INTAKE_STORE,
  FORM_REPOSITORY,
  INVENTORY_GROUP_REPOSITORY,
  ITEM_REPOSITORY,
  NotifyFormSubmission,
  SECTION_REPOSITORY,
  type SectionRepository,
  SUBMISSION_REPOSITORY,
  SubmitForm,
} from '@atrium/modules';
import {
  CachedApiKeyRepository,
  NotificationFeed,
  tenancyStore,
  TypeormAccessRepository,
  TypeormEngagementRepository,
  TypeormFormIntakeStore,
  TypeormCmsGroupRepository,
  TypeormFormRepository,
  TypeormInventoryGroupRepository,
  TypeormItemRepository,
  TypeormSectionRepository,
  TypeormSubmissionRepository,
} from '@atrium/persistence';
import { ResolveApiKey, TENANCY_STORE } from '@atrium/tenancy';
import { JOB_QUEUE, MAILER, SMS_SENDER } from '../platform/platform.tokens.js';
import { factory, factoryAs, factoryFrom } from '../wiring.js';
import { FormNotifications } from './form-notifications.js';
import { PublicCmsController } from './public-cms.controller.js';
import { PublicFormsController } from './public-forms.controller.js';
import { PublicInventoryController } from './public-inventory.controller.js';
import { PublicProjectController } from './public-project.controller.js';
import { SectionDelivery } from './section-delivery.js';

/**
 * The public API (CONTRACT §7): `/api/public/*`, authenticated by a project's API key (ResolveApiKey, used by
 * the app's guard). The modules add their routes. API keys and sections are answered from memory, fed by
 * the database's notifications (decision 0009).
 */
@Module({
  controllers: [PublicProjectController, PublicFormsController, PublicCmsController, PublicInventoryController],
  providers: [
    factoryFrom(
      CachedApiKeyRepository,
      (em: EntityManager, feed: NotificationFeed) => feed.add(new CachedApiKeyRepository(new TypeormAccessRepository(em))),
      EntityManager,
      NotificationFeed,
    ),
    factory(ResolveApiKey, CachedApiKeyRepository),
    factoryFrom(
      SectionDelivery,
      (sections: SectionRepository, feed: NotificationFeed) => feed.add(new SectionDelivery(sections)),
      SECTION_REPOSITORY,
      NotificationFeed,
    ),
    factoryFrom(TENANCY_STORE, tenancyStore, EntityManager),
    factoryAs(FORM_REPOSITORY, TypeormFormRepository, EntityManager),
    factoryAs(SECTION_REPOSITORY, TypeormSectionRepository, EntityManager),
    factoryAs(CMS_GROUP_REPOSITORY, TypeormCmsGroupRepository, EntityManager),
    factoryAs(SUBMISSION_REPOSITORY, TypeormSubmissionRepository, EntityManager),
    factoryAs(FORM_INTAKE_STORE, TypeormFormIntakeStore, EntityManager),
    factory(SubmitForm, FORM_INTAKE_STORE, JOB_QUEUE),
    factory(NotifyFormSubmission, FORM_REPOSITORY, SUBMISSION_REPOSITORY, MAILER, SMS_SENDER),
    FormNotifications,
    factoryAs(ITEM_REPOSITORY, TypeormItemRepository, EntityManager),
    factoryAs(INVENTORY_GROUP_REPOSITORY, TypeormInventoryGroupRepository, EntityManager),
    factoryAs(ENGAGEMENT_REPOSITORY, TypeormEngagementRepository, EntityManager),
    factory(EngageByEmail, ENGAGEMENT_REPOSITORY, ITEM_REPOSITORY),
  ],
  exports: [ResolveApiKey],
})
export class PublicApiModule {}
