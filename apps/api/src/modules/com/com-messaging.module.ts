import { Module } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ListSentMail, SendMail } from '@atrium/modules';
import { TypeormSentMailLog } from '@atrium/persistence';
import { createEnrichmentGateway } from '@atrium/enrichment';
import { AppConfig } from '../../config/config.js';
import { MAILER } from '../../platform/platform.tokens.js';
import { factory } from '../../wiring.js';
import { ENRICHMENT_GATEWAY, EnrichmentController } from './enrichment.controller.js';
import { MailController } from './mail.controller.js';

/** Communications' mail and enrichment (module code `com`): `POST /com/mail` (and `GET /com/mail`, the mail sent), `GET /com/data/enrich`. */
@Module({
  controllers: [EnrichmentController, MailController],
  providers: [
    factory(SendMail, MAILER),
    factory(TypeormSentMailLog, EntityManager),
    factory(ListSentMail, TypeormSentMailLog),
    {
      provide: ENRICHMENT_GATEWAY,
      useFactory: (c: AppConfig, ds: DataSource) => createEnrichmentGateway({ enrichment: c.enrichment, db: ds }),
      inject: [AppConfig, DataSource],
    },
  ],
})
export class ComMessagingModule {}
