import { Module } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { EngageByEmail, NotifyFormSubmission, SubmitForm } from '@atrium/modules';
import {
  CachedApiKeyRepository,
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
import { ResolveApiKey } from '@atrium/tenancy';
import { TENANCY_STORE } from '../accounts/accounts.tokens.js';
import { JOB_QUEUE, MAILER, SMS_SENDER } from '../platform/platform.tokens.js';
import { AppConfig } from '../config/config.js';
import { CMS_GROUPS, SECTIONS } from '../modules/cms/cms.tokens.js';
import { FORM_INTAKE, FORMS, SUBMISSIONS } from '../modules/com/com.tokens.js';
import { ENGAGEMENTS, INVENTORY_GROUPS, ITEMS } from '../modules/inv/inv.tokens.js';
import { factory, factoryAs, factoryFrom } from '../wiring.js';
import { FormNotifications } from './form-notifications.js';
import { PublicCmsController } from './public-cms.controller.js';
import { PublicFormsController } from './public-forms.controller.js';
import { PublicInventoryController } from './public-inventory.controller.js';
import { PublicProjectController } from './public-project.controller.js';
import { PublicCacheFeed } from './public-cache-feed.js';
import { SectionDelivery } from './section-delivery.js';

/**
 * The public API (CONTRACT §7): `/api/public/*`, authenticated by a project's API key (ResolveApiKey, used by
 * the app's guard). The modules add their routes. API keys and sections are answered from memory, fed by
 * the database's notifications (decision 0009).
 */
@Module({
  controllers: [PublicProjectController, PublicFormsController, PublicCmsController, PublicInventoryController],
  providers: [
    factoryFrom(CachedApiKeyRepository, (em: EntityManager) => new CachedApiKeyRepository(new TypeormAccessRepository(em)), EntityManager),
    factory(ResolveApiKey, CachedApiKeyRepository),
    factory(SectionDelivery, SECTIONS),
    factoryFrom(
      PublicCacheFeed,
      (ds: DataSource, keys: CachedApiKeyRepository, sections: SectionDelivery, config: AppConfig) =>
        new PublicCacheFeed(ds, [keys.listener, sections.listener], config.databaseUrl),
      DataSource,
      CachedApiKeyRepository,
      SectionDelivery,
      AppConfig,
    ),
    factoryFrom(TENANCY_STORE, tenancyStore, EntityManager),
    factoryAs(FORMS, TypeormFormRepository, EntityManager),
    factoryAs(SECTIONS, TypeormSectionRepository, EntityManager),
    factoryAs(CMS_GROUPS, TypeormCmsGroupRepository, EntityManager),
    factoryAs(SUBMISSIONS, TypeormSubmissionRepository, EntityManager),
    factoryAs(FORM_INTAKE, TypeormFormIntakeStore, EntityManager),
    factory(SubmitForm, FORM_INTAKE, JOB_QUEUE),
    factory(NotifyFormSubmission, FORMS, SUBMISSIONS, MAILER, SMS_SENDER),
    FormNotifications,
    factoryAs(ITEMS, TypeormItemRepository, EntityManager),
    factoryAs(INVENTORY_GROUPS, TypeormInventoryGroupRepository, EntityManager),
    factoryAs(ENGAGEMENTS, TypeormEngagementRepository, EntityManager),
    factory(EngageByEmail, ENGAGEMENTS, ITEMS),
  ],
  exports: [ResolveApiKey],
})
export class PublicApiModule {}
