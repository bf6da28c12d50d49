import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AccountsModule } from './accounts/accounts.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BillingModule } from './billing/billing.module.js';
import { AppConfig } from './config/config.js';
import { HealthController } from './health/health.controller.js';
import { AuthGuard } from './http/auth.guard.js';
import { ErrorFilter } from './http/error.filter.js';
import { ScopeResolver } from './http/scope-resolver.js';
import { createValidationPipe } from './http/validation.pipe.js';
import { PlatformModule } from './platform/platform.module.js';

/** The configuration and the open database, shared by every module. */
@Module({})
class CoreModule {
  static with(config: AppConfig, dataSource: DataSource): DynamicModule {
    return {
      module: CoreModule,
      global: true,
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: DataSource, useValue: dataSource },
      ],
      exports: [AppConfig, DataSource],
    };
  }
}

@Module({})
export class AppModule {
  static with(config: AppConfig, dataSource: DataSource): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.with(config, dataSource), DiscoveryModule, PlatformModule, AuthModule, AccountsModule, BillingModule],
      controllers: [HealthController],
      providers: [
        ScopeResolver,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
