import { Module } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ENRICHMENT_GATEWAY, ListSentMail, SendMail, SENT_MAIL_LOG } from '@atrium/modules';
import { TypeormSentMailLog } from '@atrium/persistence';
import { createEnrichmentGateway } from '@atrium/enrichment';
import { AppConfig } from '../../config/config.js';
import { MAILER } from '../../platform/platform.tokens.js';
import { factory, factoryAs, factoryFrom } from '../../wiring.js';
import { EnrichmentController } from './enrichment.controller.js';
import { MailController } from './mail.controller.js';

/** Communications' mail and enrichment (module code `com`): `POST /com/mail` (and `GET /com/mail`, the mail sent), `GET /com/data/enrich`. */
@Module({
  controllers: [EnrichmentController, MailController],
  providers: [
    factory(SendMail, MAILER),
    factoryAs(SENT_MAIL_LOG, TypeormSentMailLog, EntityManager),
    factory(ListSentMail, SENT_MAIL_LOG),
    factoryFrom(
      ENRICHMENT_GATEWAY,
      (c: AppConfig, ds: DataSource) => createEnrichmentGateway({ enrichment: c.enrichment, db: ds }),
      AppConfig,
      DataSource,
    ),
  ],
})
export class ComMessagingModule {}
