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
import { factory } from '../wiring.js';
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
    {
      provide: CachedApiKeyRepository,
      useFactory: (em: EntityManager) => new CachedApiKeyRepository(new TypeormAccessRepository(em)),
      inject: [EntityManager],
    },
    factory(ResolveApiKey, CachedApiKeyRepository),
    factory(SectionDelivery, TypeormSectionRepository),
    {
      provide: PublicCacheFeed,
      useFactory: (ds: DataSource, keys: CachedApiKeyRepository, sections: SectionDelivery, config: AppConfig) =>
        new PublicCacheFeed(ds, [keys.listener, sections.listener], config.databaseUrl),
      inject: [DataSource, CachedApiKeyRepository, SectionDelivery, AppConfig],
    },
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
  exports: [ResolveApiKey],
})
export class PublicApiModule {}
