import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { tenancyStore } from '@atrium/persistence';
import { TENANCY_STORE } from '../accounts/accounts.tokens.js';
import { PublicProjectController } from './public-project.controller.js';

/** The public API (CONTRACT §7): `/api/public/*`, authenticated by a project's API key. The modules add their routes. */
@Module({
  controllers: [PublicProjectController],
  providers: [{ provide: TENANCY_STORE, useFactory: tenancyStore, inject: [EntityManager] }],
})
export class PublicApiModule {}
