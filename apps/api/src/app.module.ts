import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { DataSource, EntityManager } from 'typeorm';
import { NotificationFeed, type Database } from '@atrium/persistence';
import { AccountsModule } from './accounts/accounts.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BillingModule } from './billing/billing.module.js';
import { LedgerModule } from './billing/ledger.module.js';
import { AppConfig } from './config/config.js';
import { FilesModule } from './files/files.module.js';
import { HealthController } from './health/health.controller.js';
import { AuthGuard } from './http/auth.guard.js';
import { ErrorFilter } from './http/error.filter.js';
import { membershipProviders } from './http/membership-cache.js';
import { NotificationFeedRun } from './http/notification-feed-run.js';
import { RequestQueriesModule } from './http/request-queries.module.js';
import { createValidationPipe } from './http/validation.pipe.js';
import { ProjectModulesModule } from './modules/project-modules.module.js';
import { PlatformModule } from './platform/platform.module.js';
import { PublicApiModule } from './public/public-api.module.js';
import { UserStatsModule } from './stats/user-stats.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

/** The configuration and the open database with its notification feed, shared by every module. */
@Module({})
class CoreModule {
  static with(config: AppConfig, database: Database): DynamicModule {
    return {
      module: CoreModule,
      global: true,
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: DataSource, useValue: database.dataSource },
        // Repositories outside a unit of work run on the shared connection's manager.
        { provide: EntityManager, useValue: database.dataSource.manager },
        // The caches add their listeners to it as they are made.
        { provide: NotificationFeed, useValue: database.notifications },
        { provide: NotificationFeedRun, useFactory: () => new NotificationFeedRun(database.notifications, config.databaseUrl) },
      ],
      exports: [AppConfig, DataSource, EntityManager, NotificationFeed],
    };
  }
}

@Module({})
export class AppModule {
  static with(config: AppConfig, database: Database): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.with(config, database),
        DiscoveryModule,
        PlatformModule,
        AuditModule,
        FilesModule,
        AuthModule,
        AccountsModule,
        BillingModule,
        LedgerModule,
        ProjectModulesModule,
        PublicApiModule,
        UserStatsModule,
        WebhooksModule,
        RequestQueriesModule,
      ],
      controllers: [HealthController],
      providers: [
        ...membershipProviders,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
